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
      json: { color_primary: 'ff00aa', registration_mode: 'open' },
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
          json: { site_name: 'Mine' },
        })
      ).status,
    ).toBe(403)
    const { session } = await signedInAs('admin')
    expect(
      (await call('/api/settings', { method: 'PUT', session, json: { is_admin: true } })).status,
    ).toBe(422)
    const bad = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { color_primary: 'red' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toHaveProperty('color_primary')
    expect((await call('/api/settings/no_such_key')).status).toBe(422)
  })
})

describe('PUT /api/settings: clearing a nullable setting', () => {
  it('stores null and reads the setting back as null (issue 16: it answered 500)', async () => {
    const { session } = await signedInAs('admin')
    const set = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { featured_news_id: 7 },
    })
    expect(set.status).toBe(200)
    expect((await call('/api/settings/featured_news_id')).body).toEqual({ data: 7 })
    const cleared = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { featured_news_id: null, site_favicon: null },
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data).toMatchObject({ featured_news_id: null, site_favicon: null })
    expect((await call('/api/settings/featured_news_id')).body).toEqual({ data: null })
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
