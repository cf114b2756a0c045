import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete, RowAction, RowActions } from '@/components/admin/row-actions'
import { StatusBadge } from '@/components/admin/status-filter'
import { useDeleteGroup } from '../api/delete-group'
import type { AdminGroup } from '../api/list-groups'

type Actions = { onEdit: (id: number) => void; onMembers: (id: number) => void }

function GroupActions({ group, onEdit, onMembers }: Actions & { group: AdminGroup }) {
  const remove = useDeleteGroup()
  const onDelete = () =>
    confirmDelete({
      title: 'Delete group',
      sentence: `Delete “${group.title}”? Its members and join requests go with it.`,
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `Deleted group: ${group.title}` }),
        }),
    })
  return (
    <RowActions>
      <RowAction
        label="Members"
        spoken="Members of"
        name={group.title}
        variant="light"
        onClick={() => onMembers(group.id)}
      />
      <RowAction label="Edit" name={group.title} onClick={() => onEdit(group.id)} />
      <RowAction
        label="Delete"
        name={group.title}
        color="red"
        variant="subtle"
        disabled={remove.isPending}
        onClick={onDelete}
      />
    </RowActions>
  )
}

const columns = (actions: Actions): AdminColumn<AdminGroup>[] => [
  {
    header: 'Title',
    cell: (group) => (
      <Text size="sm" fw={500}>
        {group.title}
      </Text>
    ),
  },
  {
    header: 'Privacy',
    cell: (group) => <Text size="sm">{group.privacy === 'private' ? 'Private' : 'Public'}</Text>,
  },
  { header: 'Status', cell: (group) => <StatusBadge status={group.status} /> },
  { header: 'Members', align: 'right', cell: (group) => group.total_users },
  {
    header: 'Actions',
    align: 'right',
    cell: (group) => <GroupActions group={group} {...actions} />,
  },
]

/** Spec 02 §2 groups list: title, privacy, status, members and the row's actions. */
export function GroupsTable({ groups, ...actions }: Actions & { groups: readonly AdminGroup[] }) {
  return <AdminTable label="Groups" rows={groups} minWidth={700} columns={columns(actions)} />
}
