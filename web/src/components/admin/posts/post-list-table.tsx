import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core'
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react'
import type { PostStatus } from '@worker/posts/posts.schemas'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete } from '@/components/admin/row-actions'
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
    <Group justify="flex-end">
      <Menu position="bottom-end" withinPortal returnFocus>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${row.title}`}
            loading={deletingId === row.id}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(row.id)}
          >
            Edit
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
            Delete…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}

const columns = (actions: Actions): AdminColumn<PostRow>[] => [
  {
    header: 'Title',
    cell: (row) => (
      <Group gap={6}>
        <Text size="sm" fw={500}>
          {row.title}
        </Text>
        {/* Spec 02 §4: approved in the last days (an editor's approval shows here after a save). */}
        {row.recently_approved && (
          <Badge size="xs" variant="light" color="green">
            Recently approved
          </Badge>
        )}
      </Group>
    ),
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
