import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ROOM_CLOSE } from '@durable-objects/room-close'
import type { ForumClientMessage, ForumRoomEvent } from '@durable-objects/room-protocol'
import { openLiveSocket } from '@/lib/live-socket'
import { meKeys, useMe } from '@/lib/session'
import { getForumHeartbeat, type ForumHeartbeatData } from './get-forum-heartbeat'

/**
 * Keeps a thread page current: signed-in viewers get the thread's live socket; while it is not open
 * (and always for visitors) the heartbeat is polled every 10 s (spec 01 §7). Both feed `onEvent`,
 * so the page applies one kind of change however it arrived.
 */

export const FORUM_POLL_MS = 10_000
export type ThreadLiveMode = 'live' | 'polling' | 'off'

/** The room's parser (zod) downloads as the socket first connects, after the page is on screen. */
const loadRoomEvent = () =>
  import('@durable-objects/room-protocol').then((protocol) => protocol.forumRoomEvent)

const PING = JSON.stringify({ type: 'ping' } satisfies ForumClientMessage)
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A heartbeat as room events: changed replies are upserts, deleted ones removals. */
export const heartbeatEvents = (threadId: number, beat: ForumHeartbeatData): ForumRoomEvent[] => [
  ...beat.replies
    .filter((r) => r.forum_thread_id === threadId)
    .map((reply): ForumRoomEvent => ({ type: 'reply.updated', reply })),
  // The heartbeat does not say where a deleted reply sat; the page removes it wherever it is.
  ...beat.deleted_reply_ids.map((id): ForumRoomEvent => ({
    type: 'reply.deleted',
    forum_thread_id: threadId,
    reply_id: id,
    parent_id: null,
  })),
]

export const useThreadLive = (
  threadId: number | null,
  onEvent: (event: ForumRoomEvent) => void,
): { mode: ThreadLiveMode } => {
  const me = useMe()
  const queryClient = useQueryClient()
  const signedIn = Boolean(me.data)
  const [socketOpen, setSocketOpen] = useState(false)
  const onEventRef = useRef(onEvent)
  useEffect(() => {
    onEventRef.current = onEvent
  })

  // The server's clock is the one that counts; `skew` maps ours onto it once a heartbeat answered.
  const clock = useRef({ since: nowSeconds(), skew: 0, threadId })
  useEffect(() => {
    // Another thread: its page was just read, so changes count from now.
    if (clock.current.threadId !== threadId)
      clock.current = { ...clock.current, since: nowSeconds() + clock.current.skew, threadId }
  }, [threadId])

  const pollOnce = useRef(async (id: number) => {
    const sent = clock.current.since
    try {
      const beat = await getForumHeartbeat(id, sent)
      if (clock.current.threadId !== id || !beat) return
      clock.current.skew = beat.time - nowSeconds()
      clock.current.since = beat.time
      for (const event of heartbeatEvents(id, beat)) onEventRef.current(event)
    } catch {
      // A failed poll keeps the previous time, so the next one asks again from there.
    }
  })

  useEffect(() => {
    if (threadId === null || !signedIn) return
    // Replies written between reading the page and the socket opening come from one catch-up poll.
    let gap = true
    const socket = openLiveSocket({
      path: `/api/forum/threads/${threadId}/live`,
      schema: loadRoomEvent,
      ping: PING,
      onMessage: (event) => {
        if (event.type !== 'ready' && event.type !== 'pong') onEventRef.current(event)
      },
      // The session ended (here or elsewhere): asking who we are closes the socket if signed out,
      // and lets it reconnect with the new cookie after a password change in this browser.
      onClose: (code) => {
        if (code === ROOM_CLOSE.signedOut)
          void queryClient.invalidateQueries({ queryKey: meKeys.all })
      },
      onOpenChange: (open) => {
        setSocketOpen(open)
        if (open) {
          // Whatever changed while the socket was down comes from one poll.
          if (gap) void pollOnce.current(threadId)
          gap = false
        } else {
          // Everything up to now arrived live; a later catch-up starts here (a second early: upserts are idempotent).
          clock.current.since = Math.max(clock.current.since, nowSeconds() + clock.current.skew - 1)
          gap = true
        }
      },
    })
    return () => {
      socket.close()
      setSocketOpen(false)
    }
  }, [threadId, signedIn, queryClient])

  const polling = threadId !== null && !(signedIn && socketOpen)
  useEffect(() => {
    if (!polling || threadId === null) return
    const timer = setInterval(() => void pollOnce.current(threadId), FORUM_POLL_MS)
    return () => clearInterval(timer)
  }, [polling, threadId])

  return { mode: threadId === null ? 'off' : polling ? 'polling' : 'live' }
}
