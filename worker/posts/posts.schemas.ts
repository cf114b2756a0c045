import { z } from 'zod'
import type { CategoryResource } from '../categories/categories.schemas'
import { pagingQuery } from '../lib/paging'
import { idListParam } from '../lib/query-lists'
import { richTextDoc } from '../lib/rich-text'
import { imageRef } from '../uploads/uploads.schemas'

/**
 * News and resources (spec 02 §3), both stored as posts. The web's editors import these inputs,
 * so the validator and the form share one schema.
 */
export const POST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
export const POST_TYPES = ['news', 'resource', 'promotion'] as const
export type PostKind = (typeof POST_TYPES)[number]
/** Spec 02 §5: excerpts are at most 250 characters. */
export const EXCERPT_MAX = 250

/** Spec 02 §8 and spec 01 §8, word for word. */
export const POST_MESSAGES = {
  newsSaved: 'News post saved',
  newsSubmitted: 'Your news post has been submitted!',
  resourceSaved: 'Resource saved',
  resourceDeleted: 'Resource deleted',
  couldNotLoadResource: 'Could not load resource.',
  bannerUploadFailed: 'Banner image could not be uploaded',
  fileUploadFailed: 'This file could not be uploaded',
  noPosts: 'No posts found',
  noResources: 'No resources found',
  requestToJoin: 'Request to join this group',
  requestedToJoin: 'Requested to join',
} as const

const postFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  excerpt: z
    .string()
    .trim()
    .max(EXCERPT_MAX, `Excerpt must be ${EXCERPT_MAX} characters or fewer`)
    .default(''),
  body: richTextDoc.nullable().optional(),
  /** An upload's path or src (POST /api/uploads/img), cropped to 1250x640 by the editor. */
  img: imageRef.nullable().optional(),
  /** Only holders of the type's manage key may set it (spec 02 §6); others' posts are pending. */
  status: z
    .enum(POST_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .optional(),
  categories: z.array(z.number().int().positive()).max(50).default([]),
  /** SEO tab (spec 02 §3 settings.title, description, tags): admins and contributors. */
  settings: z
    .object({
      title: z.string().trim().max(200).optional(),
      description: z.string().trim().max(500).optional(),
      tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
    })
    .strict()
    .default({}),
  /** Managers only; stripped from others' payloads (spec 02 §6). */
  created_at: z.iso.datetime({ offset: true, error: 'Enter a valid date' }).optional(),
  poll_id: z.number().int().positive().nullable().optional(),
})

const resourceFields = postFields.extend({
  /** Open only to this group's members (spec 02 §6). */
  group_id: z.number().int().positive().nullable().optional(),
  /** Upload ids (POST /api/uploads), in the order shown under Downloads. */
  uploads: z.array(z.number().int().positive()).max(50).default([]),
})

const p = postFields.shape
const r = resourceFields.shape
export const createNewsInput = postFields.strict()
export const updateNewsInput = postFields
  .extend({
    excerpt: p.excerpt.unwrap(),
    categories: p.categories.unwrap(),
    settings: p.settings.unwrap(),
  })
  .partial()
  .strict()
export const createResourceInput = resourceFields.strict()
export const updateResourceInput = resourceFields
  .extend({
    excerpt: p.excerpt.unwrap(),
    categories: p.categories.unwrap(),
    settings: p.settings.unwrap(),
    uploads: r.uploads.unwrap(),
  })
  .partial()
  .strict()
export type CreateNewsInput = z.infer<typeof createNewsInput>
export type UpdateNewsInput = z.infer<typeof updateNewsInput>
export type CreateResourceInput = z.infer<typeof createResourceInput>
export type UpdateResourceInput = z.infer<typeof updateResourceInput>
export type CreatePostInput = CreateNewsInput | CreateResourceInput
export type UpdatePostInput = UpdateNewsInput | UpdateResourceInput

