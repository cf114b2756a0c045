import { Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { ADVERT_POSITION_LABELS } from '@worker/adverts/adverts.schemas'
import { DateRangeCell, TitleCell } from '@/components/admin/admin-cells'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
import { RowMenu } from '@/components/admin/row-menu'
import { StatusBadge } from '@/components/admin/status-filter'
import type { AdvertRow } from '../api/list-adverts'

type Actions = {
  onEdit: (id: number) => void
  onDelete: (row: AdvertRow) => void
  /** A delete is under way (its row's menu shows it). */
  deletingId: number | null
}

const count = new Intl.NumberFormat('en-GB')

function AdvertRowMenu({ row, onEdit, onDelete, deletingId }: Actions & { row: AdvertRow }) {
  const remove = () =>
    confirmDelete({
      title: 'Delete advert',
      sentence: `Are you sure you want to delete “${row.name}”? This cannot be undone.`,
      onConfirm: () => onDelete(row),
    })
  return (
    <RowMenu
      name={row.name}
      busy={deletingId === row.id}
      actions={[
        { label: 'Edit', icon: IconPencil, onClick: () => onEdit(row.id) },
        { label: 'Delete…', icon: IconTrash, color: 'red', onClick: remove },
      ]}
    />
  )
}

const number = (value: number | undefined) => (
  <Text size="sm" ta="right">
    {count.format(value ?? 0)}
  </Text>
)

const columns = (actions: Actions): AdminColumn<AdvertRow>[] => [
  {
    header: 'Name',
    miw: 200,
    cell: (row) => <TitleCell title={row.name} recentlyApproved={false} note={row.href} />,
  },
  {
    header: 'Position',
    cell: (row) => <Text size="sm">{ADVERT_POSITION_LABELS[row.position]}</Text>,
  },
  { header: 'Dates', cell: (row) => <DateRangeCell start={row.starts_at} end={row.ends_at} /> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Clicks', align: 'right', cell: (row) => number(row.total_clicks) },
  { header: 'Impressions', align: 'right', cell: (row) => number(row.total_impressions) },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => <AdvertRowMenu row={row} {...actions} />,
  },
]

/** Spec 02 §2 adverts list: name, position, dates, status, clicks, impressions and the row's menu. */
export function AdvertListTable({ rows, ...actions }: Actions & { rows: readonly AdvertRow[] }) {
  return <AdminTable label="Adverts" rows={rows} minWidth={880} columns={columns(actions)} />
}
