import { Anchor, Badge, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { formatDateTime } from '@/lib/dates'
import type { RoleOption } from '../api/list-role-options'
import type { AdminUser } from '../api/list-users'
import type { UserAccess } from '../lib/user-access'
import { statusLabel } from '../lib/user-status'
import { ChangeRoleModal } from './change-role-modal'
import { UserRowMenu } from './user-row-menu'

type Props = {
  users: readonly AdminUser[]
  access: UserAccess
  roles: readonly RoleOption[] | undefined
  /** Where a member's editor opens, e.g. /admin/users/5 with the current filters kept. */
  userHref: (id: number) => string
}

type RowMenu = Omit<Props, 'users'> & {
  onChangeRole: (user: AdminUser, refocus: () => void) => void
}

const columns = ({ userHref, ...menu }: RowMenu): AdminColumn<AdminUser>[] => [
  {
    header: 'Name',
    cell: (user) => (
      <Anchor component={Link} to={userHref(user.id)} size="sm" fw={500}>
        {user.full_name}
      </Anchor>
    ),
  },
  {
    header: 'Email',
    cell: (user) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    ),
  },
  { header: 'Role', cell: (user) => <Text size="sm">{user.role_label ?? user.role}</Text> },
  {
    header: 'Status',
    cell: (user) => {
      const status = statusLabel(user.is_active)
      return (
        <Badge variant="light" color={status.color} style={{ minWidth: 'max-content' }}>
          {status.label}
        </Badge>
      )
    },
  },
  {
    header: 'Registered',
    cell: (user) => <Text size="sm">{formatDateTime(user.created_at)}</Text>,
  },
  {
    header: 'Last active',
    cell: (user) => (
      <Text size="sm">{user.last_active_at ? formatDateTime(user.last_active_at) : 'Never'}</Text>
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (user) => <UserRowMenu user={user} userHref={userHref(user.id)} {...menu} />,
  },
]

/** Spec 02 §4 users list; role and status change from each row's menu, never inline. */
export function UsersTable({ users, ...props }: Props) {
  // Kept through the closing animation (opened false), then cleared and the row's button focused.
  const [changingRole, setChangingRole] = useState<{
    user: AdminUser
    refocus: () => void
    opened: boolean
  }>()
  return (
    <>
      <AdminTable
        label="Users"
        rows={users}
        minWidth={860}
        columns={columns({
          ...props,
          onChangeRole: (user, refocus) => setChangingRole({ user, refocus, opened: true }),
        })}
      />
      {props.roles && (
        <ChangeRoleModal
          user={changingRole?.user ?? null}
          opened={changingRole?.opened ?? false}
          roles={props.roles}
          access={props.access}
          onClose={() => setChangingRole((open) => open && { ...open, opened: false })}
          onClosed={() => {
            changingRole?.refocus()
            setChangingRole(undefined)
          }}
        />
      )}
    </>
  )
}
