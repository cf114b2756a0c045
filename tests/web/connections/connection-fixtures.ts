import { meFixture } from '../helpers/fixtures'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'

export const memberSummary = (id: number, name = `Member ${id}`) => ({
  id,
  full_name: name,
  forename: name.split(' ')[0] ?? name,
  slug: `member-${id}`,
  img: null,
  initials: name
    .split(' ')
    .map((part) => part[0])
    .join(''),
  company: id % 2 === 0 ? `Company ${id}` : null,
})

export const pageOf = <T>(rows: T[], total: number, page = 1, perPage = rows.length || 1) => ({
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

export const requestFixture = (id: number, from: number, to: number, message = 'Hello') => ({
  id,
  user_id: to,
  user_from_id: from,
  message,
  status: 'pending' as const,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  user_from: memberSummary(from),
  user_to: memberSummary(to),
})

export const connectionFixture = (me: number, other: number) => ({
  user_from_id: me,
  user_to_id: other,
  created_at: '2026-10-01T10:00:00.000Z',
  user_to: memberSummary(other),
})

/** The API as the signed-in member (id 7) sees it, plus whatever `extra` answers. */
export const connectionsServer = (
  extra: (request: ApiRequest) => Response | Promise<Response> | undefined = () => undefined,
  me: ReturnType<typeof meFixture> | null = meFixture(),
) =>
  mockFetch((request) => {
    if (request.path === '/api/me') return jsonResponse(200, { data: me })
    return extra(request)
  })
