import { ActionIcon, Indicator } from '@mantine/core'
import { Link } from 'react-router'
import { MessageIcon } from '@/components/icons'

/** The header's way to the messages screen, with the member's unread messages on its corner. */
export function MessagesHeaderLink({ unread }: { unread: number }) {
  return (
    <ActionIcon
      component={Link}
      to="/messages"
      variant="subtle"
      size="lg"
      style={{ overflow: 'visible' }}
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        color="red"
        offset={-2}
      >
        <MessageIcon />
      </Indicator>
    </ActionIcon>
  )
}
