import { NativeSelect, Text } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'
import { notifications } from '@mantine/notifications'
import type { AdminUser } from '../api/list-users'
import type { RoleOption } from '../api/list-role-options'
import { useUpdateUser } from '../api/update-user'
import type { UserAccess } from '../lib/user-access'

type Props = {
  user: AdminUser
  roles: readonly RoleOption[]
  access: UserAccess
  disabled: boolean
}

/** A built-in role is held through `role` (role_id null); a custom one through role_id. */
const currentRoleId = (user: AdminUser, roles: readonly RoleOption[]) =>
  user.role_id ?? roles.find((role) => role.is_system && role.key === user.role)?.id ?? null

export function UserRoleSelect({ user, roles, access, disabled }: Props) {
  const update = useUpdateUser()
  const current = currentRoleId(user, roles)
  // Super admins are not in the options (nobody is granted it here): show the label instead.
  if (user.role === 'super_admin' && user.role_id === null)
    return <Text size="sm">{user.role_label ?? 'Super Admin'}</Text>

  const change = (value: string) => {
    const role = roles.find((r) => String(r.id) === value)
    if (!role) return
    openConfirmModal({
      title: 'Change role',
      children: (
        <Text size="sm">
          Change {user.full_name}'s role to {role.label}? They get its permissions at their next
          request.
        </Text>
      ),
      labels: { confirm: 'Confirm', cancel: 'Cancel' },
      onConfirm: () =>
        update.mutate(
          { id: user.id, json: { role_id: role.id } },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: `${user.full_name} is now ${role.label}`,
              }),
          },
        ),
    })
  }

  return (
    <NativeSelect
      size="xs"
      aria-label={`Role of ${user.full_name}`}
      value={current === null ? '' : String(current)}
      onChange={(event) => change(event.currentTarget.value)}
      disabled={disabled || update.isPending}
      data={[
        ...(current === null
          ? [{ value: '', label: user.role_label ?? user.role, disabled: true }]
          : []),
        ...roles.map((role) => ({
          value: String(role.id),
          label: access.mayGrant(role) ? role.label : `${role.label} (has permissions you lack)`,
          disabled: !access.mayGrant(role),
        })),
      ]}
    />
  )
}
