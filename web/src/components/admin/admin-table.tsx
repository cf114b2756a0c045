import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { TableScroll } from './table-scroll'

export type AdminColumn<Row> = {
  header: string
  cell: (row: Row) => ReactNode
  align?: 'right'
  miw?: number
}

type Props<Row> = {
  /** What the rows are ("Users"): the table's and its scrolling box's accessible name. */
  label: string
  rows: readonly Row[]
  /** `false` leaves a column out, e.g. `canEdit && actionsColumn`. */
  columns: readonly (AdminColumn<Row> | false)[]
  /** Below this width the table scrolls sideways instead of squeezing (spec 01: 360 px screens). */
  minWidth: number
}

/**
 * Every admin list's table: one row per item (by id, or by key for items named by a key such as
 * the templates), columns declared by the screen. Every column stays;
 * on a narrow screen the table scrolls inside TableScroll, which shows that it does.
 */
export function AdminTable<Row extends { id: number } | { key: string }>({
  label,
  rows,
  columns,
  minWidth,
}: Props<Row>) {
  const shown = columns.filter((column): column is AdminColumn<Row> => column !== false)
  return (
    <TableScroll label={label} minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
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
            <Table.Tr key={'id' in row ? row.id : row.key}>
              {shown.map((column) => (
                <Table.Td key={column.header} ta={column.align} miw={column.miw}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
