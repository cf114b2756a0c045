import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { AdminUser } from '../api/list-users'
import type { RoleOption } from '../api/list-role-options'
import { useUpdateUser } from '../api/update-user'
import type { UserAccess } from '../lib/user-access'

/** A built-in role is held through `role` (role_id null); a custom one through role_id. */
const currentRoleId = (user: AdminUser, roles: readonly RoleOption[]) =>
  user.role_id ?? roles.find((role) => role.is_system && role.key === user.role)?.id ?? null

type FormProps = {
  user: AdminUser
  /** The roles one may be given (no Super Admin, no Visitor). */
  roles: readonly RoleOption[]
  access: UserAccess
  onClose: () => void
}

function ChangeRoleForm({ user, roles, access, onClose }: FormProps) {
  const update = useUpdateUser()
  const current = currentRoleId(user, roles)
  const [chosen, setChosen] = useState(current === null ? '' : String(current))
  const role = roles.find((r) => String(r.id) === chosen)
  const changed = role !== undefined && role.id !== current

  const confirm = () => {
    if (!role || !changed) return
    update.mutate(
      { id: user.id, json: { role_id: role.id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `${user.full_name} is now ${role.label}` })
          onClose()
        },
      },
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        confirm()
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {user.full_name} is {user.role_label ?? user.role} now. A new role’s permissions apply
          from their next request.
        </Text>
        <NativeSelect
          label="Role"
          data-autofocus
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          description="You can give only a role whose permissions you hold yourself."
          data={[
            ...(current === null
              ? [{ value: '', label: user.role_label ?? user.role, disabled: true }]
              : []),
            ...roles.map((r) => ({
              value: String(r.id),
              label: access.mayGrant(r) ? r.label : `${r.label} (has permissions you lack)`,
              disabled: !access.mayGrant(r),
            })),
          ]}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!changed} loading={update.isPending}>
            Change role
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

type Props = Omit<FormProps, 'user'> & {
  user: AdminUser | null
  opened: boolean
  /** After the closing animation, e.g. to focus the row's menu button again. */
  onClosed: () => void
}

/** "Change role…" from a member's row menu: the role select, then Change role or Cancel. */
export function ChangeRoleModal({ user, opened, onClosed, ...props }: Props) {
  return (
    <Modal
      opened={opened && user !== null}
      onClose={props.onClose}
      onExitTransitionEnd={onClosed}
      title={user ? `Change ${user.full_name}’s role` : 'Change role'}
      closeButtonProps={{ 'aria-label': 'Close without changing the role' }}
    >
      {user && <ChangeRoleForm key={user.id} user={user} {...props} />}
    </Modal>
  )
}
