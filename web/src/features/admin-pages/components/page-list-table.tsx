import { Badge, Text } from '@mantine/core'
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { TitleCell } from '@/components/admin/admin-cells'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
import { RowMenu } from '@/components/admin/row-menu'
import { StatusBadge } from '@/components/admin/status-filter'
import { formatDate } from '@/lib/dates'
import { pagePath } from '@/lib/post-paths'
import type { AdminPageRow } from '../api/list-admin-pages'

type Actions = {
  onEdit: (id: number) => void
  onDelete: (row: AdminPageRow) => void
  deletingId: number | null
}

function PageRowMenu({ row, onEdit, onDelete, deletingId }: Actions & { row: AdminPageRow }) {
  const navigate = useNavigate()
  const remove = () =>
    confirmDelete({
      title: 'Delete page',
      sentence: `Are you sure you want to delete “${row.title}”? This cannot be undone.`,
      onConfirm: () => onDelete(row),
    })
  return (
    <RowMenu
      name={row.title}
      busy={deletingId === row.id}
      actions={[
        { label: 'Edit', icon: IconPencil, onClick: () => onEdit(row.id) },
        { label: 'View', icon: IconExternalLink, onClick: () => void navigate(pagePath(row)) },
        // System pages cannot be deleted (spec 02 §3).
        !row.is_system && { label: 'Delete…', icon: IconTrash, color: 'red', onClick: remove },
      ]}
    />
  )
}

const columns = (actions: Actions): AdminColumn<AdminPageRow>[] => [
  {
    header: 'Title',
    miw: 200,
    cell: (row) => (
      <TitleCell
        title={row.title}
        recentlyApproved={false}
        badges={
          row.is_system ? (
            <Badge size="xs" variant="light" color="gray">
              System
            </Badge>
          ) : undefined
        }
        note={pagePath(row)}
      />
    ),
  },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Updated',
    cell: (row) => (
      <Text size="sm">
        <time dateTime={row.updated_at}>{formatDate(row.updated_at)}</time>
      </Text>
    ),
  },
  {
    header: 'Views',
    align: 'right',
    cell: (row) => <Text size="sm">{row.total_impressions}</Text>,
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => <PageRowMenu row={row} {...actions} />,
  },
]

/** Spec 02 §2 pages list: title (address, system badge), status, updated, views and the menu. */
export function PageListTable({ rows, ...actions }: Actions & { rows: readonly AdminPageRow[] }) {
  return <AdminTable label="Pages" rows={rows} minWidth={720} columns={columns(actions)} />
}
