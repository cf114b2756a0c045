import { createContext, useContext } from 'react'
import type { RoomTarget } from '../api/apply-room-event'
import type { useReplyDraft } from './reply-draft'

/**
 * What every reply on the thread page needs: the thread's cache address, who is looking (and
 * whether they moderate), and the reply draft being edited, if any.
 */
export type ThreadViewer = { id: number; canManage: boolean } | null

export type ThreadPageContext = {
  target: RoomTarget
  viewer: ThreadViewer
  draft: ReturnType<typeof useReplyDraft>
}

export const ThreadContext = createContext<ThreadPageContext | null>(null)

export const useThreadContext = () => {
  const context = useContext(ThreadContext)
  if (!context) throw new Error('useThreadContext is used outside the thread page')
  return context
}

/** Spec 01 §6: owners edit and delete their own posts; forum-threads.manage any. */
export const canModify = (viewer: ThreadViewer, post: { user_id: number | null }) =>
  viewer !== null && (viewer.canManage || (post.user_id !== null && post.user_id === viewer.id))
