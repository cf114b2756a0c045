import { Anchor, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useIdle } from '@/components/mount-when-idle'
import type { RepliesState } from '../api/get-thread'
import { REPLY_ANCHOR, ReplyItem } from './reply-item'

type Props = {
  replies: RepliesState
  /** Loads the next page ("N hidden replies"). */
  onShowHidden: () => void
  loadingHidden: boolean
}

/**
 * Replies drawn with the screen's first paint: enough to fill a phone's first screen below the
 * thread card. The others follow once the browser is idle: each reply's Mantine components cost
 * the first render ~10 ms, and a warm visit's largest paint (the title) waited for all of them.
 */
export const FIRST_REPLIES = 4

/** How many top-level replies exist beyond those shown. */
export const hiddenCount = (replies: RepliesState) =>
  Math.max(0, replies.total - replies.data.length)

export const hiddenRepliesText = (n: number) => `${n} hidden ${n === 1 ? 'reply' : 'replies'}`

/**
 * Brings the reply an address names (`#reply-N`, a mention's link) into view once it is drawn,
 * once per navigation. ScrollRestoration (root-layout.tsx) looks for the anchor only as the
 * location changes, and route loaders never wait: after an in-app navigation (a notification in
 * the bell) the replies arrive later, and it has already scrolled to the top. A passive effect,
 * so it also runs after that layout effect when the reply is there at once.
 */
const useScrollToReply = () => {
  const { hash, key } = useLocation()
  const done = useRef<string | null>(null)
  // After every render: the reply may be drawn only once its page of replies has arrived.
  useEffect(() => {
    if (!hash.startsWith(`#${REPLY_ANCHOR}`) || done.current === key) return
    const reply = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!reply) return
    done.current = key
    reply.scrollIntoView({ block: 'start' })
  })
}

/** The thread's replies, oldest first, each with its nested replies, then the hidden-replies link. */
export function ReplyList({ replies, onShowHidden, loadingHidden }: Props) {
  const hidden = hiddenCount(replies)
  const idle = useIdle()
  // An address naming a reply (a mention's link) draws them all at once, so that the router's
  // scroll to the anchor finds it.
  const { hash } = useLocation()
  const all = idle || hash.startsWith(`#${REPLY_ANCHOR}`)
  const shown = all ? replies.data : replies.data.slice(0, FIRST_REPLIES)
  useScrollToReply()
  return (
    <Stack gap="sm" component="section" aria-label="Replies" miw={0}>
      {replies.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No replies yet.
        </Text>
      )}
      {shown.map((reply) => (
        <ReplyItem key={reply.id} reply={reply} />
      ))}
      {all && hidden > 0 && (
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
