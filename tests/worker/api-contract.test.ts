import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '@worker/app'
import { accessRuleOf } from '@worker/lib/access'
import { apiAs, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { call, ORIGIN } from '../helpers/http'

describe('the response contract', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await call('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body).toEqual({ message: "Couldn't find what you asked for" })
  })

  it('pages lists as {data, meta.pagination} and accepts page_size as per_page', async () => {
    const { session } = await signedInAs('admin')
    const res = await send(apiAs(session).roles.$get({ query: { page: '1', page_size: '2' } }))
    expect(res.status).toBe(200)
    const body = res.body
    expect(body.data).toHaveLength(2)
    expect(body.meta.pagination).toEqual({
      total: 5,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 3,
    })
  })

  it('answers invalid input with 422 and field messages, array items as field.N', async () => {
    const { session } = await signedInAs('admin')
    const res = await call('/api/roles', {
      session,
      json: { label: '', permissions: ['events.view', 42] },
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe("Request couldn't be processed")
    expect(res.body.errors?.label).toEqual(['The label field is required.'])
    expect(Object.keys(res.body.errors ?? {})).toContain('permissions.1')
  })

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/api/signin`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ message: 'Request not understood' })
    expect(text).not.toMatch(/at .*\.ts|Error:/)
  })

  it('refuses bodies that are not JSON with 415, text/plain included', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await exports.default.fetch(`${ORIGIN}/api/signin`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': type },
        body: '{"email":"a@b.c","password":"x"}',
      })
      expect(res.status, type).toBe(415)
    }
  })

  it('refuses JSON bodies over 1 MiB with 413', async () => {
    const res = await call('/api/signin', {
      json: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) },
    })
    expect(res.status).toBe(413)
  })
})

describe('cross-site requests', () => {
  const attempt = (headers: Record<string, string>) =>
    exports.default.fetch(`${ORIGIN}/api/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    })

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    [
      'our Origin but Sec-Fetch-Site cross-site',
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    ],
    ['neither header', {}],
  ])('refuses a write with %s', async (_name, headers) => {
    const res = await attempt(headers)
    expect(res.status).toBe(403)
  })

  it('accepts our own Origin, or Sec-Fetch-Site same-origin', async () => {
    expect((await attempt({ origin: ORIGIN })).status).toBe(200)
    expect((await attempt({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })
})

describe('security headers', () => {
  it.each(['/api/me', '/', '/events/some-deep-link'])('are set on %s', async (path) => {
    const res = await exports.default.fetch(`${ORIGIN}${path}`, {
      headers: { 'sec-fetch-mode': 'navigate' },
    })
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('route declarations', () => {
  it('every API route declares who may call it', () => {
    const chains = new Map<string, unknown[]>()
    for (const route of app.routes) {
      if (route.method === 'ALL') continue
      const key = `${route.method} ${route.path}`
      chains.set(key, [...(chains.get(key) ?? []), route.handler])
    }
    const undeclared = [...chains]
      .filter(([, handlers]) => !handlers.some((h) => accessRuleOf(h)))
      .map(([k]) => k)
    expect(chains.size).toBeGreaterThan(20)
    expect(undeclared).toEqual([])
  })
})

describe('GET /api/dev/outbox', () => {
  it('lists sent mail to local requests outside production', async () => {
    await call('/api/password/forgot', { json: { email: 'nobody@example.test' } })
    const res = await call('/api/dev/outbox')
    expect(res.status).toBe(200)
    expect(res.body).toHaveProperty('meta.pagination')
  })

  it('is hidden from any request not made to this machine', async () => {
    const res = await exports.default.fetch('https://guildhall.example.org/api/dev/outbox')
    expect(res.status).toBe(404)
  })
})
