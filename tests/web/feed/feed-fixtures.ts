import type { FeedItem } from '@/features/feed/api/list-feed'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

const user = { id: 3, full_name: 'Ada Lovelace', slug: 'ada-lovelace', img: null }
const base = (id: number) => ({
  id,
  user,
  likes: id % 4,
  comments: id % 3,
  user_liked: 0,
  group: null,
  groupRequests: false,
  published_at: '2026-11-20T10:00:00.000Z',
})

/** A feed item of each type in turn: event, news, resource, member. */
export const feedItem = (
  id: number,
  type = (['event', 'news', 'resource', 'member'] as const)[id % 4]!,
): FeedItem => {
  switch (type) {
    case 'event':
      return {
        ...base(id),
        itemType: 'event',
        title: `Event ${id}`,
        slug: `event-${id}`,
        excerpt: 'An evening talk',
        img: null,
        starts_at: '2026-12-01T18:00:00.000Z',
        ends_at: '2026-12-01T20:00:00.000Z',
        town: 'Leeds',
      }
    case 'news':
      return {
        ...base(id),
        itemType: 'news',
        title: `News ${id}`,
        slug: `news-${id}`,
        excerpt: 'Big news',
        img: null,
      }
    case 'resource':
      return {
        ...base(id),
        itemType: 'resource',
        title: `Resource ${id}`,
        slug: `resource-${id}`,
        excerpt: 'A handbook',
        img: null,
        locked: false,
        total_files: 2,
      }
    case 'member':
      return {
        ...base(id),
        itemType: 'member',
        full_name: `Member ${id}`,
        slug: `member-${id}`,
        img: null,
        company: 'Analytical Engines',
        initials: 'M',
      }
  }
}

/** The API of a feed of `total` items (filtered by type when asked), and the requests it saw. */
export const feedApi = (
  options: {
    total?: number
    titles?: Record<string, string>
    signedIn?: boolean
    items?: (req: ApiRequest) => FeedItem[] | null
  } = {},
) => {
  const { total = 60, signedIn = true } = options
  const titles = options.titles ?? {
    event: 'Events',
    news: 'News',
    resource: 'Resources',
    member: 'Members',
  }
  const all = Array.from({ length: total }, (_, i) => feedItem(i + 1))
  const feedCalls: ApiRequest[] = []
  const posts: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/feed') {
      feedCalls.push(req)
      const page = Number(req.query.get('page') ?? 1)
      const perPage = Number(req.query.get('per_page') ?? 15)
      const types = req.query.get('filter_by')?.split(',')
      const matching =
        options.items?.(req) ?? all.filter((i) => !types || types.includes(i.itemType))
      const data = matching.slice((page - 1) * perPage, page * perPage)
      return jsonResponse(200, {
        data,
        meta: {
          pagination: {
            total: matching.length,
            count: data.length,
            per_page: perPage,
            current_page: page,
            total_pages: Math.max(1, Math.ceil(matching.length / perPage)),
          },
        },
      })
    }
    if (req.path === '/api/settings/titles') return jsonResponse(200, { data: titles })
    if (req.path === '/api/me') return jsonResponse(200, { data: signedIn ? meFixture() : null })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (req.path === '/api/group-user-requests' && req.method === 'POST') {
      posts.push(req)
      return jsonResponse(201, { data: { status: 'requested', message: 'Requested to join' } })
    }
    return undefined
  })
  return { feedCalls, posts }
}
