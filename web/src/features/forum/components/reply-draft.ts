import { useCallback, useState } from 'react'
import type { MentionDraft } from '../lib/mention-draft'

/**
 * Spec 01 §4: a reply being edited keeps its draft in local storage per thread and user, so a
 * reload brings the edit back, and another member on the same browser never sees it. Saving or
 * cancelling the edit clears it.
 */
export type ReplyDraft = {
  reply_id: number
  text: string
  mentions: { id: number; full_name: string }[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored value back as a draft, or null when it is not one. Checked by hand, not with zod: the
 * thread page reads it on its first render, and zod would join every first download for it.
 */
const asDraft = (value: unknown): ReplyDraft | null => {
  if (!isRecord(value)) return null
  const { reply_id, text, mentions } = value
  if (typeof reply_id !== 'number' || !Number.isInteger(reply_id) || reply_id <= 0) return null
  if (typeof text !== 'string' || !Array.isArray(mentions)) return null
  const kept: ReplyDraft['mentions'] = []
  for (const mention of mentions) {
    if (!isRecord(mention)) return null
    const { id, full_name } = mention
    if (typeof id !== 'number' || !Number.isFinite(id) || typeof full_name !== 'string') return null
    kept.push({ id, full_name })
  }
  return { reply_id, text, mentions: kept }
}

export const replyDraftKey = (threadId: number, userId: number) =>
  `guildhall.forum.reply-draft.${threadId}.${userId}`

const storage = () => {
  try {
    return window.localStorage
  } catch {
    // Storage refused (private mode, a blocked site): drafts simply do not survive a reload.
    return null
  }
}

export const readReplyDraft = (threadId: number, userId: number): ReplyDraft | null => {
  const raw = storage()?.getItem(replyDraftKey(threadId, userId))
  if (!raw) return null
  try {
    return asDraft(JSON.parse(raw))
  } catch {
    return null
  }
}

export const writeReplyDraft = (threadId: number, userId: number, draft: ReplyDraft) => {
  try {
    storage()?.setItem(replyDraftKey(threadId, userId), JSON.stringify(draft))
  } catch {
    // Storage full: the edit goes on, only the reload safety is lost.
  }
}

export const clearReplyDraft = (threadId: number, userId: number) =>
  storage()?.removeItem(replyDraftKey(threadId, userId))

/** The reply the viewer is editing on this thread, and its text, kept in storage as they type. */
export const useReplyDraft = (threadId: number, userId: number | null) => {
  const [draft, setDraft] = useState<ReplyDraft | null>(() =>
    userId === null ? null : readReplyDraft(threadId, userId),
  )
  // A different member (or thread) on the same page reads their own draft, never the previous one.
  const [owner, setOwner] = useState(`${threadId}:${userId}`)
  if (owner !== `${threadId}:${userId}`) {
    setOwner(`${threadId}:${userId}`)
    setDraft(userId === null ? null : readReplyDraft(threadId, userId))
  }

  const edit = useCallback(
    (replyId: number, value: MentionDraft) => {
      if (userId === null) return
      const next = { reply_id: replyId, text: value.text, mentions: value.mentions }
      writeReplyDraft(threadId, userId, next)
      setDraft(next)
    },
    [threadId, userId],
  )
  const clear = useCallback(() => {
    if (userId !== null) clearReplyDraft(threadId, userId)
    setDraft(null)
  }, [threadId, userId])

  return { draft, edit, clear }
}
