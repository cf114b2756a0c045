import { env, exports } from 'cloudflare:workers'
import { runDurableObjectAlarm } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { advertCounter, advertTotals, createAdvert, flushUntil } from '../helpers/advert-factories'
import { signedInAs } from '../helpers/factories'
import { call, ORIGIN, type Session } from '../helpers/http'
import { runScheduled } from '@worker/jobs'

type NewAdvert = Parameters<typeof api.adverts.$post>[0]['json']
type AdvertChanges = Parameters<(typeof api.adverts)[':id']['$put']>[0]['json']

const DAY = 86_400_000
const newAdvert = (overrides: Partial<NewAdvert> = {}): NewAdvert => ({
  name: 'Riverside Florist',
  description: 'Bouquets delivered the same day',
  href: 'https://florist.example.com/spring',
  position: 'sidebar',
  starts_at: '2026-07-10',
  ...overrides,
})
const post = (session: Session | null, json: NewAdvert) =>
  send(apiAs(session).adverts.$post({ json }))
const put = (session: Session | null, id: number, json: AdvertChanges) =>
  send(apiAs(session).adverts[':id'].$put({ param: { id: String(id) }, json }))
const get = (session: Session | null, id: number) =>
  send(apiAs(session).adverts[':id'].$get({ param: { id: String(id) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).adverts.$get({ query }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).adverts[':id'].$delete({ param: { id: String(id) } }))
const showing = (position?: 'header' | 'sidebar' | 'feed' | 'footer') =>
  send(apiAs(null).adverts.showing.$get({ query: position ? { position } : {} }))
const impressions = (ids: number[]) =>
  send(apiAs(null).adverts.impressions.$post({ json: { ids } }))
const click = (id: number | string) =>
  exports.default.fetch(`${ORIGIN}/api/adverts/${id}/click`, { redirect: 'manual' })

describe('POST /api/adverts', () => {
  it('lets an admin create an advert without a cost, ending a week after its start', async () => {
    const { session, user } = await signedInAs('admin')
    const res = await post(session, newAdvert())
    expect(res.status).toBe(201)
    if (res.status !== 201) return
    const advert = res.body.data
    expect(advert).toMatchObject({
      name: 'Riverside Florist',
      description: 'Bouquets delivered the same day',
      href: 'https://florist.example.com/spring',
      cost: null,
      position: 'sidebar',
      position_id: 'sidebar',
      img: null,
      status: 'approved',
      user_id: user.id,
      total_clicks: 0,
      total_impressions: 0,
    })
    // London dates at the start of the day (BST in July), the end one week on.
    expect(advert.starts_at).toBe('2026-07-09T23:00:00.000Z')
    expect(advert.ends_at).toBe('2026-07-16T23:00:00.000Z')
    expect(advert.approved_at).not.toBeNull()
  })

  it('keeps a week across the change of the clocks and an explicit end as given', async () => {
    const { session } = await signedInAs('admin')
    const autumn = await post(session, newAdvert({ starts_at: '2026-10-22' }))
    expect(autumn.status === 201 && autumn.body.data.ends_at).toBe('2026-10-29T00:00:00.000Z')
    const given = await post(session, newAdvert({ starts_at: '2026-01-05', ends_at: '2026-02-01' }))
    expect(given.status === 201 && given.body.data.ends_at).toBe('2026-02-01T00:00:00.000Z')
  })

  it('accepts position_id as the name of the position, and a cost in pounds', async () => {
    const { session } = await signedInAs('super_admin')
    const res = await post(session, {
      ...newAdvert({ position: undefined }),
      position_id: 'footer',
      cost: 25.5,
    })
    expect(res.status).toBe(201)
    expect(res.status === 201 && res.body.data).toMatchObject({ position: 'footer', cost: 25.5 })
  })

  it('refuses a link that is not a web address, a missing name and an end before the start', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, {
      ...newAdvert({ href: 'javascript:alert(1)', ends_at: '2026-07-01' }),
      name: '',
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toMatchObject({
      name: ['Name is required'],
      href: ['Must be a web address starting with http:// or https://'],
      ends_at: ['The end date must be after the start date'],
    })
    const bad = await post(session, newAdvert({ position: 'popup' as 'header' }))
    expect(errorOf(bad).errors).toMatchObject({
      position: ['Position must be header, sidebar, feed or footer'],
    })
  })

  it('answers 401 to a visitor and 403 to members and contributors', async () => {
    expect((await post(null, newAdvert())).status).toBe(401)
    for (const role of ['member', 'contributor'] as const) {
      const { session } = await signedInAs(role)
      expect((await post(session, newAdvert())).status).toBe(403)
    }
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM adverts WHERE name = 'Nope'",
    ).first()
    expect(rows).toEqual({ n: 0 })
  })
})

describe('GET /api/adverts', () => {
  it('lists every advert newest first, 15 a page, with its counts, filtered by status and position', async () => {
    const { session } = await signedInAs('admin')
    const pending = await createAdvert({ status: 'pending', position: 'header', totalClicks: 4 })
    const res = await list(session, { status: 'pending', position: 'header' })
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    expect(res.body.data.map((a) => a.id)).toContain(pending.id)
    expect(res.body.data.every((a) => a.status === 'pending' && a.position === 'header')).toBe(true)
    expect(res.body.data.find((a) => a.id === pending.id)?.total_clicks).toBe(4)
    expect(res.body.meta.pagination.per_page).toBe(15)
  })

  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await list(null)).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await list(session)).status).toBe(403)
  })
})

