import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

type Options = {
  initial?: Partial<SiteSettings>
  /** 200 saves; 422 refuses with `errors`; 500 fails on the server. */
  saveStatus?: 200 | 422 | 500
  errors?: Record<string, string[]>
  /** Answers the screen's other requests (e.g. the digest's preview); undefined fails the test. */
  other?: (request: ApiRequest) => Response | undefined
}

/**
 * The settings API for a settings screen's test: GET /api/settings, the save (PUT /api/settings
 * {settings}) and the one-key save (PUT /api/settings/{key} {value}), recording every save.
 */
export const serveSettings = ({
  initial = {},
  saveStatus = 200,
  errors = {},
  other = () => undefined,
}: Options = {}) => {
  const saves: ApiRequest[] = []
  let current = settingsFixture(initial)
  const answer = (ok: () => Response) => {
    if (saveStatus === 422)
      return jsonResponse(422, { message: "Request couldn't be processed", errors })
    if (saveStatus === 500)
      return jsonResponse(500, { message: 'There was an error on the server' })
    return ok()
  }
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture({ role: 'admin' }) })
    if (r.path === '/api/settings' && r.method === 'GET')
      return jsonResponse(200, { data: current })
    if (r.path === '/api/settings' && r.method === 'PUT') {
      saves.push(r)
      return answer(() => {
        current = { ...current, ...(r.body as { settings: Partial<SiteSettings> }).settings }
        return jsonResponse(200, { data: current })
      })
    }
    const one = /^\/api\/settings\/(\w+)$/.exec(r.path)
    if (one && r.method === 'PUT') {
      saves.push(r)
      return answer(() => {
        const { value } = r.body as { value: unknown }
        current = { ...current, [one[1]!]: value }
        return jsonResponse(200, { data: { key: one[1], value } })
      })
    }
    return other(r)
  })
  return { saves }
}
