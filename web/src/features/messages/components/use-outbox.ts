import { useCallback, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-errors'
import type { MessagePost } from '../api/list-posts'

/**
 * The messages a member wrote in this thread that the server has not confirmed (spec 01 §4:
 * shown at once as sending, then sent, or failed with resend). Client state of the thread view;
 * a confirmed message leaves the outbox for the conversation's cache, and is marked "Sent".
 */
export type OutboxStatus = 'sending' | 'failed' | 'refused'
export type OutboxEntry = {
  key: number
  body: string
  status: OutboxStatus
  /** The newest message of the conversation when this one was written. */
  after: number
}

export const useOutbox = (send: (body: string) => Promise<MessagePost>) => {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  const [sentId, setSentId] = useState<number | null>(null)
  const next = useRef(1)

  const attempt = useCallback(
    async (key: number, body: string) => {
      setEntries((list) => list.map((e) => (e.key === key ? { ...e, status: 'sending' } : e)))
      try {
        const post = await send(body)
        setEntries((list) => list.filter((e) => e.key !== key))
        setSentId(post.id)
      } catch (error) {
        // Spec 01 §8: a 403 (not connected, or a block) is final; anything else may be resent.
        const status: OutboxStatus =
          error instanceof ApiError && error.status === 403 ? 'refused' : 'failed'
        setEntries((list) => list.map((e) => (e.key === key ? { ...e, status } : e)))
      }
    },
    [send],
  )

  /** Shows the message at once and sends it; `after`: the conversation's newest message id. */
  const write = useCallback(
    (body: string, after: number) => {
      const key = next.current++
      setEntries((list) => [...list, { key, body, status: 'sending', after }])
      void attempt(key, body)
    },
    [attempt],
  )

  const resend = useCallback(
    (key: number) => {
      const entry = entries.find((e) => e.key === key)
      if (entry && entry.status === 'failed') void attempt(key, entry.body)
    },
    [attempt, entries],
  )

  const discard = useCallback(
    (key: number) => setEntries((list) => list.filter((e) => e.key !== key)),
    [],
  )

  return { entries, sentId, write, resend, discard }
}

/**
 * The entries still to show beside the conversation: a message being sent whose own echo came
 * over the socket before the answer to its POST (the same body from me, newer than when it was
 * written) is shown once, as the conversation's.
 */
export const unconfirmed = (
  entries: OutboxEntry[],
  posts: readonly MessagePost[],
  meId: number,
): OutboxEntry[] => {
  const echoes = posts.filter((p) => p.user_id === meId)
  const used = new Set<number>()
  return entries.filter((entry) => {
    if (entry.status !== 'sending') return true
    const echo = echoes.find((p) => p.id > entry.after && p.body === entry.body && !used.has(p.id))
    if (!echo) return true
    used.add(echo.id)
    return false
  })
}
