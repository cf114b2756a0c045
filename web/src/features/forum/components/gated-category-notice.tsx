import { Alert, Button, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconLock } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import {
  JOINED_GROUP,
  REQUEST_SENT,
  REQUEST_TO_JOIN,
  REQUESTED_TO_JOIN,
} from '@worker/groups/group-messages.schemas'
import { signInPathFor } from '@/lib/api-client'
import type { ForumCategory } from '../api/list-categories'
import { useRequestToJoin } from '../api/request-to-join'
import type { ForumViewer } from '../lib/forum-viewer'

type Props = { category: ForumCategory & { group: NonNullable<ForumCategory['group']> } }

/**
 * A category behind a group the viewer is not in, opened by its address: says whose it is and
 * offers the same "Request to join this group" as its card on /forum (a visitor signs in first),
 * instead of an empty list that invites them to start a thread they may not write.
 */
export function GatedCategoryNotice({ category, viewer }: Props & { viewer: ForumViewer }) {
  const join = useRequestToJoin()
  const location = useLocation()
  const { group } = category

  const request = async () => {
    if (!viewer) return
    const result = await join.mutateAsync({ group_id: group.id, user_id: viewer.id })
    notifications.show({
      color: 'green',
      message: result.status === 'joined' ? JOINED_GROUP : REQUEST_SENT,
    })
  }

  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLock size={18} aria-hidden />}
      title={`For members of ${group.title}`}
    >
      <Text size="sm" mb="sm">
        The discussions in {category.name} are open to the members of {group.title}.
      </Text>
      {category.userRequested ? (
        <Button size="xs" variant="light" disabled>
          {REQUESTED_TO_JOIN}
        </Button>
      ) : viewer ? (
        <Button
          size="xs"
          loading={join.isPending}
          onClick={() => void request().catch(() => undefined)}
        >
          {REQUEST_TO_JOIN}
        </Button>
      ) : (
        <Button size="xs" variant="light" component={Link} to={signInPathFor(location)}>
          {REQUEST_TO_JOIN}
        </Button>
      )}
    </Alert>
  )
}
