import { Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { PostStatus } from '@worker/posts/posts.schemas'
import { TitleCell } from '@/components/admin/admin-cells'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
import { RowMenu } from '@/components/admin/row-menu'
import { StatusBadge } from '@/components/admin/status-filter'
import { formatDate } from '@/lib/dates'

/** A row of the news or resources admin list (GET /api/news or /api/resources). */
export type PostRow = {
  id: number
  title: string
  status: PostStatus
  created_at: string
  recently_approved: boolean
  user: { full_name: string } | null
}

type Actions = {
  /** "news post", "resource": the delete dialog's words. */
  noun: string
  onEdit: (id: number) => void
  onDelete: (row: PostRow) => void
  /** A delete is under way (its row's menu shows it). */
  deletingId: number | null
}

function PostRowMenu({ row, noun, onEdit, onDelete, deletingId }: Actions & { row: PostRow }) {
  const remove = () =>
    confirmDelete({
      title: `Delete ${noun}`,
      sentence: `Delete “${row.title}”? This cannot be undone.`,
      onConfirm: () => onDelete(row),
    })
  return (
    <RowMenu
      name={row.title}
      busy={deletingId === row.id}
      actions={[
        { label: 'Edit', icon: IconPencil, onClick: () => onEdit(row.id) },
        { label: 'Delete…', icon: IconTrash, color: 'red', onClick: remove },
      ]}
    />
  )
}

const columns = (actions: Actions): AdminColumn<PostRow>[] => [
  {
    header: 'Title',
    miw: 200,
    cell: (row) => <TitleCell title={row.title} recentlyApproved={row.recently_approved} />,
  },
  { header: 'Author', cell: (row) => <Text size="sm">{row.user?.full_name ?? '—'}</Text> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    header: 'Date',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.created_at)}
      </Text>
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (row) => <PostRowMenu row={row} {...actions} />,
  },
]

/** Spec 02 §2 news and resources lists: title, author, status, date and the row's menu. */
export function PostListTable({
  label,
  rows,
  ...actions
}: Actions & { label: string; rows: readonly PostRow[] }) {
  return <AdminTable label={label} rows={rows} minWidth={720} columns={columns(actions)} />
}
