import { useCallback, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-errors'
import type { MessagePost } from '../api/list-posts'

/**
 * The messages a member wrote in this thread that the server has not confirmed (spec 01 §4:
 * shown at once as sending, then sent, or failed with resend). Client state of the thread view;
 * a confirmed message leaves the outbox for the conversation's cache, and is marked "Sent".
 */
export type OutboxStatus = 'sending' | 'failed' | 'refused'
export type OutboxEntry = { key: number; body: string; status: OutboxStatus }

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

  /** Shows the message at once and sends it. */
  const write = useCallback(
    (body: string) => {
      const key = next.current++
      setEntries((list) => [...list, { key, body, status: 'sending' }])
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