describe('GET /api/adverts/:id', () => {
  it('gives an admin every field, the clicks and impressions included', async () => {
    const { session } = await signedInAs('admin')
    const advert = await createAdvert({ totalClicks: 12, totalImpressions: 340 })
    const res = await get(session, advert.id)
    expect(res.status).toBe(200)
    expect(res.status === 200 && Object.keys(res.body.data).sort()).toEqual(
      [
        'id',
        'user_id',
        'name',
        'description',
        'href',
        'cost',
        'position',
        'position_id',
        'img',
        'starts_at',
        'ends_at',
        'status',
        'approved_at',
        'created_at',
        'updated_at',
        'total_clicks',
        'total_impressions',
      ].sort(),
    )
    expect(res.status === 200 && res.body.data).toMatchObject({
      total_clicks: 12,
      total_impressions: 340,
    })
  })

  it('answers 404 for a missing advert and 403 to a member', async () => {
    const { session } = await signedInAs('admin')
    expect((await get(session, 987_654)).status).toBe(404)
    const member = await signedInAs('member')
    expect((await get(member.session, (await createAdvert()).id)).status).toBe(403)
  })
})

describe('PUT /api/adverts/:id', () => {
  it('changes what it is given, moves the end a week on when it is cleared, and approves', async () => {
    const { session } = await signedInAs('admin')
    const advert = await createAdvert({ status: 'pending' })
    const res = await put(session, advert.id, {
      name: 'Riverside Florist & Café',
      starts_at: '2026-03-02',
      ends_at: null,
      status: 'approved',
    })
    expect(res.status).toBe(200)
    expect(res.status === 200 && res.body.data).toMatchObject({
      name: 'Riverside Florist & Café',
      description: advert.description,
      starts_at: '2026-03-02T00:00:00.000Z',
      ends_at: '2026-03-09T00:00:00.000Z',
      status: 'approved',
    })
    expect(res.status === 200 && res.body.data.approved_at).not.toBeNull()
  })

  it('refuses a start after the stored end (422), a missing advert (404) and a member (403)', async () => {
    const { session } = await signedInAs('admin')
    const advert = await createAdvert({ endsAt: '2026-01-10T00:00:00.000Z' })
    const late = await put(session, advert.id, { starts_at: '2026-02-01' })
    expect(late.status).toBe(422)
    expect(errorOf(late).errors).toEqual({ ends_at: ['The end date must be after the start date'] })
    expect((await put(session, 987_654, { name: 'Gone' })).status).toBe(404)
    const member = await signedInAs('member')
    expect((await put(member.session, advert.id, { name: 'Mine now' })).status).toBe(403)
  })
})

describe('DELETE /api/adverts/:id', () => {
  it('lets an admin delete an advert; a member gets 403 and a visitor 401', async () => {
    const advert = await createAdvert()
    const member = await signedInAs('member')
    expect((await remove(member.session, advert.id)).status).toBe(403)
    expect((await remove(null, advert.id)).status).toBe(401)
    expect(await advertTotals(advert.id)).not.toBeNull()
    const { session } = await signedInAs('admin')
    expect((await remove(session, advert.id)).status).toBe(204)
    expect(await advertTotals(advert.id)).toBeNull()
    expect((await remove(session, advert.id)).status).toBe(404)
  })
})

