import { useCallback, useState } from 'react'
import { z } from 'zod'
import type { MentionDraft } from '../lib/mention-draft'

/**
 * Spec 01 §4: a reply being edited keeps its draft in local storage per thread and user, so a
 * reload brings the edit back, and another member on the same browser never sees it. Saving or
 * cancelling the edit clears it.
 */
const storedDraft = z.object({
  reply_id: z.number().int().positive(),
  text: z.string(),
  mentions: z.array(z.object({ id: z.number(), full_name: z.string() })),
})
export type ReplyDraft = z.infer<typeof storedDraft>

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
    const parsed = storedDraft.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
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
