import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('GET /api/me', () => {
  it('answers a visitor with data null', async () => {
    const res = await exports.default.fetch('http://localhost/api/me')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: null })
  })
})
