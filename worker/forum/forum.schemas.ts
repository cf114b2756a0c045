import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { flagParam, withParam } from '../lib/query-lists'
import { imageRef } from '../uploads/uploads.schemas'
import {
  THREADS_FIRST_PAGE,
  REPLIES_PAGE,
  LATEST_LIKES,
  TITLE_MAX,
  BODY_MAX,
  MAX_TAGS,
  TAG_MAX,
  MAX_ATTACHMENTS,
  MAX_MENTIONS,
  POLLS_NOT_YET,
} from './forum-limits.schemas'

/**
 * Spec 01 §2–§9 and spec 02 §3: the forum's inputs, queries, limits and messages, shared by the
 * routes and the forms. Response shapes: forum-responses.schemas.ts; search: forum-search.schemas.ts.
 * The limits and messages live in forum-limits.schemas.ts (no zod, for the first screens).
 */
export {
  THREADS_FIRST_PAGE,
  THREADS_MORE,
  REPLIES_PAGE,
  LATEST_LIKES,
  THREAD_PREVIEW_CHARS,
  TITLE_MAX,
  BODY_MAX,
  MAX_TAGS,
  TAG_MAX,
  MAX_ATTACHMENTS,
  MAX_MENTIONS,
  DELETE_THREAD_CONFIRM,
  DELETE_REPLY_CONFIRM,
  FORUM_OFF,
  CANNOT_CREATE_PRIVATE,
  GROUP_ONLY,
  CANNOT_MOVE_OUT_OF_GROUP,
  CANNOT_MAKE_PUBLIC,
  POLLS_NOT_YET,
} from './forum-limits.schemas'

// ---------------------------------------------------------------------------------------------
// Mentions: a body holds `@[n]`, entities[n] names the member (spec 01 §3, §5).

/** `@[0]`, `@[12]` in a body. */
export const MENTION_MARKER = /@\[(\d{1,2})\]/g

export const mentionEntityInput = z.object({
  entity_id: z.number().int().positive(),
  entity_type: z.literal('user'),
  body: z.string().trim().min(1).max(120),
})
export type MentionEntityInput = z.infer<typeof mentionEntityInput>

