import { Button, Group, Text } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'
import { notifications } from '@mantine/notifications'
import type { AdminUser } from '../api/list-users'
import { useUpdateUser } from '../api/update-user'

type Change = { isActive: 0 | 1; button: string; done: string; confirm?: string; color?: string }

/** The status changes offered for each status; approving needs no confirmation, the rest do. */
const changesFor = (user: AdminUser): Change[] => {
  if (user.is_active === -1) {
    return [
      { isActive: 1, button: 'Approve', done: `Approved ${user.full_name}` },
      {
        isActive: 0,
        button: 'Decline',
        done: `Declined ${user.full_name}`,
        confirm: `Decline ${user.full_name}'s request to join? Their account will be set inactive.`,
        color: 'red',
      },
    ]
  }
  if (user.is_active === 1) {
    return [
      {
        isActive: 0,
        button: 'Deactivate',
        done: `Deactivated ${user.full_name}`,
        confirm: `Deactivate ${user.full_name}? They will be signed out everywhere and cannot sign in until activated again.`,
        color: 'red',
      },
    ]
  }
  return [
    {
      isActive: 1,
      button: 'Activate',
      done: `Activated ${user.full_name}`,
      confirm: `Activate ${user.full_name}? They will be able to sign in again.`,
    },
  ]
}

type Props = { user: AdminUser; disabled: boolean }

export function UserStatusActions({ user, disabled }: Props) {
  const update = useUpdateUser()

  const apply = (change: Change) =>
    update.mutate(
      { id: user.id, json: { is_active: change.isActive } },
      { onSuccess: () => notifications.show({ color: 'green', message: change.done }) },
    )

  const start = (change: Change) => {
    if (!change.confirm) return apply(change)
    openConfirmModal({
      title: `${change.button} member`,
      children: <Text size="sm">{change.confirm}</Text>,
      labels: { confirm: 'Confirm', cancel: 'Cancel' },
      confirmProps: change.color ? { color: change.color } : {},
      onConfirm: () => apply(change),
    })
  }

  return (
    <Group gap={6} wrap="nowrap">
      {changesFor(user).map((change) => (
        <Button
          key={change.button}
          size="compact-sm"
          variant={change.button === 'Approve' ? 'filled' : 'light'}
          color={change.color ?? (change.button === 'Approve' ? 'green' : undefined)}
          disabled={disabled}
          loading={update.isPending && update.variables.json.is_active === change.isActive}
          onClick={() => start(change)}
          aria-label={`${change.button} ${user.full_name}`}
        >
          {change.button}
        </Button>
      ))}
    </Group>
  )
}
