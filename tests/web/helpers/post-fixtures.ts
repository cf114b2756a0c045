import type {
  NewsResource,
  NewsSummary,
  ResourceResource,
  ResourceSummary,
  UploadFiles,
} from '@worker/posts/posts.schemas'
import { jsonResponse } from './fetch-mock'

const base = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt of post ${id}`,
  img: null,
  status: 'approved' as const,
  categories: [],
  settings: {},
  created_at: '2025-06-30T23:30:00.000Z',
  updated_at: '2025-06-30T23:30:00.000Z',
  poll_id: null,
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  total_impressions: 0,
  user_id: 3,
  user: { id: 3, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null },
  recently_approved: false,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  can_edit: false,
})

/** A news list row as GET /api/news answers. */
export const newsSummary = (id: number, overrides: Partial<NewsSummary> = {}): NewsSummary => ({
  ...base(id),
  type: 'news',
  ...overrides,
})

/** One news post as GET /api/news/{slug} answers. */
export const newsResource = (id: number, overrides: Partial<NewsResource> = {}): NewsResource => ({
  ...base(id),
  type: 'news',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: `Body of post ${id}` }] }],
  },
  ...overrides,
})

export const noFiles = (): UploadFiles => ({ images: [], audio: [], documents: [], videos: [] })

/** A resources list row (or a preview) as GET /api/resources answers. */
export const resourceSummary = (
  id: number,
  overrides: Partial<ResourceSummary> = {},
): ResourceSummary => ({
  ...base(id),
  slug: `resource-${id}`,
  title: `Resource ${id}`,
  type: 'resource',
  group_id: null,
  group: null,
  uploads: [],
  locked: false,
  group_requested: false,
  total_files: 0,
  ...overrides,
})

/** One resource as GET /api/resources/{slug} answers. */
export const resourceResource = (
  id: number,
  overrides: Partial<ResourceResource> = {},
): ResourceResource => {
  const { total_files: _files, ...summary } = resourceSummary(id)
  return {
    ...summary,
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: `Body of resource ${id}` }] }],
    },
    upload_files: noFiles(),
    ...overrides,
  }
}

/** A page of a list in the contract's envelope. */
export const pageOf = <T>(data: T[], total: number, current: number, perPage = 12) =>
  jsonResponse(200, {
    data,
    meta: {
      pagination: {
        total,
        count: data.length,
        per_page: perPage,
        current_page: current,
        total_pages: Math.max(1, Math.ceil(total / perPage)),
      },
    },
  })

export const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => from + i)
