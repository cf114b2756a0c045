import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { openConfirmModal } from '@/lib/modals'
import { useDeleteGroup } from '../api/delete-group'
import type { AdminGroup } from '../api/list-groups'

const STATUS_COLOURS = { pending: 'yellow', approved: 'green', rejected: 'red' }
const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }

type Actions = { onEdit: (id: number) => void; onMembers: (id: number) => void }

function GroupActions({ group, onEdit, onMembers }: Actions & { group: AdminGroup }) {
  const remove = useDeleteGroup()
  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete group',
      children: (
        <Text size="sm">Delete “{group.title}”? Its members and join requests go with it.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `Deleted group: ${group.title}` }),
        }),
    })
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        onClick={() => onMembers(group.id)}
        aria-label={`Members of ${group.title}`}
      >
        Members
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(group.id)}
        aria-label={`Edit ${group.title}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        color="red"
        variant="subtle"
        disabled={remove.isPending}
        onClick={confirmDelete}
        aria-label={`Delete ${group.title}`}
      >
        Delete
      </Button>
    </Group>
  )
}

/** Spec 02 §2 groups list: title, privacy, status, members and the row's actions. */
export function GroupsTable({
  groups,
  onEdit,
  onMembers,
}: Actions & { groups: readonly AdminGroup[] }) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Privacy</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Members</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {group.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{group.privacy === 'private' ? 'Private' : 'Public'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[group.status]} miw="max-content">
                  {STATUS_LABELS[group.status]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{group.total_users}</Table.Td>
              <Table.Td>
                <GroupActions group={group} onEdit={onEdit} onMembers={onMembers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
