import { ActionIcon, Menu, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCheck,
  IconDots,
  IconPencil,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
  IconX,
  type Icon,
} from '@tabler/icons-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { openConfirmModal } from '@/lib/modals'
import type { AdminUser } from '../api/list-users'
import type { RoleOption } from '../api/list-role-options'
import { useUpdateUser } from '../api/update-user'
import { statusChangesFor, type StatusChange } from '../lib/status-changes'
import type { UserAccess } from '../lib/user-access'

type Props = {
  user: AdminUser
  access: UserAccess
  /** Every role (GET /api/roles), to know what the member holds; undefined while loading. */
  roles: readonly RoleOption[] | undefined
  userHref: string
  /** Opens the Change role modal; `refocus` puts the focus back on this row's menu button. */
  onChangeRole: (user: AdminUser, refocus: () => void) => void
}

const STATUS_ICONS: Record<string, Icon> = {
  Approve: IconCheck,
  Decline: IconX,
  Deactivate: IconUserOff,
  Reactivate: IconUserCheck,
}

function StatusIcon({ label }: { label: string }) {
  const LabelIcon = STATUS_ICONS[label]
  return LabelIcon ? <LabelIcon size={16} aria-hidden /> : null
}

/**
 * A member's row menu ("⋯"): their editor, and the role and status changes this viewer may make
 * to them, each one the worker would accept. When none is allowed the menu says why.
 */
export function UserRowMenu({ user, access, roles, userHref, onChangeRole }: Props) {
  const update = useUpdateUser()
  const trigger = useRef<HTMLButtonElement>(null)
  // A modal opened from the menu outlives the item that opened it: focus returns to the row.
  const refocus = () => trigger.current?.focus()
  const blocked = access.blockedReason(user, roles)
  const mayChangeRole = access.canSetRole && roles !== undefined && blocked === null
  const statusChanges = access.canSetActive && blocked === null ? statusChangesFor(user) : []

  const apply = (change: StatusChange) =>
    update.mutate(
      { id: user.id, json: { is_active: change.isActive } },
      { onSuccess: () => notifications.show({ color: 'green', message: change.done }) },
    )
  const start = (change: StatusChange) => {
    if (!change.confirm) return apply(change)
    openConfirmModal({
      title: change.confirm.title,
      children: <Text size="sm">{change.confirm.sentence}</Text>,
      labels: { confirm: change.confirm.button, cancel: 'Cancel' },
      confirmProps: change.danger ? { color: 'red' } : {},
      onConfirm: () => apply(change),
      onExitTransitionEnd: refocus,
    })
  }

  return (
    <Menu position="bottom-end" withinPortal returnFocus>
      <Menu.Target>
        <ActionIcon
          ref={trigger}
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${user.full_name}`}
          loading={update.isPending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={userHref}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {access.canUpdate ? 'Edit profile' : 'View profile'}
        </Menu.Item>
        {mayChangeRole && (
          <Menu.Item
            leftSection={<IconUserCog size={16} aria-hidden />}
            onClick={() => onChangeRole(user, refocus)}
          >
            Change role…
          </Menu.Item>
        )}
        {statusChanges.length > 0 && <Menu.Divider />}
        {statusChanges.map((change) => (
          <Menu.Item
            key={change.label}
            color={change.danger ? 'red' : undefined}
            leftSection={<StatusIcon label={change.label} />}
            onClick={() => start(change)}
          >
            {change.confirm ? `${change.label}…` : change.label}
          </Menu.Item>
        ))}
        {blocked && (access.canSetActive || access.canSetRole) && (
          <>
            <Menu.Divider />
            <Text size="xs" c="dimmed" px="sm" py={6} maw={260}>
              {blocked}
            </Text>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
