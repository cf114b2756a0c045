import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { formatDateTime, isoString } from '@/lib/dates'
import { openConfirmModal } from '@/lib/modals'
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
}: {
  category: AdminForumCategory
  onEdit: (id: number) => void
}) {
  const remove = useDeleteForumCategory()
  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete category',
      children: (
        <Text size="sm">
          Delete “{category.name}”? Its {threadsOf(category.total_threads)} and all their replies
          are deleted with it.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(category.id),
    })
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(category.id)}
        aria-label={`Edit ${category.name}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        color="red"
        variant="subtle"
        disabled={remove.isPending}
        onClick={confirmDelete}
        aria-label={`Delete ${category.name}`}
      >
        Delete
      </Button>
    </Group>
  )
}

/** Spec 02 §2 Forum screen: each category with its group, thread and reply counts and last activity. */
export function ForumCategoriesTable({ categories, canEdit, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th ta="right">Threads</Table.Th>
            <Table.Th ta="right">Replies</Table.Th>
            <Table.Th>Last activity</Table.Th>
            {canEdit && <Table.Th ta="right">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {category.name}
                </Text>
                <Text size="xs" c="dimmed">
                  /forum/{category.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                {category.group ? (
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{category.group.title}</Text>
                    {category.group.privacy === 'private' && (
                      <Badge size="sm" variant="light" color="gray">
                        Private
                      </Badge>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{category.total_threads}</Table.Td>
              <Table.Td ta="right">{category.total_replies}</Table.Td>
              <Table.Td>
                {category.last_activity_at ? (
                  <time dateTime={isoString(category.last_activity_at)}>
                    {formatDateTime(category.last_activity_at)}
                  </time>
                ) : (
                  <Text size="sm" c="dimmed">
                    No activity yet
                  </Text>
                )}
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <CategoryActions category={category} onEdit={onEdit} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