/**
 * GET /api/news and /api/resources. Without status or user_id: approved posts, newest first (12
 * a page, spec 01 §9). status (or 'all') is for the admin lists: managers see every post, others
 * only their own; user_id lists one author's (my news).
 */
export const listPostsQuery = pagingQuery(12).and(
  z.object({
    status: z.enum([...POST_STATUSES, 'all']).optional(),
    user_id: z.coerce.number().int().positive().optional(),
    /** Title contains (admin filter, pickers). */
    q: z.string().trim().max(100).optional(),
    categories: idListParam.optional(),
    'categories[]': idListParam.optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
)
export type ListPostsQuery = z.infer<typeof listPostsQuery>

/** A post by id or by slug (/news/{slug}). */
export const postKeyParam = z.object({ id: z.string().min(1).max(200) })

/** Post search (spec 01 §7, spec 02 §7): q and type (news, promotion, resource). */
export const searchPostsInput = pagingQuery(15).and(
  z.object({
    q: z.string({ error: 'Enter something to search for' }).trim().min(1).max(100),
    type: z.enum(['news', 'promotion', 'resource']).optional(),
  }),
)
export type SearchPostsInput = z.infer<typeof searchPostsInput>

/** What waits for approval across types (the admin dashboard). */
export const listApprovalsQuery = pagingQuery(15).and(
  z.object({
    type: z.enum(['event', 'news', 'resource', 'poll', 'survey', 'promotion']).optional(),
  }),
)
export type ListApprovalsQuery = z.infer<typeof listApprovalsQuery>

// ---- Response shapes ----

export type PostAuthor = { id: number; full_name: string; slug: string; img: string | null }
/** Spec 02 §3 uploaded file. */
export type UploadedFile = {
  id: number
  client_filename: string
  filesize_formatted: string
  src: string
  mime: string
}
export type UploadFiles = Record<'images' | 'audio' | 'documents' | 'videos', UploadedFile[]>
export type StoredRichText = { type: 'doc'; content?: unknown[] }

export type PostBase = {
  id: number
  slug: string
  title: string
  excerpt: string
  img: string | null
  status: PostStatus
  categories: CategoryResource[]
  settings: { title?: string; description?: string; tags?: string[] }
  created_at: string
  updated_at: string
  poll_id: number | null
  stripe_id: string | null
  price_paid: number
  offline_payment: boolean
  total_impressions: number
  user_id: number | null
  user: PostAuthor | null
  /** Approved in the last 7 days (spec 02 §4: the admin list's recently-approved mark). */
  recently_approved: boolean
  total_likes: number
  total_comments: number
  /** The reader's like id, or 0. */
  user_liked: number
  /** May the reader edit / delete it (owner or manage), for the buttons. */
  can_edit: boolean
}

export type NewsResource = PostBase & { type: 'news'; body: StoredRichText | null }
/** A list row: everything but the body. */
export type NewsSummary = Omit<NewsResource, 'body'>

export type ResourceResource = PostBase & {
  type: 'resource'
  body: StoredRichText | null
  group_id: number | null
  group: { id: number; title: string } | null
  uploads: number[]
  upload_files: UploadFiles
  /**
   * Tied to a group the reader is not in: lists and the preview show the card (title, excerpt,
   * image, group) with "Request to join this group"; the body and files are never sent.
   */
  locked: boolean
  /** The reader has asked to join the resource's group (then "Requested to join"). */
  group_requested: boolean
}
export type ResourceSummary = Omit<ResourceResource, 'body' | 'upload_files'> & {
  total_files: number
}

export type PostSearchResult = {
  id: number
  type: 'news' | 'promotion' | 'resource'
  slug: string
  title: string
  excerpt: string
  img: string | null
  created_at: string
}

export type ApprovalItem = {
  item_type: 'event' | 'news' | 'resource' | 'poll' | 'survey' | 'promotion'
  id: number
  slug: string
  title: string
  excerpt: string
  created_at: string
  user: PostAuthor | null
}
