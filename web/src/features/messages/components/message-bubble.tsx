import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { MESSAGE_TEXT } from '@worker/messages/messages.schemas'
import { MemberAvatar } from '@/components/members/member-avatar'
import { MemberName } from '@/components/member-name'
import { formatDateTime, formatTime, isoString } from '@/lib/dates'
import type { MessagePost } from '../api/list-posts'
import type { OutboxEntry } from './use-outbox'
import classes from './messages.module.css'

type Props = {
  /** A confirmed message, or one of the member's own still in the outbox. */
  post: MessagePost | null
  pending?: OutboxEntry
  mine: boolean
  /** Show the author's picture and name (groups, and the first of a run by one member). */
  showAuthor: boolean
  /** The member's newest message, just confirmed: "Sent". */
  justSent?: boolean
  onResend?: () => void
  onDiscard?: () => void
}

/** One message: the member's own on the right, others' on the left with their picture. */
export function MessageBubble({
  post,
  pending,
  mine,
  showAuthor,
  justSent,
  onResend,
  onDiscard,
}: Props) {
  const body = post?.body ?? pending?.body ?? ''
  const user = post?.user ?? null
  return (
    <Group
      component="li"
      justify={mine ? 'flex-end' : 'flex-start'}
      align="flex-end"
      gap="xs"
      wrap="nowrap"
      className={classes.row}
      data-status={pending?.status ?? 'sent'}
    >
      {!mine && (
        <Box w={32} style={{ flexShrink: 0 }}>
          {showAuthor && <MemberAvatar user={user} size={32} />}
        </Box>
      )}
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} className={classes.bubbleColumn}>
        {!mine && showAuthor && (
          <Text size="xs" c="dimmed">
            {user ? (
              <MemberName slug={user.slug} size="xs" c="dimmed">
                {user.full_name}
              </MemberName>
            ) : (
              'Former member'
            )}
          </Text>
        )}
        <Box
          className={mine ? classes.mine : classes.theirs}
          data-pending={pending ? 'true' : undefined}
        >
          <Text size="sm" className={classes.body}>
            {body}
          </Text>
        </Box>
        {post && (
          <Text size="xs" c="dimmed">
            <time dateTime={isoString(post.created_at)} title={formatDateTime(post.created_at)}>
              {formatTime(post.created_at)}
            </time>
            {justSent && ' · Sent'}
          </Text>
        )}
        {pending?.status === 'sending' && (
          <Text size="xs" c="dimmed" role="status">
            Sending…
          </Text>
        )}
        {pending?.status === 'failed' && (
          <UnstyledButton onClick={onResend} fz="xs" c="red.8" td="underline">
            {MESSAGE_TEXT.retry}
          </UnstyledButton>
        )}
        {pending?.status === 'refused' && (
          <Stack gap={0} align="flex-end" role="alert">
            <Text size="xs" fw={700} c="red.8">
              {MESSAGE_TEXT.notSentTitle}
            </Text>
            <Text size="xs" c="red.8" ta="right">
              {MESSAGE_TEXT.notConnected}
            </Text>
            <UnstyledButton onClick={onDiscard} fz="xs" c="dimmed" td="underline">
              Remove
            </UnstyledButton>
          </Stack>
        )}
      </Stack>
    </Group>
  )
}
