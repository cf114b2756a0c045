import { Badge, Group, Text } from '@mantine/core'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { RowAction } from '@/components/admin/row-actions'
import type { Role } from '../api/list-roles'

type Props = { roles: readonly Role[]; onEdit: (id: number) => void }

const columns = (onEdit: (id: number) => void): AdminColumn<Role>[] => [
  {
    header: 'Name',
    cell: (role) => (
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {role.label}
        </Text>
        {role.is_system && (
          <Badge size="sm" variant="light" color="gray">
            Built-in
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Users', align: 'right', cell: (role) => role.total_users },
  {
    header: 'Edit',
    align: 'right',
    cell: (role) => (
      <RowAction label="Edit" name={role.label} variant="subtle" onClick={() => onEdit(role.id)} />
    ),
  },
]

export function RolesTable({ roles, onEdit }: Props) {
  return <AdminTable label="Roles" rows={roles} minWidth={300} columns={columns(onEdit)} />
}
