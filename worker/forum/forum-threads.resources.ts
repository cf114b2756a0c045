import { trustedJson } from '../lib/json'
import { fullName, initialsOf } from '../users/users.resources'
import type { ThreadListRow, ThreadRow } from './forum-threads.queries'
import { participantsJson } from './forum.queries'
import { toForumUser, toMentionEntities, toUploadFiles } from './forum.resources'
import {
  forumCategoryRef,
  type ForumParticipant,
  type ForumThreadListItem,
  type ForumThreadResource,
} from './forum-responses.schemas'

/** A thread row (threadColumns: category, author, mentions, files and like as JSON) as the API shows it. */

export const toThreadResource = (row: ThreadRow): Omit<ForumThreadResource, 'replies'> => {
  const category = trustedJson(forumCategoryRef, row.categoryJson)
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    entities: toMentionEntities(row.entitiesJson),
    tags: row.tags,
    is_sticky: Boolean(row.isSticky),
    private: Boolean(row.private),
    poll_id: row.pollId,
    forum_category_id: row.forumCategoryId,
    category,
    url: `/forum/${category.slug}/${row.slug}`,
    user_id: row.userId,
    user: toForumUser(row.userJson),
    ...toUploadFiles(row.filesJson),
    user_liked: row.userLiked ?? 0,
    total_likes: row.totalLikes,
    total_replies: row.totalReplies,
    last_activity_at: row.lastActivityAt,
    last_edited_at: row.lastEditedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

/** The list column's repliers, newest first (the JSON's order is SQLite's to choose). */
const toParticipants = (json: string | null): ForumParticipant[] =>
  trustedJson(participantsJson, json, [])
    .toSorted((a, b) => b.at.localeCompare(a.at))
    .map((u) => ({
      id: u.id,
      full_name: fullName(u),
      slug: u.slug,
      img: u.img,
      initials: initialsOf(u),
    }))

/** A list row: the thread as the API shows it, with its recent participants. */
export const toThreadListItem = (row: ThreadListRow): ForumThreadListItem => ({
  ...toThreadResource(row),
  participants: toParticipants(row.participantsJson),
})
