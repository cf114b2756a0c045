import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createCategory } from '../helpers/event-factories'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'
import { claimPromotion, createPromotionPost, reloadPost } from '../helpers/post-factories'

type NewPromotion = Parameters<typeof api.promotions.$post>[0]['json']
type PromotionChanges = Parameters<(typeof api.promotions)[':id']['$put']>[0]['json']

const DAY = 86_400_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const newPromotion = (overrides: Partial<NewPromotion> = {}): NewPromotion => ({
  title: `Ten percent off ${crypto.randomUUID().slice(0, 6)}`,
  excerpt: 'Bring this offer to the counter',
  settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
  starts_at: '2026-07-10',
  ...overrides,
})
const post = (session: Session | null, json: NewPromotion) =>
  send(apiAs(session).promotions.$post({ json }))
const put = (session: Session | null, id: number | string, json: PromotionChanges) =>
  send(apiAs(session).promotions[':id'].$put({ param: { id: String(id) }, json }))
const get = (key: string | number, session?: Session | null) =>
  send(apiAs(session).promotions[':id'].$get({ param: { id: String(key) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).promotions.$get({ query }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).promotions[':id'].$delete({ param: { id: String(id) } }))
const claim = (session: Session | null, id: number | string) =>
  send(
    apiAs(session).promotions[':id']['tell-me-more'].$post({
      param: { id: String(id) },
      // Spec 01 §7 "tell-me-more on a post (id)": the id may ride in the body too.
      json: typeof id === 'number' ? { id } : {},
    }),
  )
const claims = (session: Session | null, id: number, query: Record<string, string> = {}) =>
  send(apiAs(session).promotions[':id'].claims.$get({ param: { id: String(id) }, query }))
const exportClaims = (session: Session | null, id: number) =>
  apiAs(session).promotions[':id']['export-claims'].$get({ param: { id: String(id) } })
const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare('SELECT title, link FROM notifications WHERE user_id = ? AND kind = ?')
      .bind(userId, kind)
      .all<{ title: string; link: string }>()
  ).results
const claimRows = async (postId: number) =>
  (
    await env.DB.prepare('SELECT user_id FROM promotion_claims WHERE post_id = ?')
      .bind(postId)
      .all<{ user_id: number }>()
  ).results

type Tier = {
  key: string
  enabled: boolean
  label: string
  price: number
  level: number
  default: boolean
}
const tier = (key: string, level: number, enabled: boolean, isDefault = false): Tier => ({
  key,
  enabled,
  label: key,
  price: 0,
  level,
  default: isDefault,
})
const setTiers = (tiers: Tier[]) =>
  env.DB.prepare(
    "INSERT INTO site_settings (key, value, updated_at) VALUES ('promotion_tiers', ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  )
    .bind(JSON.stringify(tiers), new Date().toISOString())
    .run()

afterEach(async () => {
  await env.DB.prepare("DELETE FROM site_settings WHERE key = 'promotion_tiers'").run()
})

describe('GET /api/promotions', () => {
  it('lists approved promotions running now, newest first, 6 a page, to visitors and members', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const older = await createPromotionPost({ title: `${tag} older`, createdAt: iso(-3 * DAY) })
    const newer = await createPromotionPost({ title: `${tag} newer`, createdAt: iso(-DAY) })
    const open = await createPromotionPost({
      title: `${tag} open-ended`,
      startsAt: null,
      endsAt: null,
      createdAt: iso(-2 * DAY),
    })
    await createPromotionPost({ title: `${tag} pending`, status: 'pending' })
    await createPromotionPost({ title: `${tag} rejected`, status: 'rejected' })
    await createPromotionPost({ title: `${tag} expired`, endsAt: iso(-DAY) })
    await createPromotionPost({ title: `${tag} future`, startsAt: iso(DAY) })
    const { session } = await signedInAs('member')
    for (const reader of [null, session]) {
      const res = await list(reader, { q: tag })
      expect(res.status).toBe(200)
      expect(res.body.data.map((p) => p.id)).toEqual([newer.id, open.id, older.id])
      expect(res.body.meta.pagination).toMatchObject({ total: 3, per_page: 6 })
      expect(res.body.data[0]).not.toHaveProperty('body')
      expect(res.body.data[0]).toMatchObject({ is_active: true, is_expired: false, told: false })
    }
  })

  it('filters by tier, promotion type and category', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const category = await createCategory()
    const gold = await createPromotionPost({ title: `${tag} gold` })
    const job = await createPromotionPost({
      title: `${tag} job`,
      tier: 'platinum',
      settings: { company_name: 'Mill Lane Garage', promotion_type: 'job' },
    })
    const { session } = await signedInAs('admin')
    await put(session, gold.id, { categories: [category.id] })
    expect((await list(null, { q: tag, tier: 'platinum' })).body.data.map((p) => p.id)).toEqual([
      job.id,
    ])
    const jobs = await list(null, { q: tag, promotion_type: 'job' })
    expect(jobs.body.data.map((p) => p.id)).toEqual([job.id])
    expect(jobs.body.data[0]!.settings).toEqual({
      company_name: 'Mill Lane Garage',
      promotion_type: 'job',
    })
    const inCategory = await list(null, { q: tag, categories: String(category.id) })
    expect(inCategory.body.data.map((p) => p.id)).toEqual([gold.id])
  })

  it('filters by status: managers see every one, others only their own, visitors none', async () => {
    const { user, session } = await signedInAs('contributor')
    const mine = await createPromotionPost({ userId: user.id, status: 'pending' })
    const theirs = await createPromotionPost({ status: 'pending' })
    const { session: admin } = await signedInAs('admin')
    const managerIds = (await list(admin, { status: 'pending', per_page: '999' })).body.data.map(
      (p) => p.id,
    )
    expect(managerIds).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect((await list(session, { status: 'pending' })).body.data.map((p) => p.id)).toEqual([
      mine.id,
    ])
    expect((await list(null, { status: 'all' })).body.data).toEqual([])
  })

  it('lists my promotions in every status to me, and only the approved ones to others', async () => {
    const { user, session } = await signedInAs('contributor')
    const approved = await createPromotionPost({ userId: user.id, createdAt: iso(-DAY) })
    const pending = await createPromotionPost({ userId: user.id, status: 'pending' })
    const expired = await createPromotionPost({ userId: user.id, endsAt: iso(-DAY) })
    const mine = await list(session, { user_id: String(user.id) })
    expect(mine.body.data.map((p) => p.id).sort()).toEqual(
      [approved.id, pending.id, expired.id].sort(),
    )
    expect(mine.body.data.find((p) => p.id === expired.id)).toMatchObject({
      is_active: false,
      is_expired: true,
    })
    const others = await list(null, { user_id: String(user.id) })
    expect(others.body.data.map((p) => p.id).sort()).toEqual([approved.id, expired.id].sort())
  })

  it('lists the reader’s claimed promotions, newest claim first, and answers visitors 401', async () => {
    const { user, session } = await signedInAs('member')
    const first = await createPromotionPost({ createdAt: iso(-DAY) })
    const second = await createPromotionPost({ createdAt: iso(-2 * DAY) })
    const expired = await createPromotionPost({ endsAt: iso(-DAY) })
    await createPromotionPost()
    await claimPromotion(first.id, user.id, iso(-3 * DAY))
    await claimPromotion(second.id, user.id, iso(-2 * DAY))
    await claimPromotion(expired.id, user.id, iso(-10 * DAY))
    const { user: other } = await signedInAs('member')
    await claimPromotion(first.id, other.id)
    const res = await list(session, { claimed: '1' })
    expect(res.status).toBe(200)
    expect(res.body.data.map((p) => p.id)).toEqual([second.id, first.id, expired.id])
    expect(res.body.data[0]).toMatchObject({ told: true, claimed_at: expect.any(String) })
    expect(res.body.meta.pagination.total).toBe(3)
    expect((await list(null, { claimed: '1' })).status).toBe(401)
  })
})