// ---------------------------------------------------------------------------------------------
// Inputs.

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX, `Titles are at most ${TITLE_MAX} characters`)
const body = z
  .string({ error: 'Write something first' })
  .trim()
  .min(1, 'Write something first')
  .max(BODY_MAX, `Posts are at most ${BODY_MAX} characters`)
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(TAG_MAX, `Tags are at most ${TAG_MAX} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u, 'Tags are letters, digits, - and _')
const entities = z.array(mentionEntityInput).max(MAX_MENTIONS, 'Too many mentions')
const uploadIds = z
  .array(z.number().int().positive())
  .max(MAX_ATTACHMENTS, `Attach at most ${MAX_ATTACHMENTS} files`)

/** Polls do not exist yet: until they do, a thread names none (null accepted, as the app sends). */
const pollId = z
  .number()
  .int()
  .positive()
  .nullable()
  .optional()
  .refine((id): boolean => id === null || id === undefined, POLLS_NOT_YET)

/** Spec 01 §7: thread save sends body, entities, title, tags, is_sticky, forum_category_id, uploads, upload_files, private, poll_id. */
export const createThreadInput = z.object({
  forum_category_id: z.number({ error: 'Choose a category' }).int().positive('Choose a category'),
  title,
  body,
  entities: entities.default([]),
  tags: z.array(tag).max(MAX_TAGS, `At most ${MAX_TAGS} tags`).default([]),
  is_sticky: z.boolean().default(false),
  private: z.boolean().default(false),
  uploads: uploadIds.default([]),
  /** Sent by the app alongside `uploads`; the server rebuilds it from the ids, so it is ignored. */
  upload_files: z.unknown().optional(),
  poll_id: pollId,
})
export type CreateThreadInput = z.infer<typeof createThreadInput>

/** Every field optional, no defaults (zod's .partial() would still apply them). */
export const updateThreadInput = z.object({
  forum_category_id: z.number().int().positive('Choose a category').optional(),
  title: title.optional(),
  body: body.optional(),
  entities: entities.optional(),
  tags: z.array(tag).max(MAX_TAGS, `At most ${MAX_TAGS} tags`).optional(),
  is_sticky: z.boolean().optional(),
  private: z.boolean().optional(),
  uploads: uploadIds.optional(),
  upload_files: z.unknown().optional(),
  poll_id: pollId,
})
export type UpdateThreadInput = z.infer<typeof updateThreadInput>

export const createReplyInput = z.object({
  forum_thread_id: z.number({ error: 'Which thread?' }).int().positive(),
  /** A top-level reply to answer; a reply to a nested reply is attached to its parent instead. */
  parent_id: z.number().int().positive().nullable().optional(),
  body,
  entities: entities.default([]),
  uploads: uploadIds.default([]),
  upload_files: z.unknown().optional(),
})
export type CreateReplyInput = z.infer<typeof createReplyInput>

export const updateReplyInput = z.object({
  body,
  entities: entities.default([]),
  uploads: uploadIds.optional(),
  upload_files: z.unknown().optional(),
})
export type UpdateReplyInput = z.infer<typeof updateReplyInput>

export const FORUM_OBJECT_TYPES = ['thread', 'reply'] as const
export const likeInput = z.object({
  forum_object_id: z.number().int().positive(),
  forum_object_type: z.enum(FORUM_OBJECT_TYPES),
})
export type LikeInput = z.infer<typeof likeInput>

export const listLikesQuery = pagingQuery(LATEST_LIKES).and(
  z.object({
    forum_object_id: z.coerce.number().int().positive(),
    forum_object_type: z.enum(FORUM_OBJECT_TYPES),
  }),
)

export const forumCategoryInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Names are at most 100 characters'),
  /** Derived from the name when left out. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
    .optional(),
  img: imageRef.nullable().optional(),
  group_id: z.number().int().positive().nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
})
export type ForumCategoryInput = z.infer<typeof forumCategoryInput>
export const updateForumCategoryInput = forumCategoryInput.partial()
export type UpdateForumCategoryInput = z.infer<typeof updateForumCategoryInput>

export const listCategoriesQuery = pagingQuery(100)
export const listThreadsQuery = pagingQuery(THREADS_FIRST_PAGE).and(
  z.object({
    forum_category_id: z.coerce.number().int().positive().optional(),
    /** The viewer's private threads (spec 01 §2 "forum private threads"): theirs and those they are mentioned in. */
    private: flagParam.optional(),
    user_id: z.coerce.number().int().positive().optional(),
  }),
)
export type ListThreadsQuery = z.infer<typeof listThreadsQuery>

export const THREAD_RELATIONS = ['replies'] as const
export const getThreadQuery = z.object({ with: withParam(THREAD_RELATIONS).optional() })
export const listRepliesQuery = pagingQuery(REPLIES_PAGE).and(
  z.object({ forum_thread_id: z.coerce.number().int().positive() }),
)
export type ListRepliesQuery = z.infer<typeof listRepliesQuery>

export const categoryKeyParam = z.object({ id: z.string().min(1).max(120) })
export const threadSlugParams = z.object({
  category: z.string().min(1).max(120),
  thread: z.string().min(1).max(200),
})

export const heartbeatQuery = z.object({
  /** Unix time in seconds (spec 01 §7). */
  since: z.coerce.number().int().min(0).max(4_102_444_800),
  /** The thread the page shows; without it, every thread the viewer may read. */
  forum_thread_id: z.coerce.number().int().positive().optional(),
})

export const mentionSuggestionsQuery = z.object({ q: z.string().trim().min(1).max(60) })

export const forumSettingsInput = z.object({
  is_forum_active: z.boolean({ error: 'Choose on or off' }),
})
