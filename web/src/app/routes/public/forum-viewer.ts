import { useMe } from '@/lib/session'
import type { ForumViewer } from '@/features/forum/lib/forum-viewer'
import { can, subjectOf } from '@/lib/access'

/**
 * The forum screens' viewer from /api/me and the policy (spec 03 §6): null for a visitor, else who
 * they are and whether they may make private threads or manage any thread. The server checks again.
 */
export function useForumViewer(): ForumViewer {
  const me = useMe()
  if (!me.data) return null
  const subject = subjectOf(me.data)
  return {
    id: me.data.id,
    canCreatePrivate: can(subject, 'forum-threads.create:private'),
    canManage: can(subject, 'forum-threads.manage'),
  }
}
