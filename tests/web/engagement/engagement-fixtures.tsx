import { Stack } from '@mantine/core'
import { CommentsSection } from '@/components/engagement/comments-section'
import { LikeButton } from '@/components/engagement/like-button'
import type { Comment, Liker } from '@/components/engagement/engagement-api'
import type { Me } from '@/lib/session'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

/** Comments, likers and a server answering the engagement calls as the worker does. */

export const authorFixture = (id: number, full_name: string) => ({
  id,
  full_name,
  slug: full_name.toLowerCase().replace(/\W+/g, '-'),
  img: null,
  initials: full_name
    .split(' ')
    .map((w) => w[0])
    .join(''),
})

export const commentFixture = (overrides: Partial<Comment> = {}): Comment => ({
  id: 1,
  parent_id: null,
  body: 'A comment',
  entities: [],
  item_id: 5,
  item_type: 'event',
  user_id: 20,
  user: authorFixture(20, 'Grace Hopper'),
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  updated_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  can_edit: false,
  can_delete: false,
  replies: [],
  ...overrides,
})

export const likerFixture = (id: number, name: string): Liker => ({
  id,
  item_id: 5,
  item_type: 'event',
  user_id: id + 100,
  user: authorFixture(id + 100, name),
  created_at: '2025-01-01T00:00:00.000Z',
})

const pageOf = <T,>(rows: T[], total = rows.length, extra: Record<string, unknown> = {}) => ({
  data: rows,
  meta: {
    pagination: { total, count: rows.length, per_page: 10, current_page: 1, total_pages: 1 },
    ...extra,
  },
})

type Options = {
  me?: Me | null
  settings?: Partial<SiteSettings>
  comments?: Comment[]
  likers?: Liker[]
  userLiked?: number
  /** Answers writes (POST / PUT / DELETE); undefined fails the call. */
  write?: (r: ApiRequest) => Response | Promise<Response> | undefined
}

export const engagementServer = ({
  me = meFixture(),
  settings = {},
  comments = [],
  likers = [],
  userLiked = 0,
  write,
}: Options = {}) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture(settings) })
    if (r.method === 'GET' && r.path === '/api/comments') return jsonResponse(200, pageOf(comments))
    if (r.method === 'GET' && r.path === '/api/likes')
      return jsonResponse(200, pageOf(likers, likers.length, { user_liked: userLiked }))
    return write?.(r)
  })

/** Both components as a screen shows them, on event 5. */
export const renderEngagement = (props: { totalLikes?: number; likedId?: number } = {}) =>
  renderScreen(
    '/events/quiz',
    <Stack>
      <LikeButton itemType="event" itemId={5} {...props} />
      <CommentsSection itemType="event" itemId={5} />
    </Stack>,
  )
