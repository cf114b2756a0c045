import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ApiError } from '@/lib/api-errors'
import { useDeleteRole } from '../api/delete-role'
import type { Role } from '../api/list-roles'

type Props = { role: Pick<Role, 'id' | 'label' | 'total_users'>; onDeleted: () => void }

/** Spec 03 §2/§6: deleting is permanent, so it takes a second, explicit confirmation. */
export function RoleDeleteTab({ role, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteRole()

  const confirm = async () => {
    try {
      const deleted = await remove.mutateAsync(role)
      notifications.show({ color: 'green', message: `Deleted role: ${deleted.label}` })
      onDeleted()
    } catch (error) {
      // ApiErrors were alerted by the API client; anything else (a role without an id) is shown here.
      if (!(error instanceof ApiError)) {
        notifications.show({
          color: 'red',
          title: 'Error',
          message: error instanceof Error ? error.message : String(error),
        })
      }
    }
  }

  const members = role.total_users === 1 ? '1 member' : `${role.total_users} members`
  return (
    <Stack gap="md">
      <Text>
        Deleting “{role.label}” is permanent. {members} on this role will lose its permissions and
        keep only those of their legacy role.
      </Text>
      {confirming ? (
        <Stack gap="xs">
          <Text fw={600}>Delete the role “{role.label}”?</Text>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button color="red" variant="light" w="fit-content" onClick={() => setConfirming(true)}>
          Delete role
        </Button>
      )}
    </Stack>
  )
}
