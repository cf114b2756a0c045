/**
 * Who is looking at a forum screen, as the route works it out from /api/me and the policy (features
 * do not import the app). null is a visitor. The server checks every write again.
 */
export type ForumViewer = {
  id: number
  /** forum-threads.create:private: may tick Private Thread. */
  canCreatePrivate: boolean
  /** forum-threads.manage: edits, deletes and sticks any thread. */
  canManage: boolean
} | null
