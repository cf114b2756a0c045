import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

export type AdminColumn<Row> = {
  header: string
  cell: (row: Row) => ReactNode
  align?: 'right'
  miw?: number
}

type Props<Row> = {
  rows: readonly Row[]
  /** `false` leaves a column out, e.g. `canEdit && actionsColumn`. */
  columns: readonly (AdminColumn<Row> | false)[]
  /** Below this width the table scrolls sideways instead of squeezing (spec 01: 360 px screens). */
  minWidth: number
}

/** Every admin list's table: one row per item, columns declared by the screen. */
export function AdminTable<Row extends { id: number }>({ rows, columns, minWidth }: Props<Row>) {
  const shown = columns.filter((column): column is AdminColumn<Row> => column !== false)
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {shown.map((column) => (
                <Table.Td key={column.header} ta={column.align} miw={column.miw}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
