import type {
  ForumLikeResource,
  ForumReplyResource,
  ForumThreadResource,
} from '@worker/forum/forum-responses.schemas'
import type { Me } from '@/lib/session'
import { ForumThreadRoute } from '@/app/routes/public/forum-thread-route'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreens } from '../helpers/render'
import { forumUserFixture, pageOf, threadFixture } from './screens-fixtures'

/** Fixtures and a fake API for the thread page: one thread, its replies, likes and writes. */
export const noFiles = () => ({ images: [], audio: [], documents: [], videos: [] })

export const replyFixture = (overrides: Partial<ForumReplyResource> = {}): ForumReplyResource => ({
  id: 100,
  body: 'A reply',
  entities: [],
  parent_id: null,
  forum_thread_id: 1,
  user_id: 20,
  user: forumUserFixture(),
  uploads: [],
  upload_files: noFiles(),
  user_liked: 0,
  total_likes: 0,
  // 21 Nov 2025 is a Friday; 23:30 UTC is still Friday in London (GMT).
  created_at: '2025-11-21T23:30:00.000Z',
  last_edited_at: null,
  updated_at: '2025-11-21T23:30:00.000Z',
  children: [],
  ...overrides,
})

export const moderator = () =>
  meFixture({ id: 9, full_name: 'Mo Derator', permissions: ['forum-threads.manage'] })

type Options = {
  me?: Me | null
  thread?: ForumThreadResource
  replies?: ForumReplyResource[]
  perPage?: number
  likers?: ForumLikeResource[]
  /** The thread page answers 404 (not readable). */
  missing?: boolean
  extra?: (request: ApiRequest) => Response | undefined
}

/** A server that keeps the thread's replies, so writes show up in later reads. */
export const threadServer = ({
  me = meFixture(),
  thread = threadFixture({ id: 1 }),
  replies = [],
  perPage = 20,
  likers = [],
  missing = false,
  extra,
}: Options = {}) => {
  const state = { replies: [...replies], nextId: 500 }
  const mock = mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (
      r.path === `/api/forum/categories/${thread.category.slug}/threads/${thread.slug}` &&
      r.method === 'GET'
    ) {
      if (missing) return jsonResponse(404, { message: 'Thread not found' })
      return jsonResponse(200, {
        data: {
          ...thread,
          replies: {
            data: state.replies.slice(0, perPage),
            total: state.replies.length,
            per_page: perPage,
          },
        },
      })
    }
    if (r.path.startsWith('/api/forum/categories/') && r.method === 'GET')
      return jsonResponse(404, { message: 'Thread not found' })
    if (r.path === '/api/forum/replies' && r.method === 'GET') {
      const page = Number(r.query.get('page') ?? 1)
      return jsonResponse(
        200,
        pageOf(
          state.replies.slice((page - 1) * perPage, page * perPage),
          page,
          perPage,
          state.replies.length,
        ),
      )
    }
    if (r.path === '/api/forum/replies' && r.method === 'POST') {
      const input = r.body as { body: string; parent_id?: number | null; uploads?: number[] }
      state.nextId += 1
      const reply = replyFixture({
        id: state.nextId,
        body: input.body,
        parent_id: input.parent_id ?? null,
        user_id: me?.id ?? null,
        user: forumUserFixture({
          id: me?.id ?? 0,
          full_name: me?.full_name ?? '',
          initials: me?.initials ?? '',
        }),
      })
      return jsonResponse(201, { data: reply })
    }
    const oneReply = /^\/api\/forum\/replies\/(\d+)$/.exec(r.path)
    if (oneReply && r.method === 'PUT') {
      const id = Number(oneReply[1])
      const found = [...state.replies, ...state.replies.flatMap((x) => x.children ?? [])].find(
        (x) => x.id === id,
      )
      const input = r.body as { body: string }
      return jsonResponse(200, {
        data: {
          ...replyFixture(found),
          body: input.body,
          last_edited_at: '2025-11-22T10:00:00.000Z',
        },
      })
    }
    if (oneReply && r.method === 'DELETE')
      return jsonResponse(200, { data: { id: Number(oneReply[1]) } })
    if (r.path === '/api/forum/likes' && r.method === 'GET')
      return jsonResponse(200, pageOf(likers.slice(0, 5), 1, 5, likers.length))
    if (r.path === '/api/forum/likes' && r.method === 'POST') {
      const input = r.body as { forum_object_id: number; forum_object_type: 'thread' | 'reply' }
      return jsonResponse(201, { data: { ...input, total_likes: 3, user_liked: 77 } })
    }
    const oneLike = /^\/api\/forum\/likes\/(\d+)$/.exec(r.path)
    if (oneLike && r.method === 'DELETE')
      return jsonResponse(200, {
        data: { forum_object_id: 0, forum_object_type: 'reply', total_likes: 0, user_liked: 0 },
      })
    return extra?.(r)
  })
  return { ...mock, state }
}

export const likerFixture = (n: number): ForumLikeResource => ({
  id: n,
  forum_object_id: 100,
  forum_object_type: 'reply',
  user_id: 40 + n,
  user: forumUserFixture({
    id: 40 + n,
    full_name: `Liker ${n}`,
    slug: `liker-${n}`,
    initials: `L${n}`,
  }),
  created_at: '2025-11-21T10:00:00.000Z',
})

/** The thread page at its address, with a stand-in for the category page it may go to. */
export const renderThreadPage = (route = '/forum/category-1/thread-1') =>
  renderScreens(
    [
      { path: '/forum/:category/:thread', element: <ForumThreadRoute /> },
      { path: '/forum/:category', element: <p>Category page</p> },
    ],
    { route },
  )
