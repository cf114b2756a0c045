import { trustedJson } from '../lib/json'
import { imageSrc } from '../uploads/uploads.resources'
import type { CategoryRow } from './forum-categories.queries'
import { forumCategoryGroup, type ForumCategoryResource } from './forum-responses.schemas'

/** A category row (categoryColumns: the group and the viewer's request as JSON) as the API shows it. */

export const toCategoryResource = (row: CategoryRow): ForumCategoryResource => {
  const group = trustedJson(forumCategoryGroup, row.groupJson, null)
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    img: imageSrc(row.img),
    group_id: row.groupId,
    group,
    userRequested: (group?.user_requests.length ?? 0) > 0,
    can_access: Boolean(row.canAccess),
    position: row.position,
    total_threads: row.totalThreads,
    total_replies: row.totalReplies,
    last_activity_at: row.lastActivityAt,
    created_at: row.createdAt,
  }
}
