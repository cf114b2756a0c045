import { Anchor, Badge, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime } from '@/lib/dates'
import type { RoleOption } from '../api/list-role-options'
import type { AdminUser } from '../api/list-users'
import type { UserAccess } from '../lib/user-access'
import { statusLabel } from '../lib/user-status'
import { UserRoleSelect } from './user-role-select'
import { UserStatusActions } from './user-status-actions'

type Props = {
  users: readonly AdminUser[]
  access: UserAccess
  roles: readonly RoleOption[] | undefined
  /** Where a member's editor opens, e.g. /admin/users/5 with the current filters kept. */
  userHref: (id: number) => string
}

export function UsersTable({ users, access, roles, userHref }: Props) {
  const showActions = access.canSetActive
  return (
    <Table.ScrollContainer minWidth={showActions ? 980 : 800}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Registered</Table.Th>
            <Table.Th>Last active</Table.Th>
            {showActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const status = statusLabel(user.is_active)
            const blocked = access.blockedReason(user)
            const changeable = blocked === null
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor component={Link} to={userHref(user.id)} size="sm" fw={500}>
                      {user.full_name}
                    </Anchor>
                    {blocked && (access.canSetActive || access.canSetRole) && (
                      <Text size="xs" c="dimmed">
                        {blocked}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td miw={150}>
                  {access.canSetRole && roles ? (
                    <UserRoleSelect
                      user={user}
                      roles={roles}
                      access={access}
                      disabled={!changeable}
                    />
                  ) : (
                    <Text size="sm">{user.role_label ?? user.role}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={status.color} style={{ minWidth: 'max-content' }}>
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(user.created_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {user.last_active_at ? formatDateTime(user.last_active_at) : 'Never'}
                  </Text>
                </Table.Td>
                {showActions && (
                  <Table.Td>
                    <UserStatusActions user={user} disabled={!changeable} />
                  </Table.Td>
                )}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
