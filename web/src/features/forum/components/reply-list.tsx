import { Anchor, Stack, Text } from '@mantine/core'
import type { RepliesState } from '../api/get-thread'
import { ReplyItem } from './reply-item'

type Props = {
  replies: RepliesState
  /** Loads the next page ("N hidden replies"). */
  onShowHidden: () => void
  loadingHidden: boolean
}

/** How many top-level replies exist beyond those shown. */
export const hiddenCount = (replies: RepliesState) =>
  Math.max(0, replies.total - replies.data.length)

export const hiddenRepliesText = (n: number) => `${n} hidden ${n === 1 ? 'reply' : 'replies'}`

/** The thread's replies, oldest first, each with its nested replies, then the hidden-replies link. */
export function ReplyList({ replies, onShowHidden, loadingHidden }: Props) {
  const hidden = hiddenCount(replies)
  return (
    <Stack gap="sm" component="section" aria-label="Replies" miw={0}>
      {replies.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No replies yet.
        </Text>
      )}
      {replies.data.map((reply) => (
        <ReplyItem key={reply.id} reply={reply} />
      ))}
      {hidden > 0 && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onShowHidden}
          disabled={loadingHidden}
        >
          {loadingHidden ? 'Loading…' : hiddenRepliesText(hidden)}
        </Anchor>
      )}
    </Stack>
  )
}
