import { Text } from '@mantine/core'
import { IconList, IconPencil, IconTrash } from '@tabler/icons-react'
import { DateRangeCell, TitleCell } from '@/components/admin/admin-cells'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
import { RowMenu } from '@/components/admin/row-menu'
import { StatusBadge } from '@/components/admin/status-filter'
import { PROMOTION_TIER_LABELS, PROMOTION_TYPE_LABELS } from '@/lib/promotion-labels'
import type { AdminPromotionRow } from '../api/list-admin-promotions'

type Actions = {
  onEdit: (id: number) => void
  onClaims: (id: number) => void
  onDelete: (row: AdminPromotionRow) => void
  /** A delete is under way (its row's menu shows it). */
  deletingId: number | null
}

function PromotionRowMenu({
  row,
  onEdit,
  onClaims,
  onDelete,
  deletingId,
}: Actions & { row: AdminPromotionRow }) {
  const remove = () =>
    confirmDelete({
      title: 'Delete promotion',
      sentence: `Are you sure you want to delete “${row.title}”? This cannot be undone.`,
      onConfirm: () => onDelete(row),
    })
  return (
    <RowMenu
      name={row.title}
      busy={deletingId === row.id}
      actions={[
        { label: 'Edit', icon: IconPencil, onClick: () => onEdit(row.id) },
        { label: 'Claims', icon: IconList, onClick: () => onClaims(row.id) },
        { label: 'Delete…', icon: IconTrash, color: 'red', onClick: remove },
      ]}
    />
  )
}

const columns = (actions: Actions): AdminColumn<AdminPromotionRow>[] => [
  {
    header: 'Title',
    miw: 200,
    cell: (row) => (
      <TitleCell
        title={row.title}
        recentlyApproved={row.recently_approved}
        note={PROMOTION_TYPE_LABELS[row.settings.promotion_type]}
      />
    ),
  },
  {
    header: 'Company',
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.settings.company_name}
      </Text>
    ),
  },
  { header: 'Tier', cell: (row) => <Text size="sm">{PROMOTION_TIER_LABELS[row.tier]}</Text> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Dates',
    cell: (row) => <DateRangeCell start={row.starts_at} end={row.ends_at} />,
  },
  {
    header: 'Claims',
    align: 'right',
    cell: (row) => <Text size="sm">{row.total_claimed}</Text>,
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => <PromotionRowMenu row={row} {...actions} />,
  },
]

/** Spec 02 §2 promotions list: title, company, tier, status, dates, claims and the row's menu. */
export function PromotionListTable({
  rows,
  ...actions
}: Actions & { rows: readonly AdminPromotionRow[] }) {
  return <AdminTable label="Promotions" rows={rows} minWidth={960} columns={columns(actions)} />
}