describe('GET /api/promotions/:id', () => {
  it('reads a promotion by id and by slug with every contract field', async () => {
    const { user } = await signedInAs('contributor')
    const promotion = await createPromotionPost({
      userId: user.id,
      img: 'https://example.com/bakery.png',
      body: { type: 'doc', content: [{ type: 'paragraph' }] },
    })
    const res = await get(promotion.id)
    expect(res.status).toBe(200)
    const keys = ['id', 'slug', 'title', 'excerpt', 'body', 'img', 'tier', 'status', 'categories']
    const more = ['tell_me_more_logs', 'told', 'total_impressions', 'total_claimed', 'user_id']
    const admin = [
      'starts_at',
      'ends_at',
      'is_system',
      'offline_payment',
      'price_paid',
      'stripe_id',
    ]
    for (const key of [...keys, ...more, ...admin]) expect(res.body.data).toHaveProperty(key)
    expect(res.body.data).toMatchObject({
      type: 'promotion',
      tier: 'gold',
      settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
      img: 'https://example.com/bakery.png',
      is_active: true,
      is_system: false,
      told: false,
      claimed_at: null,
      total_claimed: 0,
      tell_me_more_logs: [],
      user: { id: user.id },
    })
    expect((await get(promotion.slug)).body.data.id).toBe(promotion.id)
  })

  it('shows the latest five claims to the owner and managers only, and the reader’s own claim', async () => {
    const { user: owner, session: ownerSession } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: owner.id })
    const claimers = await Promise.all(Array.from({ length: 6 }, () => createUser()))
    for (const [i, member] of claimers.entries())
      await claimPromotion(promotion.id, member.id, iso(-(10 - i) * 60_000))
    const asOwner = (await get(promotion.id, ownerSession)).body.data
    expect(asOwner.total_claimed).toBe(6)
    expect(asOwner.tell_me_more_logs.map((l) => l.user_id)).toEqual(
      claimers
        .slice(1)
        .map((c) => c.id)
        .toReversed(),
    )
    const { session: admin } = await signedInAs('admin')
    expect((await get(promotion.id, admin)).body.data.tell_me_more_logs).toHaveLength(5)
    const claimer = await signIn(claimers[0]!.email)
    const asClaimer = (await get(promotion.id, claimer)).body.data
    expect(asClaimer).toMatchObject({ told: true, tell_me_more_logs: [], total_claimed: 6 })
    expect(asClaimer.claimed_at).toEqual(expect.any(String))
    expect((await get(promotion.id)).body.data.tell_me_more_logs).toEqual([])
  })

  it('answers 404 for a missing promotion, and for a pending one to anyone but its owner and managers', async () => {
    const { user, session } = await signedInAs('contributor')
    const pending = await createPromotionPost({ userId: user.id, status: 'pending' })
    expect((await get(999_999)).status).toBe(404)
    expect((await get('no-such-promotion')).status).toBe(404)
    expect((await get(pending.id)).status).toBe(404)
    const { session: someone } = await signedInAs('member')
    expect((await get(pending.id, someone)).status).toBe(404)
    expect((await get(pending.id, session)).status).toBe(200)
    const { session: admin } = await signedInAs('admin')
    expect((await get(pending.id, admin)).status).toBe(200)
  })
})

