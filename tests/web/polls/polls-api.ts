import type { Me } from '@/lib/session'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

type Options = {
  me?: Me | null
  settings?: Partial<SiteSettings>
}

/**
 * The API as the poll and survey screens see it: the session and settings, no comments yet, and
 * `polls` answering every /api/polls, /api/poll-votes and /api/surveys call (undefined: an
 * unexpected call fails the test). Returns those calls, in order.
 */
export const pollsApi = (
  polls: (req: ApiRequest) => Response | undefined,
  { me = meFixture(), settings = {} }: Options = {},
) => {
  const calls: ApiRequest[] = []
  const comments: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: me })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture(settings) })
    if (req.path === '/api/comments') {
      comments.push(req)
      return jsonResponse(200, {
        data: [],
        meta: {
          pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1 },
        },
      })
    }
    if (/^\/api\/(polls|poll-votes|surveys)(\/|$)/.test(req.path)) {
      calls.push(req)
      return polls(req)
    }
    return undefined
  })
  return { calls, comments }
}

export const item = (data: unknown) => jsonResponse(200, { data })
