import type {
  ForumCategoryResource,
  ForumSearchResult,
  ForumThreadListItem,
  ForumThreadResource,
  ForumUser,
  MentionSuggestion,
} from '@worker/forum/forum-responses.schemas'
import { SEARCH_TOTAL_CAP } from '@worker/forum/forum-search.schemas'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

/** Fixtures and a fake API for the forum's index, category, search and editor screens. */
export const forumUserFixture = (overrides: Partial<ForumUser> = {}): ForumUser => ({
  id: 20,
  full_name: 'Grace Hopper',
  slug: 'grace-hopper',
  img: null,
  initials: 'GH',
  company: 'Navy',
  is_forum_mod: false,
  ...overrides,
})

export const categoryFixture = (
  overrides: Partial<ForumCategoryResource> = {},
): ForumCategoryResource => {
  const id = overrides.id ?? 1
  return {
    id,
    name: `Category ${id}`,
    slug: `category-${id}`,
    img: null,
    group_id: null,
    group: null,
    userRequested: false,
    can_access: true,
    position: id,
    total_threads: 0,
    total_replies: 0,
    last_activity_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export const threadFixture = (
  overrides: Partial<ForumThreadResource> = {},
): ForumThreadResource => {
  const id = overrides.id ?? 1
  const slug = overrides.slug ?? `thread-${id}`
  const category = overrides.category ?? { id: 1, name: 'Category 1', slug: 'category-1' }
  return {
    id,
    title: `Thread ${id}`,
    slug,
    body: `Body of thread ${id}`,
    entities: [],
    tags: [],
    is_sticky: false,
    private: false,
    poll_id: null,
    forum_category_id: category.id,
    category,
    url: `/forum/${category.slug}/${slug}`,
    user_id: 20,
    user: forumUserFixture(),
    uploads: [],
    upload_files: { images: [], audio: [], documents: [], videos: [] },
    user_liked: 0,
    total_likes: 0,
    total_replies: 0,
    last_activity_at: '2025-06-01T00:00:00.000Z',
    last_edited_at: null,
    created_at: '2025-06-01T00:00:00.000Z',
    updated_at: '2025-06-01T00:00:00.000Z',
    ...overrides,
  }
}

/** A thread as lists give it: with its recent repliers (none unless given). */
export const threadListItemFixture = (
  overrides: Partial<ForumThreadListItem> = {},
): ForumThreadListItem => {
  const { participants = [], ...thread } = overrides
  const { replies: _replies, ...listed } = threadFixture(thread)
  return { ...listed, participants }
}

export const pageOf = <T>(rows: T[], page: number, perPage: number, total = rows.length) => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
    },
  },
})

/** A search page as the API answers it: counted and listed up to SEARCH_TOTAL_CAP, then capped. */
export const searchPageOf = <T>(rows: T[], page: number, perPage: number) => {
  const listed = rows.slice(0, SEARCH_TOTAL_CAP)
  const body = pageOf(
    listed.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    listed.length,
  )
  return {
    data: body.data,
    meta: {
      pagination: { ...body.meta.pagination, total_is_capped: rows.length > SEARCH_TOTAL_CAP },
    },
  }
}

type ServerOptions = {
  me?: Me | null
  categories?: ForumCategoryResource[]
  threads?: (ForumThreadResource | ForumThreadListItem)[]
  search?: (q: string) => ForumSearchResult[]
  members?: MentionSuggestion[]
  /** Answers anything else (POSTs, PUTs). */
  extra?: (request: ApiRequest) => Response | Promise<Response> | undefined
}

/** Pages threads like the server (sticky first is the fixture order's job) and filters by category and private. */
export const forumServer = ({
  me = meFixture(),
  categories = [],
  threads = [],
  search,
  members = [],
  extra,
}: ServerOptions = {}) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (r.path === '/api/forum/categories' && r.method === 'GET')
      return jsonResponse(200, pageOf(categories, 1, 100))
    const one = /^\/api\/forum\/categories\/([^/]+)$/.exec(r.path)
    if (one && r.method === 'GET') {
      const found = categories.find((c) => c.slug === one[1] || String(c.id) === one[1])
      return found
        ? jsonResponse(200, { data: found })
        : jsonResponse(404, { message: 'Category not found' })
    }
    if (r.path === '/api/forum/threads' && r.method === 'GET') {
      const category = r.query.get('forum_category_id')
      const privateOnly = r.query.get('private') === '1'
      const rows = threads
        .filter(
          (t) =>
            (!category || t.forum_category_id === Number(category)) && (!privateOnly || t.private),
        )
        .map((t) => ({ participants: [], ...t }))
      const page = Number(r.query.get('page') ?? 1)
      const perPage = Number(r.query.get('per_page') ?? 9)
      return jsonResponse(200, searchPageOf(rows, page, perPage))
    }
    if (r.path === '/api/forum/search' && search) {
      const rows = search(r.query.get('q') ?? '')
      const page = Number(r.query.get('page') ?? 1)
      const perPage = Number(r.query.get('per_page') ?? 10)
      return jsonResponse(200, searchPageOf(rows, page, perPage))
    }
    if (r.path === '/api/forum/mention-suggestions') {
      const q = (r.query.get('q') ?? '').toLowerCase()
      return jsonResponse(200, {
        data: members.filter((m) => m.full_name.toLowerCase().startsWith(q)),
      })
    }
    return extra?.(r)
  })
