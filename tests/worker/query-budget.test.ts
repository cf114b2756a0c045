import { describe, expect, it } from 'vitest'
import { signedInAs } from '../helpers/factories'
import { call } from '../helpers/http'

/**
 * D1 round trips per request (header x-d1-round-trips, counted outside production). Signed-in
 * requests spend one on the session (user + permissions in one batch); a list page then costs one more.
 */
const SESSION = 1

describe('D1 round-trip budgets', () => {
  it.each([
    ['GET /api/users?page=1&page_size=15', '/api/users?page=1&page_size=15', 'admin', SESSION + 1],
    ['GET /api/users?userStatus=-1', '/api/users?userStatus=-1', 'admin', SESSION + 1],
    ['GET /api/roles', '/api/roles', 'admin', SESSION + 1],
    ['GET /api/notifications', '/api/notifications?per_page=5', 'member', SESSION + 1],
    ['GET /api/permissions', '/api/permissions', 'member', SESSION + 1],
    ['GET /api/settings', '/api/settings', 'member', SESSION + 1],
    ['GET /api/me', '/api/me', 'member', SESSION + 1],
  ] as const)('%s stays within %i', async (_name, path, role, budget) => {
    const { session } = await signedInAs(role)
    const res = await call(path, { session })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('x-d1-round-trips'))).toBeLessThanOrEqual(budget)
  })

  it('a visitor’s /api/me costs no D1 round trip at all', async () => {
    const res = await call('/api/me')
    expect(res.headers.get('x-d1-round-trips')).toBe('0')
  })
})
