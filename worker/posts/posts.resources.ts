import { z } from 'zod'
import { categoryRow } from '../categories/categories.resources'
import { trustedJson } from '../lib/json'
import { isRecentlyApproved } from '../lib/recently-approved'
import { fileSrc, formatFilesize, imageSrc } from '../uploads/uploads.resources'
import type { PostRow, PostSummaryRow } from './posts.queries'
import type {
  NewsResource,
  NewsSummary,
  PostAuthor,
  ResourceResource,
  ResourceSummary,
  UploadFiles,
} from './posts.schemas'

/** Rows of the post queries (JSON built in SQL, checked with these shapes) → API shapes. */

export const authorRow = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
}) satisfies z.ZodType<PostAuthor>

const groupRow = z.object({ id: z.number(), title: z.string() })

const fileRow = z.object({
  id: z.number(),
  client_filename: z.string(),
  filesize: z.number(),
  path: z.string(),
  mime: z.string(),
  category: z.enum(['images', 'audio', 'documents', 'videos']),
})

export const toAuthor = (json: string | null) => trustedJson(authorRow, json, null)

/** The fields every post type shares (PostBase). */
export const base = (row: PostSummaryRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  img: imageSrc(row.img),
  status: row.status,
  categories: trustedJson(z.array(categoryRow), row.categoriesJson, []),
  settings: row.settings,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  poll_id: row.pollId,
  stripe_id: row.stripeId,
  price_paid: row.pricePaid,
  offline_payment: row.offlinePayment,
  total_impressions: row.totalImpressions,
  user_id: row.userId,
  user: toAuthor(row.userJson),
  recently_approved: isRecentlyApproved(row),
  total_likes: row.totalLikes,
  total_comments: row.totalComments,
  user_liked: row.userLiked,
  can_edit: Boolean(row.canEdit),
})

export const toNewsSummary = (row: PostSummaryRow): NewsSummary => ({
  ...base(row),
  type: 'news',
})

export const toNewsResource = (row: PostRow): NewsResource => ({
  ...toNewsSummary(row),
  body: row.body ?? null,
})

const uploadIdsOf = (row: PostSummaryRow) => trustedJson(z.array(z.number()), row.uploadIdsJson, [])

/** A list row or the locked card: never the body nor the files. */
export const toResourceSummary = (row: PostSummaryRow): ResourceSummary => {
  const uploads = uploadIdsOf(row)
  return {
    ...base(row),
    type: 'resource',
    group_id: row.groupId,
    group: trustedJson(groupRow, row.groupJson, null),
    uploads,
    total_files: uploads.length,
    locked: Boolean(row.locked),
    group_requested: Boolean(row.groupRequested),
  }
}

/** Spec 02 §3: the files grouped by category, each with its formatted size and address. */
export const groupUploadFiles = (json: string | null): UploadFiles => {
  const files: UploadFiles = { images: [], audio: [], documents: [], videos: [] }
  for (const f of trustedJson(z.array(fileRow), json, [])) {
    files[f.category].push({
      id: f.id,
      client_filename: f.client_filename,
      filesize_formatted: formatFilesize(f.filesize),
      src: fileSrc(f.path),
      mime: f.mime,
    })
  }
  return files
}

export const toResourceResource = (row: PostRow): ResourceResource => {
  const { total_files: _files, ...summary } = toResourceSummary(row)
  void _files
  return { ...summary, body: row.body ?? null, upload_files: groupUploadFiles(row.filesJson) }
}
