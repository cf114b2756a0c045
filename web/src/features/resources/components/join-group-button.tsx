import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { JOINED_GROUP, REQUEST_SENT } from '@worker/groups/group-messages.schemas'
import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'
import { useRequestToJoinGroup } from '../api/request-to-join'

type Props = {
  groupId: number
  /** The reader has asked already (group_requested). */
  requested: boolean
}

/**
 * "Request to join this group" on a resource behind a group (spec 01 §2): it becomes "Requested
 * to join" (disabled) once asked; a visitor is sent to sign in and brought back.
 */
export function JoinGroupButton({ groupId, requested }: Props) {
  const me = useMe()
  const location = useLocation()
  const join = useRequestToJoinGroup()
  const [sent, setSent] = useState(false)

  if (requested || sent)
    return (
      <Button size="xs" variant="light" disabled>
        {POST_MESSAGES.requestedToJoin}
      </Button>
    )
  if (!me.data)
    return (
      <Button size="xs" variant="light" component={Link} to={signInPathFor(location)}>
        {POST_MESSAGES.requestToJoin}
      </Button>
    )
  const userId = me.data.id
  const request = async () => {
    const result = await join.mutateAsync({ group_id: groupId, user_id: userId })
    setSent(true)
    notifications.show({
      color: 'green',
      message: result.status === 'joined' ? JOINED_GROUP : REQUEST_SENT,
    })
  }
  return (
    <Button
      size="xs"
      loading={join.isPending}
      onClick={() => void request().catch(() => undefined)}
    >
      {POST_MESSAGES.requestToJoin}
    </Button>
  )
}
