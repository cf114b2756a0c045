import { z } from 'zod'
import { mentionEntityInput } from './forum.schemas'

/**
 * The forum's response shapes (spec 01 §2–§9). Zod where a shape crosses a socket or is built as JSON
 * in SQL: both ends parse the live room's events, and the reads parse their JSON columns with them.
 */

/** The author as a post shows them (spec 01 §2 forum reply: avatar or initials, name, company). */
export const forumUser = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  initials: z.string(),
  company: z.string().nullable(),
  is_forum_mod: z.boolean(),
})

export type ForumUser = z.infer<typeof forumUser>

export const mentionEntity = mentionEntityInput.extend({
  /** The member now, or null when their account is gone (the body text is shown instead). */
  entity: z.object({ id: z.number(), full_name: z.string(), slug: z.string() }).nullable(),
})

export type MentionEntity = z.infer<typeof mentionEntity>

export const forumFile = z.object({
  id: z.number(),
  path: z.string(),
  src: z.string(),
  mime: z.string(),
  client_filename: z.string(),
  filesize: z.number(),
  filesize_formatted: z.string(),
})

export type ForumFile = z.infer<typeof forumFile>

/** Attachments grouped by category (spec 01 §2: "attachments grouped by category"). */
export const uploadFiles = z.object({
  images: z.array(forumFile),
  audio: z.array(forumFile),
  documents: z.array(forumFile),
  videos: z.array(forumFile),
})

export type UploadFiles = z.infer<typeof uploadFiles>

const replyFields = {
  id: z.number(),
  body: z.string(),
  entities: z.array(mentionEntity),
  parent_id: z.number().nullable(),
  forum_thread_id: z.number(),
  user_id: z.number().nullable(),
  user: forumUser.nullable(),
  uploads: z.array(z.number()),
  upload_files: uploadFiles,
  /** The viewer's like id, or 0 (spec 01 §3). On the live socket always 0: the page keeps its own. */
  user_liked: z.number(),
  total_likes: z.number(),
  created_at: z.string(),
  last_edited_at: z.string().nullable(),
  updated_at: z.string(),
}

export const forumReplyResource = z.object({
  ...replyFields,
  /** Nested replies (one level): present on top-level replies in lists, oldest first. */
  children: z.array(z.object(replyFields)).optional(),
})

export type ForumReplyResource = z.infer<typeof forumReplyResource>

export const forumCategoryGroup = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  privacy: z.enum(['private', 'public']),
  /** The viewer's own pending request, if any (spec 01 §3 "group with user_requests"). */
  user_requests: z.array(z.object({ id: z.number(), user_id: z.number() })),
})
export type ForumCategoryGroup = z.infer<typeof forumCategoryGroup>

/** A thread's category as threads and search results name it. */
export const forumCategoryRef = z.object({ id: z.number(), name: z.string(), slug: z.string() })
export type ForumCategoryRef = z.infer<typeof forumCategoryRef>

export type ForumCategoryResource = {
  id: number
  name: string
  slug: string
  /** Banner address to show (an upload's src or https), or null. */
  img: string | null
  group_id: number | null
  group: ForumCategoryGroup | null
  /** The viewer has asked to join the category's group and waits. */
  userRequested: boolean
  /** The viewer may read and write here (no group, a member of it, or a forum manager). */
  can_access: boolean
  position: number
  total_threads: number
  total_replies: number
  last_activity_at: string | null
  created_at: string
}

export type ForumThreadResource = {
  id: number
  title: string
  slug: string
  body: string
  entities: MentionEntity[]
  tags: string[]
  is_sticky: boolean
  private: boolean
  poll_id: number | null
  forum_category_id: number
  category: ForumCategoryRef
  /** The app's address, /forum/{category slug}/{thread slug}. */
  url: string
  user_id: number | null
  user: ForumUser | null
  uploads: number[]
  upload_files: UploadFiles
  user_liked: number
  total_likes: number
  total_replies: number
  last_activity_at: string
  last_edited_at: string | null
  created_at: string
  updated_at: string
  /** With `with=replies` on a single thread: the first page of top-level replies with children. */
  replies?: { data: ForumReplyResource[]; total: number; per_page: number }
}

/** A member who replied in a thread, as a list row's avatars show them. */
export type ForumParticipant = Pick<ForumUser, 'id' | 'full_name' | 'slug' | 'img' | 'initials'>

/** A thread in a list: the thread and up to four recent repliers besides its author, newest first. */
export type ForumThreadListItem = Omit<ForumThreadResource, 'replies'> & {
  participants: ForumParticipant[]
}

export type ForumLikeResource = {
  id: number
  forum_object_id: number
  forum_object_type: 'thread' | 'reply'
  user_id: number
  user: ForumUser | null
  created_at: string
}

/** After a like or unlike: the object's new count and the viewer's like id (0 after unliking). */
export type ForumLikeResult = {
  forum_object_id: number
  forum_object_type: 'thread' | 'reply'
  total_likes: number
  user_liked: number
  like?: ForumLikeResource
}

export type ForumSearchResult = {
  type: 'thread' | 'reply'
  /** The thread's id or the reply's id. */
  id: number
  thread: {
    id: number
    title: string
    slug: string
    url: string
    category: ForumCategoryRef
  }
  /**
   * Plain text around the match; matched words are wrapped in SEARCH_MARK_START / SEARCH_MARK_END
   * (control characters, never markup), which the page turns into <mark> elements.
   */
  snippet: string
  tags: string[]
  user: ForumUser | null
  created_at: string
}

export type ForumHeartbeat = {
  replies: ForumReplyResource[]
  deleted_reply_ids: number[]
  time: number
}

export type MentionSuggestion = {
  id: number
  full_name: string
  slug: string
  img: string | null
  initials: string
  company: string | null
}
