import type { Me } from '@/lib/session'
import { ForumAdminScreen } from '@/features/admin-forum/components/forum-admin-screen'
import { can, subjectOf } from '@/lib/access'

/** /admin/forum, its own lazy chunk: what the viewer may do decides which controls show. */
export function ForumPage({ viewer }: { viewer: Me }) {
  const subject = subjectOf(viewer)
  return (
    <ForumAdminScreen
      canEditCategories={can(subject, 'forum-categories.manage')}
      canSwitchForum={can(subject, 'sites.set.settings')}
    />
  )
}
