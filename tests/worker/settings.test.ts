import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { api, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { call } from '../helpers/http'

describe('site settings', () => {
  it('reads every setting with its default', async () => {
    const res = await call('/api/settings')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      site_name: 'Guildhall',
      registration_mode: 'approval',
      currency_symbol: '£',
      maxUploadSize: 99614720, // capped at what one request carries (see settings.schemas)
      maxImageUploadSize: 2097152,
      is_forum_active: true,
      features: {
        events: true,
        forum: true,
        polls: true,
        surveys: true,
        promotions: true,
        resources: true,
      },
    })
    expect((await call('/api/settings/currency_symbol')).body).toEqual({ data: '£' })
  })

  it('saves with sites.set.settings, normalising colours to upper-case hex with #', async () => {
    const { session } = await signedInAs('admin')
    const res = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { color_primary: 'ff00aa', registration_mode: 'open' } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ color_primary: '#FF00AA', registration_mode: 'open' })
    expect((await call('/api/settings/color_primary')).body).toEqual({ data: '#FF00AA' })
  })

  it('refuses members without the permission, unknown keys and bad values', async () => {
    const member = await signedInAs('member')
    expect(
      (
        await call('/api/settings', {
          method: 'PUT',
          session: member.session,
          json: { settings: { site_name: 'Mine' } },
        })
      ).status,
    ).toBe(403)
    const { session } = await signedInAs('admin')
    expect(
      (
        await call('/api/settings', {
          method: 'PUT',
          session,
          json: { settings: { is_admin: true } },
        })
      ).body,
    ).toMatchObject({ errors: { settings: ['There is no such setting'] } })
    const bad = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { color_primary: 'red' } },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      'settings.color_primary': ['Enter a colour as a hex value, e.g. #1F4E79'],
    })
    expect(
      (await call('/api/settings', { method: 'PUT', session, json: { site_name: 'Flat' } })).status,
    ).toBe(422)
  })
})

describe('PUT /api/settings: clearing a nullable setting', () => {
  it('stores null and reads the setting back as null (issue 16: it answered 500)', async () => {
    const { session } = await signedInAs('admin')
    const set = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { featured_news_id: 7 } },
    })
    expect(set.status).toBe(200)
    expect((await call('/api/settings/featured_news_id')).body).toEqual({ data: 7 })
    const cleared = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { featured_news_id: null, site_favicon: null } },
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data).toMatchObject({ featured_news_id: null, site_favicon: null })
    expect((await call('/api/settings/featured_news_id')).body).toEqual({ data: null })
  })
})

describe('one setting at a time: GET and PUT /api/settings/{key}', () => {
  it('answers 404 for a key that does not exist, without listing every key', async () => {
    const missing = await call('/api/settings/no_such_key')
    expect(missing.status).toBe(404)
    expect(JSON.stringify(missing.body)).not.toContain('site_name')
    const { session } = await signedInAs('admin')
    const put = await call('/api/settings/no_such_key', {
      method: 'PUT',
      session,
      json: { value: 1 },
    })
    expect(put.status).toBe(404)
    // Keys every object inherits are not settings either (the fuzz suite found a 500 here).
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect((await call(`/api/settings/${key}`)).status).toBe(404)
      const inherited = await call(`/api/settings/${key}`, {
        method: 'PUT',
        session,
        json: { value: 1 },
      })
      expect(inherited.status).toBe(404)
    }
  })

  it('saves the email digest and answers data.value.send_at (spec 02 §7)', async () => {
    const { session } = await signedInAs('admin')
    const res = await call('/api/settings/email_digest', {
      method: 'PUT',
      session,
      json: { value: { send_at: '07:30' } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { key: 'email_digest', value: { send_at: '07:30' } } })
    expect((await call('/api/settings/email_digest')).body).toEqual({ data: { send_at: '07:30' } })
    const bad = await call('/api/settings/email_digest', {
      method: 'PUT',
      session,
      json: { value: { send_at: "7 o'clock" } },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['value.send_at'])
  })

  it('is refused to members without sites.set.settings', async () => {
    const { session } = await signedInAs('member')
    const res = await call('/api/settings/site_name', {
      method: 'PUT',
      session,
      json: { value: 'Mine' },
    })
    expect(res.status).toBe(403)
  })
})

describe('the featured tiles: their own resource', () => {
  it('reads and saves {enabled} at /api/featured-tiles, not through the settings payload', async () => {
    expect((await call('/api/featured-tiles')).body).toEqual({ data: { enabled: true } })
    const { session } = await signedInAs('admin')
    const viaSettings = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { featured_tiles: { enabled: false } } },
    })
    expect(viaSettings.status).toBe(422)
    const saved = await call('/api/featured-tiles', {
      method: 'PUT',
      session,
      json: { enabled: false },
    })
    expect(saved.body).toEqual({ data: { enabled: false } })
    expect(
      ((await call('/api/settings')).body.data as { featured_tiles: unknown }).featured_tiles,
    ).toEqual({
      enabled: false,
    })
    const member = await signedInAs('member')
    expect(
      (
        await call('/api/featured-tiles', {
          method: 'PUT',
          session: member.session,
          json: { enabled: true },
        })
      ).status,
    ).toBe(403)
    await call('/api/featured-tiles', { method: 'PUT', session, json: { enabled: true } })
  })
})

describe('a stored setting that no longer fits its schema', () => {
  it('falls back to its own default and leaves every other setting as saved', async () => {
    const { session } = await signedInAs('admin')
    await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { site_name: 'Riverside Makers' } },
    })
    await env.DB.prepare(
      `INSERT OR REPLACE INTO site_settings (key, value, updated_at) VALUES ('currency_symbol', '12345', '2026-01-01T00:00:00.000Z')`,
    ).run()
    try {
      const res = await call('/api/settings')
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ site_name: 'Riverside Makers', currency_symbol: '£' })
    } finally {
      await env.DB.prepare(
        `DELETE FROM site_settings WHERE key IN ('currency_symbol', 'site_name')`,
      ).run()
    }
  })
})

describe('GET /api/user-attributes', () => {
  it('lists the profile fields with their rules, built-in ones first by position', async () => {
    const res = await send(api['user-attributes'].$get())
    expect(res.status).toBe(200)
    const list = res.body.data
    expect(list[0]).toMatchObject({ key: 'title', required: true, type: 'select', tab: 'basics' })
    expect(list[0]!.options).toEqual(['Mr', 'Ms', 'Mrs', 'Miss', 'Dr', 'Prof', 'Mx'])
    expect(list.map((a) => a.key)).toEqual(
      expect.arrayContaining(['company', 'industry', 'tel', 'linkedin']),
    )
  })
})
