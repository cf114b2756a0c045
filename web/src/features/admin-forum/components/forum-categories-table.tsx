import { Badge, Group, Text } from '@mantine/core'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete, RowAction, RowActions } from '@/components/admin/row-actions'
import { formatDateTime, isoString } from '@/lib/dates'
import { useDeleteForumCategory } from '../api/delete-forum-category'
import type { AdminForumCategory } from '../api/list-forum-categories'

type Props = {
  categories: readonly AdminForumCategory[]
  canEdit: boolean
  onEdit: (id: number) => void
}

const threadsOf = (n: number) => (n === 1 ? '1 thread' : `${n} threads`)

function CategoryActions({
  category,
  onEdit,
}: { category: AdminForumCategory } & Pick<Props, 'onEdit'>) {
  const remove = useDeleteForumCategory()
  const onDelete = () =>
    confirmDelete({
      title: 'Delete category',
      sentence: `Delete “${category.name}”? Its ${threadsOf(category.total_threads)} and all their replies are deleted with it.`,
      onConfirm: () => remove.mutate(category.id),
    })
  return (
    <RowActions>
      <RowAction label="Edit" name={category.name} onClick={() => onEdit(category.id)} />
      <RowAction
        label="Delete"
        name={category.name}
        color="red"
        variant="subtle"
        disabled={remove.isPending}
        onClick={onDelete}
      />
    </RowActions>
  )
}

const columns = ({
  canEdit,
  onEdit,
}: Omit<Props, 'categories'>): (AdminColumn<AdminForumCategory> | false)[] => [
  {
    header: 'Name',
    cell: (category) => (
      <>
        <Text size="sm" fw={500}>
          {category.name}
        </Text>
        <Text size="xs" c="dimmed">
          /forum/{category.slug}
        </Text>
      </>
    ),
  },
  {
    header: 'Group',
    cell: ({ group }) =>
      group ? (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{group.title}</Text>
          {group.privacy === 'private' && (
            <Badge size="sm" variant="light" color="gray">
              Private
            </Badge>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  { header: 'Threads', align: 'right', cell: (category) => category.total_threads },
  { header: 'Replies', align: 'right', cell: (category) => category.total_replies },
  {
    header: 'Last activity',
    cell: ({ last_activity_at: at }) =>
      at ? (
        <time dateTime={isoString(at)}>{formatDateTime(at)}</time>
      ) : (
        <Text size="sm" c="dimmed">
          No activity yet
        </Text>
      ),
  },
  canEdit && {
    header: 'Actions',
    align: 'right',
    cell: (category) => <CategoryActions category={category} onEdit={onEdit} />,
  },
]

/** Spec 02 §2 Forum screen: each category with its group, thread and reply counts and last activity. */
export function ForumCategoriesTable({ categories, ...options }: Props) {
  return (
    <AdminTable
      label="Forum categories"
      rows={categories}
      minWidth={640}
      columns={columns(options)}
    />
  )
}