describe('POST /api/promotions', () => {
  it('answers 401 to visitors and 403 to members without a create key', async () => {
    expect((await post(null, newPromotion())).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await post(session, newPromotion())).status).toBe(403)
  })

  it('converts London times to UTC: 10:00 on a July date is 09:00Z, a date alone its London midnight', async () => {
    const { session } = await signedInAs('admin')
    const summer = await post(
      session,
      newPromotion({ starts_at: '2026-07-10T10:00', ends_at: '2026-08-01' }),
    )
    expect(summer.status).toBe(201)
    expect(summer.body.data).toMatchObject({
      starts_at: '2026-07-10T09:00:00.000Z',
      ends_at: '2026-07-31T23:00:00.000Z',
    })
    const winter = await post(session, newPromotion({ starts_at: '2026-01-10' }))
    expect(winter.body.data).toMatchObject({
      starts_at: '2026-01-10T00:00:00.000Z',
      // One month after the start by default (spec 02 §9).
      ends_at: '2026-02-10T00:00:00.000Z',
    })
    const row = await reloadPost(winter.body.data.id)
    expect(row).toMatchObject({ startsAt: '2026-01-10T00:00:00.000Z', type: 'promotion' })
  })

  it('saves a manager’s promotion approved by default, with is_system and the default tier', async () => {
    const { user, session } = await signedInAs('admin')
    const res = await post(session, newPromotion({ is_system: true }))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'approved',
      is_system: true,
      tier: 'gold',
      user_id: user.id,
      can_edit: true,
      settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
    })
    expect((await reloadPost(res.body.data.id))?.approvedAt).not.toBeNull()
    const pending = await post(session, newPromotion({ status: 'pending', tier: 'platinum' }))
    expect(pending.body.data).toMatchObject({ status: 'pending', tier: 'platinum' })
  })

  it('keeps a contributor’s promotion pending, drops is_system and tells the managers', async () => {
    const { user: admin } = await signedInAs('admin')
    const { session } = await signedInAs('contributor')
    const res = await post(session, newPromotion({ status: 'approved', is_system: true }))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ status: 'pending', is_system: false })
    const notices = await notificationsOf(admin.id, 'post.submitted')
    expect(notices.map((n) => n.title)).toContain(
      `New promotion waiting for approval: ${res.body.data.title}`,
    )
    expect(notices[0]?.link).toBe('/admin/promotions?status=pending')
  })

  it('lets promotions.create-billable create, storing no payment', async () => {
    const role = await createCustomRole(['promotions.create-billable'])
    const billable = await createUser({ roleId: role.id })
    const res = await post(await signIn(billable.email), newPromotion())
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ status: 'pending', price_paid: 0, stripe_id: null })
  })

  it('takes only an enabled tier; without one, the default, else the highest enabled', async () => {
    const { session } = await signedInAs('admin')
    const refused = await post(session, newPromotion({ tier: 'silver' }))
    expect(refused.status).toBe(422)
    expect(errorOf(refused).errors?.tier).toEqual(['Choose one of the tiers on offer'])
    await setTiers([
      tier('platinum', 4, true),
      tier('gold', 3, true),
      tier('silver', 2, true, true),
    ])
    expect((await post(session, newPromotion())).body.data.tier).toBe('silver')
    await setTiers([tier('platinum', 4, false), tier('gold', 3, true), tier('bronze', 1, true)])
    expect((await post(session, newPromotion())).body.data.tier).toBe('gold')
    expect((await post(session, newPromotion({ tier: 'platinum' }))).status).toBe(422)
    await setTiers([tier('gold', 3, false, true)])
    const none = await post(session, newPromotion())
    expect(none.status).toBe(422)
    expect(errorOf(none).errors).toHaveProperty('tier')
  })

  it('answers 422 with the field messages: title, company, type, dates and unknown categories', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, {
      ...newPromotion({ title: ' ', starts_at: 'soon' }),
      settings: { company_name: '', promotion_type: 'offer' },
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toMatchObject({
      title: ['Title is required'],
      'settings.company_name': ['Company name is required'],
    })
    expect(errorOf(res).errors?.starts_at).toContain('Enter a valid date')
    const backwards = await post(
      session,
      newPromotion({ starts_at: '2026-07-10', ends_at: '2026-07-01' }),
    )
    expect(errorOf(backwards).errors).toHaveProperty('ends_at')
    const unknown = await post(session, newPromotion({ categories: [999_999] }))
    expect(unknown.status).toBe(422)
    expect(errorOf(unknown).errors).toHaveProperty('categories.0')
  })

  it('gives a second promotion of the same title its own slug', async () => {
    const { session } = await signedInAs('admin')
    const title = `Corner Bakery ${crypto.randomUUID().slice(0, 6)}`
    const a = await post(session, newPromotion({ title }))
    const b = await post(session, newPromotion({ title }))
    expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`)
  })
})

describe('PUT /api/promotions/:id', () => {
  it('lets the owner edit but not approve, and keeps an unchanged tier that is no longer offered', async () => {
    const { user, session } = await signedInAs('contributor')
    const promotion = await createPromotionPost({
      userId: user.id,
      status: 'pending',
      tier: 'silver',
    })
    const res = await put(session, promotion.id, {
      title: 'Twenty percent off',
      tier: 'silver',
      is_system: true,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      title: 'Twenty percent off',
      tier: 'silver',
      status: 'pending',
      is_system: false,
    })
    expect((await put(session, promotion.id, { status: 'approved' })).status).toBe(403)
    expect((await put(session, promotion.id, { tier: 'bronze' })).status).toBe(422)
  })

  it('moves the window in London time, the end defaulting to a month after the new start', async () => {
    const { session } = await signedInAs('admin')
    const promotion = await createPromotionPost()
    const res = await put(session, promotion.id, { starts_at: '2026-07-01T10:00', ends_at: null })
    expect(res.body.data).toMatchObject({
      starts_at: '2026-07-01T09:00:00.000Z',
      ends_at: '2026-08-01T09:00:00.000Z',
    })
  })

  it('lets a manager approve someone’s promotion, telling its author', async () => {
    const { user } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: user.id, status: 'pending' })
    const { session } = await signedInAs('admin')
    const res = await put(session, promotion.id, { status: 'approved' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'approved', recently_approved: true })
    const notices = await notificationsOf(user.id, 'post.approved')
    expect(notices).toEqual([
      {
        title: `Your promotion ${promotion.title} is approved`,
        link: `/promotions/${promotion.slug}`,
      },
    ])
  })

  it('answers 403 to other members and 404 for a missing promotion', async () => {
    const promotion = await createPromotionPost()
    const { session } = await signedInAs('contributor')
    expect((await put(session, promotion.id, { title: 'Mine now' })).status).toBe(403)
    expect((await put(session, 999_999, { title: 'Nothing' })).status).toBe(404)
    expect((await put(null, promotion.id, { title: 'Nothing' })).status).toBe(401)
  })
})

describe('DELETE /api/promotions/:id', () => {
  it('lets the owner delete, its claims going with it; others 403, missing 404', async () => {
    const { user, session } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: user.id })
    await claimPromotion(promotion.id, (await createUser()).id)
    const { session: other } = await signedInAs('contributor')
    expect((await remove(other, promotion.id)).status).toBe(403)
    expect((await remove(session, promotion.id)).status).toBe(204)
    expect(await reloadPost(promotion.id)).toBeUndefined()
    expect(await claimRows(promotion.id)).toEqual([])
    expect((await remove(session, promotion.id)).status).toBe(404)
  })

  it('lets promotions.manage delete anyone’s', async () => {
    const promotion = await createPromotionPost()
    const { session } = await signedInAs('admin')
    expect((await remove(session, promotion.id)).status).toBe(204)
  })
})

describe('POST /api/promotions/:id/tell-me-more', () => {
  it('claims a promotion: told, counted, and its author told once', async () => {
    const { user: author } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: author.id })
    const { user, session } = await signedInAs('member')
    const res = await claim(session, promotion.id)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ id: promotion.id, told: true, total_claimed: 1 })
    expect(res.body.data.claimed_at).toEqual(expect.any(String))
    const again = await claim(session, promotion.slug)
    expect(again.status).toBe(201)
    expect(again.body.data).toMatchObject({ told: true, total_claimed: 1 })
    expect(await claimRows(promotion.id)).toEqual([{ user_id: user.id }])
    const notices = await notificationsOf(author.id, 'promotion.claimed')
    expect(notices).toEqual([
      {
        title: `${user.forename} ${user.surname} claimed ${promotion.title}`,
        link: `/admin/promotions?claims=${promotion.id}`,
      },
    ])
  })

  it('counts twenty claims at once by one member as one, and by twenty members as twenty', async () => {
    const promotion = await createPromotionPost()
    const { session } = await signedInAs('member')
    const same = await Promise.all(Array.from({ length: 20 }, () => claim(session, promotion.id)))
    expect(same.every((r) => r.status === 201 && r.body.data.told)).toBe(true)
    expect(await claimRows(promotion.id)).toHaveLength(1)
    expect((await reloadPost(promotion.id))?.totalClaimed).toBe(1)
    const sessions = await Promise.all(
      Array.from({ length: 20 }, async () => (await signedInAs('member')).session),
    )
    const many = await Promise.all(sessions.map((s) => claim(s, promotion.id)))
    expect(many.map((r) => r.status)).toEqual(Array(20).fill(201))
    expect((await reloadPost(promotion.id))?.totalClaimed).toBe(21)
  })

  it('answers visitors 401, and refuses an expired, not yet started or unapproved promotion', async () => {
    const promotion = await createPromotionPost()
    expect((await claim(null, promotion.id)).status).toBe(401)
    const { session } = await signedInAs('admin')
    for (const closed of [
      await createPromotionPost({ endsAt: iso(-DAY) }),
      await createPromotionPost({ startsAt: iso(DAY) }),
      await createPromotionPost({ status: 'pending' }),
    ]) {
      const res = await claim(session, closed.id)
      expect(res.status).toBe(409)
      expect(errorOf(res).message).toBe('This promotion cannot be claimed')
      expect(await claimRows(closed.id)).toEqual([])
    }
    const { session: member } = await signedInAs('member')
    const pending = await createPromotionPost({ status: 'pending' })
    expect((await claim(member, pending.id)).status).toBe(404)
    expect((await claim(member, 999_999)).status).toBe(404)
  })
})

describe('GET /api/promotions/:id/claims', () => {
  it('lists the claims newest first with each member’s name and email, to the owner and managers', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: owner.id })
    const early = await createUser()
    const late = await createUser()
    await claimPromotion(promotion.id, early.id, iso(-DAY))
    await claimPromotion(promotion.id, late.id, iso(-60_000))
    const res = await claims(session, promotion.id)
    expect(res.status).toBe(200)
    expect(res.body.data.map((c) => c.user_id)).toEqual([late.id, early.id])
    expect(res.body.data[0]!.user).toMatchObject({
      id: late.id,
      email: late.email,
      full_name: `${late.forename} ${late.surname}`,
      slug: late.slug,
    })
    expect(res.body.meta.pagination).toMatchObject({ total: 2, per_page: 15 })
    const paged = await claims(session, promotion.id, { per_page: '1', page: '2' })
    expect(paged.body.data.map((c) => c.user_id)).toEqual([early.id])
    const { session: admin } = await signedInAs('admin')
    expect((await claims(admin, promotion.id)).body.data).toHaveLength(2)
  })

  it('answers 401 to visitors, 403 to other members and 404 for a missing promotion', async () => {
    const promotion = await createPromotionPost()
    expect((await claims(null, promotion.id)).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await claims(session, promotion.id)).status).toBe(403)
    expect((await claims(session, 999_999)).status).toBe(404)
  })
})

describe('GET /api/promotions/:id/export-claims', () => {
  it('exports every claim as CSV with formulae defused, to the owner', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const promotion = await createPromotionPost({ userId: owner.id })
    const sly = await createUser({
      forename: '=HYPERLINK("http://evil.example")',
      surname: 'Smith',
    })
    const plain = await createUser({ forename: 'Ann', surname: 'O’Neil, Jr' })
    await claimPromotion(promotion.id, sly.id, '2026-01-01T10:00:00.000Z')
    await claimPromotion(promotion.id, plain.id, '2026-01-02T10:00:00.000Z')
    const res = await exportClaims(session, promotion.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toContain(`claims-${promotion.slug}.csv`)
    const text = await res.text()
    expect(text.split('\r\n')).toEqual([
      '"Name","Email","Claimed at"',
      `"'=HYPERLINK(""http://evil.example"") Smith","${sly.email}","2026-01-01T10:00:00.000Z"`,
      `"Ann O’Neil, Jr","${plain.email}","2026-01-02T10:00:00.000Z"`,
      '',
    ])
  })

  it('answers 403 to other members and 401 to visitors', async () => {
    const promotion = await createPromotionPost()
    expect((await exportClaims(null, promotion.id)).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await exportClaims(session, promotion.id)).status).toBe(403)
  })
})
