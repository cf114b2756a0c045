import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'

export type ChartTable = {
  /** The first column's heading (the bucket or the category), then one per figure. */
  head: string[]
  rows: (string | number)[][]
}

/**
 * One chart with its heading and its numbers as a table. A chart is a picture to a screen reader,
 * so the drawing is hidden from it and the table, visually hidden, says the same figures.
 */
export function ChartCard({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string
  title: string
  /** One line under the heading: what the chart counts, in words. */
  summary: string
  table: ChartTable
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} miw={0}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      <div aria-hidden data-chart={id}>
        {children}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              {table.head.map((cell) => (
                <Table.Th key={cell} scope="col">
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <Table.Th key={i} scope="row">
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td key={i}>{cell}</Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  )
}