describe('GET /api/adverts/showing', () => {
  it('shows anyone the approved adverts of a position running now, without their counts', async () => {
    const running = await createAdvert({ position: 'feed', totalClicks: 9 })
    const pending = await createAdvert({ position: 'feed', status: 'pending' })
    const ended = await createAdvert({
      position: 'feed',
      endsAt: new Date(Date.now() - DAY).toISOString(),
    })
    const future = await createAdvert({
      position: 'feed',
      startsAt: new Date(Date.now() + DAY).toISOString(),
    })
    const elsewhere = await createAdvert({ position: 'footer' })
    const res = await showing('feed')
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    const ids = res.body.data.map((a) => a.id)
    expect(ids).toContain(running.id)
    for (const hidden of [pending, ended, future, elsewhere]) expect(ids).not.toContain(hidden.id)
    expect(res.body.data.find((a) => a.id === running.id)).toEqual({
      id: running.id,
      name: running.name,
      description: running.description,
      href: running.href,
      img: null,
      position: 'feed',
      click_url: `/api/adverts/${running.id}/click`,
    })
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('answers every position at once without one, so a page reads its slots in one request', async () => {
    const header = await createAdvert({ position: 'header' })
    const footer = await createAdvert({ position: 'footer' })
    const res = await showing()
    expect(res.status).toBe(200)
    const ids = res.status === 200 ? res.body.data.map((a) => a.id) : []
    expect(ids).toEqual(expect.arrayContaining([header.id, footer.id]))
  })

  it('refuses an unknown position', async () => {
    const res = await call('/api/adverts/showing?position=popup')
    expect(res.status).toBe(422)
  })
})

describe('advert impressions and clicks', () => {
  it('counts impressions in the counter, one per advert per request, and flushes them to D1', async () => {
    const a = await createAdvert()
    const b = await createAdvert()
    expect((await impressions([a.id, a.id, b.id])).status).toBe(204)
    expect((await impressions([a.id])).status).toBe(204)
    // Nothing is written to D1 per page view.
    expect(await advertTotals(a.id)).toEqual({ total_clicks: 0, total_impressions: 0 })
    expect(await flushUntil(a.id, { total_clicks: 0, total_impressions: 2 })).toEqual({
      total_clicks: 0,
      total_impressions: 2,
    })
    expect(await advertTotals(b.id)).toEqual({ total_clicks: 0, total_impressions: 1 })
  })

  it('redirects a click to the stored address and counts it', async () => {
    const advert = await createAdvert({ href: 'https://garage.example.com/mot?from=guildhall' })
    const res = await click(advert.id)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://garage.example.com/mot?from=guildhall')
    expect(await flushUntil(advert.id, { total_clicks: 1, total_impressions: 0 })).toEqual({
      total_clicks: 1,
      total_impressions: 0,
    })
  })

  it('answers 404 to a click on a missing or unapproved advert', async () => {
    const pending = await createAdvert({ status: 'pending' })
    expect((await click(pending.id)).status).toBe(404)
    expect((await click(987_654)).status).toBe(404)
  })

  it('refuses more than ten ids, an empty list and a cross-site request', async () => {
    const many = Array.from({ length: 11 }, (_, i) => i + 1)
    expect((await impressions(many)).status).toBe(422)
    expect((await impressions([])).status).toBe(422)
    const crossSite = await exports.default.fetch(`${ORIGIN}/api/adverts/impressions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ ids: [1] }),
    })
    expect(crossSite.status).toBe(403)
  })

  it('flushes on its alarm and from the five-minute cron', async () => {
    const advert = await createAdvert()
    await advertCounter().add('impressions', [advert.id])
    expect(await advertCounter().pending()).toContainEqual({
      advertId: advert.id,
      impressions: 1,
      clicks: 0,
    })
    expect(await runDurableObjectAlarm(advertCounter())).toBe(true)
    expect(await advertTotals(advert.id)).toEqual({ total_clicks: 0, total_impressions: 1 })
    await advertCounter().add('clicks', [advert.id])
    await runScheduled({ cron: '*/5 * * * *' } as ScheduledController, env)
    expect(await advertTotals(advert.id)).toEqual({ total_clicks: 1, total_impressions: 1 })
    expect(await advertCounter().pending()).toEqual([])
  })
})

describe('an advert cost', () => {
  it('is stored in pence and read back in pounds', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newAdvert({ cost: 120.25 }))
    expect(res.status === 201 && res.body.data.cost).toBe(120.25)
    const id = res.status === 201 ? res.body.data.id : 0
    const row = await env.DB.prepare('SELECT cost FROM adverts WHERE id = ?').bind(id).first()
    expect(row).toEqual({ cost: 12025 })
    const cleared = await put(session, id, { cost: null })
    expect(cleared.status === 200 && cleared.body.data.cost).toBeNull()
    const fraction = await post(session, newAdvert({ cost: 1.234 }))
    expect(errorOf(fraction).errors).toEqual({ cost: ['Cost must be in whole pence'] })
  })
})
