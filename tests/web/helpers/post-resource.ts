import type {
  NewsResource,
  PostAuthor,
  ResourceResource,
  UploadedFile,
} from '@worker/posts/posts.schemas'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch, type ApiRequest } from './fetch-mock'
import { meFixture, settingsFixture } from './fixtures'

export const author: PostAuthor = {
  id: 7,
  full_name: 'Ada Lovelace',
  slug: 'ada-lovelace',
  img: null,
}

const base = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: 'Summer newsletter',
  excerpt: 'What happened in June',
  img: null,
  status: 'approved' as const,
  categories: [],
  settings: {},
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
  poll_id: null,
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  total_impressions: 0,
  user_id: author.id,
  user: author,
  recently_approved: false,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  can_edit: true,
})

/** A news post as GET /api/news/:id answers it. */
export const newsFixture = (overrides: Partial<NewsResource> = {}): NewsResource => ({
  ...base(overrides.id ?? 5),
  type: 'news',
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
  ...overrides,
})

export const fileFixture = (overrides: Partial<UploadedFile> = {}): UploadedFile => ({
  id: 31,
  client_filename: 'minutes.pdf',
  filesize_formatted: '120 KB',
  src: '/api/files/documents/resource/2026/06/minutes.pdf',
  mime: 'application/pdf',
  ...overrides,
})

/** A resource as GET /api/resources/:id answers it. */
export const resourceFixture = (overrides: Partial<ResourceResource> = {}): ResourceResource => ({
  ...base(overrides.id ?? 6),
  title: 'Meeting minutes',
  type: 'resource',
  body: null,
  group_id: null,
  group: null,
  uploads: [31],
  upload_files: { images: [], audio: [], documents: [fileFixture()], videos: [] },
  locked: false,
  group_requested: false,
  ...overrides,
})

const BASE = ['news.view:directory', 'resources.view', 'users.view:directory']
/** A member who may write news and add resources, but manage neither. */
export const writer = () => meFixture({ permissions: [...BASE, 'news.create', 'resources.create'] })
export const contributor = () =>
  meFixture({ role: 'contributor', permissions: [...BASE, 'news.create', 'resources.create'] })
export const postManager = () =>
  meFixture({
    role: 'admin',
    permissions: [...BASE, 'news.create', 'news.manage', 'resources.create', 'resources.manage'],
  })

export const item = <T>(data: T, status = 200) => jsonResponse(status, { data })
export const page = <T>(rows: T[], perPage = 15) =>
  jsonResponse(200, {
    data: rows,
    meta: {
      pagination: {
        total: rows.length,
        count: rows.length,
        per_page: perPage,
        current_page: 1,
        total_pages: 1,
      },
    },
  })

type Handler = (request: ApiRequest) => Response | undefined

/** The reads every post editor makes (me, settings, categories, groups), plus the test's own. */
export const postApi = (
  { me = postManager(), maxUploadSize }: { me?: Me; maxUploadSize?: number } = {},
  handler: Handler = () => undefined,
) =>
  mockFetch((request) => {
    const own = handler(request)
    if (own) return own
    if (request.method !== 'GET') return undefined
    if (request.path === '/api/me') return item(me)
    if (request.path === '/api/settings')
      return item(settingsFixture(maxUploadSize ? { maxUploadSize } : {}))
    if (request.path === '/api/categories')
      return page(
        [
          {
            id: 3,
            name: 'Club news',
            slug: 'club-news',
            parent_id: null,
            type_id: 1,
            position: 0,
            img: null,
            group_id: null,
          },
        ],
        100,
      )
    if (request.path === '/api/groups')
      return page([
        { id: 2, title: 'Walking club', is_member: true },
        { id: 4, title: 'Board', is_member: false },
      ])
    return undefined
  })

export const requestsTo = (requests: ApiRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path)
