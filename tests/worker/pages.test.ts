import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@worker/auth/throttle'
import { PAGE_MESSAGES, SYSTEM_PAGE_SLUGS } from '@worker/pages/pages.schemas'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { advertCounter } from '../helpers/advert-factories'
import { solveCaptcha } from '../helpers/captcha'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'

type NewPage = Parameters<typeof api.pages.$post>[0]['json']
type PageChanges = Parameters<(typeof api.pages)[':id']['$put']>[0]['json']
type Question = Parameters<typeof api.faq.$post>[0]['json']

let ips = 0
/** A fresh client address per form, so the per-IP limit bites only where a test means it to. */
const freshIp = () => {
  ips += 1
  return `203.0.113.${ips}`
}
const newPage = (overrides: Partial<NewPage> = {}): NewPage => ({
  title: `About us ${crypto.randomUUID().slice(0, 6)}`,
  ...overrides,
})
const post = (session: Session | null, json: NewPage) => send(apiAs(session).pages.$post({ json }))
const put = (session: Session | null, id: number | string, json: PageChanges) =>
  send(apiAs(session).pages[':id'].$put({ param: { id: String(id) }, json }))
const get = (key: string | number, session?: Session | null) =>
  send(apiAs(session).pages[':id'].$get({ param: { id: String(key) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).pages.$get({ query }))
const remove = (session: Session | null, id: number | string) =>
  send(apiAs(session).pages[':id'].$delete({ param: { id: String(id) } }))
const solve = () => solveCaptcha(exports.default.fetch.bind(exports.default))
const ask = (json: Question, session: Session | null = null, ip = freshIp()) =>
  send(apiAs(session).faq.$post({ json }, { headers: { 'cf-connecting-ip': ip } }))
const subscribe = (email: string, ip = freshIp()) =>
  send(
    apiAs(null).users.newsletter.$post(
      { json: { email } },
      { headers: { 'cf-connecting-ip': ip } },
    ),
  )
const confirm = (token: string) =>
  send(apiAs(null).users.newsletter.confirm.$post({ json: { token } }))
const unsubscribe = (token: string) =>
  send(apiAs(null).users.newsletter.unsubscribe.$post({ json: { token } }))
const mailsTo = async (to: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY id')
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results
const tokenIn = (text: string) => {
  const match = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)(?![\w&-])/.exec(text)
  if (!match?.[1]) throw new Error(`no token in ${text}`)
  return match[1]
}
const subscriberRow = (email: string) =>
  env.DB.prepare(
    'SELECT status, token_hash, confirmed_at FROM newsletter_subscribers WHERE email = ?',
  )
    .bind(email)
    .first<{ status: string; token_hash: string | null; confirmed_at: string | null }>()

describe('GET /api/pages', () => {
  it('lists the six system pages for an admin, 15 a page, with is_system true', async () => {
    const { session } = await signedInAs('admin')
    const res = await list(session)
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    expect(res.body.meta.pagination.per_page).toBe(15)
    const system = res.body.data.filter((p) => p.is_system).map((p) => p.slug)
    expect(system.sort()).toEqual([...SYSTEM_PAGE_SLUGS].sort())
    expect(res.body.data[0]).not.toHaveProperty('body')
  })

  it('shows visitors approved pages only, and an admin every status', async () => {
    const { session } = await signedInAs('admin')
    const draft = await post(session, newPage({ title: 'Hidden draft page', status: 'pending' }))
    expect(draft.status).toBe(201)
    const visitor = await list(null, { page_size: '100' })
    expect(visitor.status).toBe(200)
    if (visitor.status !== 200) return
    expect(visitor.body.data.map((p) => p.title)).not.toContain('Hidden draft page')
    const admin = await list(session, { page_size: '100', q: 'Hidden draft' })
    if (admin.status !== 200) throw new Error('admin list failed')
    expect(admin.body.data.map((p) => p.title)).toEqual(['Hidden draft page'])
  })
})

describe('GET /api/pages/{id or slug}', () => {
  it('answers a page by slug with the spec fields (M01-NAV-09, M02-PAGE-04)', async () => {
    const res = await get('members')
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    for (const key of [
      'id',
      'slug',
      'type',
      'title',
      'body',
      'status',
      'settings',
      'img',
      'is_system',
      'total_impressions',
      'faq_settings',
    ])
      expect(res.body.data).toHaveProperty(key)
    expect(res.body.data).toMatchObject({ type: 'page', is_system: true, faq_settings: null })
  })

  it('gives the FAQ page its faq_settings keys', async () => {
    const res = await get('faq')
    if (res.status !== 200) throw new Error(`faq answered ${res.status}`)
    expect(Object.keys(res.body.data.faq_settings ?? {}).sort()).toEqual([
      'faq_colour',
      'faq_default_questions',
      'faq_logo',
      'faq_sub_heading',
      'faq_title',
    ])
  })

  it('answers 404 for a missing page and for a pending one to a visitor', async () => {
    expect((await get('no-such-page')).status).toBe(404)
    const { session } = await signedInAs('admin')
    const draft = await post(session, newPage({ status: 'pending' }))
    if (draft.status !== 201) throw new Error('create failed')
    expect((await get(draft.body.data.slug)).status).toBe(404)
    expect((await get(draft.body.data.slug, session)).status).toBe(200)
  })
})

describe('page views (total_impressions)', () => {
  it('counts a public read by slug through the counter object, never by a write of the read itself', async () => {
    const viewsOf = async () =>
      (await env.DB.prepare(
        "SELECT total_impressions AS n FROM posts WHERE type = 'page' AND slug = 'members'",
      ).first<{ n: number }>())!.n
    await advertCounter().flush()
    const before = await viewsOf()
    expect((await get('members')).status).toBe(200)
    expect(await viewsOf()).toBe(before)
    let after = before
    for (let i = 0; i < 50 && after === before; i += 1) {
      await advertCounter().flush()
      after = await viewsOf()
      if (after === before) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(after).toBe(before + 1)
  })
})

describe('POST /api/pages', () => {
  it('creates an approved page with an empty paragraph body by default (M02-PAGE-05, -06)', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newPage({ title: 'Code of conduct' }))
    expect(res.status).toBe(201)
    if (res.status !== 201) return
    expect(res.body.data).toMatchObject({
      type: 'page',
      slug: 'code-of-conduct',
      status: 'approved',
      is_system: false,
      body: { type: 'doc', content: [{ type: 'paragraph' }] },
    })
  })

  it('accepts the save body with type page and a chosen slug, and refuses a taken one', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newPage({ type: 'page', slug: 'visit-us' }))
    expect(res.status).toBe(201)
    const again = await post(session, newPage({ slug: 'visit-us' }))
    expect(again.status).toBe(422)
    expect(errorOf(again).errors?.slug).toEqual([PAGE_MESSAGES.slugTaken])
    const system = await post(session, newPage({ slug: 'faq' }))
    expect(errorOf(system).errors?.slug).toEqual([PAGE_MESSAGES.slugTaken])
  })

  it('answers 422 with field messages', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, { title: '  ', slug: 'Bad Slug!' } as NewPage)
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toMatchObject({
      title: ['Title is required'],
      slug: ['Use lower-case letters, digits and dashes'],
    })
    const wrongType = await post(session, newPage({ type: 'news' as 'page' }))
    expect(wrongType.status).toBe(422)
  })

  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await post(null, newPage())).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await post(session, newPage())).status).toBe(403)
  })
})

describe('PUT /api/pages/{id}', () => {
  it("lets a holder of pages.manage edit another user's page, and refuses others (M02-PAGE-12)", async () => {
    const { session: admin } = await signedInAs('admin')
    const created = await post(admin, newPage())
    if (created.status !== 201) throw new Error('create failed')
    const id = created.body.data.id
    const role = await createCustomRole(['pages.manage'])
    const editor = await createUser({ roleId: role.id })
    const edited = await put(await signIn(editor.email), id, { title: 'Renamed page' })
    expect(edited.status).toBe(200)
    if (edited.status !== 200) throw new Error(`answered ${edited.status}`)
    expect(edited.body.data.title).toBe('Renamed page')
    const { session: member } = await signedInAs('member')
    expect((await put(member, id, { title: 'Hijacked' })).status).toBe(403)
    expect((await put(null, id, { title: 'Hijacked' })).status).toBe(401)
    expect((await put(admin, 999_999, { title: 'Nothing' })).status).toBe(404)
  })

  it('saves the FAQ settings, upper-casing the colour (M02-PAGE-07)', async () => {
    const { session } = await signedInAs('admin')
    const res = await put(session, 'faq', {
      type: 'page',
      faq_settings: {
        faq_title: 'Questions & answers',
        faq_logo: { value: 'https://cdn.example.test/logo.png' },
        faq_colour: '#1f4e7a',
        faq_sub_heading: 'Ask us anything',
        faq_default_questions: ['How do I join?', 'When do events start?'],
      },
    })
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    expect(res.body.data.faq_settings).toEqual({
      faq_title: 'Questions & answers',
      faq_logo: { value: 'https://cdn.example.test/logo.png' },
      faq_colour: '#1F4E7A',
      faq_sub_heading: 'Ask us anything',
      faq_default_questions: ['How do I join?', 'When do events start?'],
    })
    // A later save of other fields keeps them.
    const renamed = await put(session, 'faq', { title: 'FAQ' })
    if (renamed.status !== 200) throw new Error('rename failed')
    expect(renamed.body.data.faq_settings?.faq_default_questions).toHaveLength(2)
  })

  it('refuses empty FAQ questions, FAQ settings on another page and a new slug for a system page', async () => {
    const { session } = await signedInAs('admin')
    const empty = await put(session, 'faq', { faq_settings: { faq_default_questions: ['  '] } })
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors?.['faq_settings.faq_default_questions.0']).toEqual([
      'Enter a question',
    ])
    const elsewhere = await put(session, 'news', { faq_settings: {} })
    expect(errorOf(elsewhere).errors?.faq_settings).toEqual([PAGE_MESSAGES.faqOnly])
    const moved = await put(session, 'events', { slug: 'whats-on' })
    expect(moved.status).toBe(422)
    expect(errorOf(moved).errors?.slug).toEqual([PAGE_MESSAGES.systemSlug])
  })
})

describe('DELETE /api/pages/{id}', () => {
  it('deletes a page and refuses a system page', async () => {
    const { session } = await signedInAs('admin')
    const created = await post(session, newPage())
    if (created.status !== 201) throw new Error('create failed')
    expect((await remove(session, created.body.data.id)).status).toBe(204)
    expect((await get(created.body.data.id, session)).status).toBe(404)
    const faq = await remove(session, 'faq')
    expect(faq.status).toBe(403)
    expect(errorOf(faq).message).toBe(PAGE_MESSAGES.systemUndeletable)
    expect((await get('faq')).status).toBe(200)
  })

  it('answers 401, 403 and 404', async () => {
    const { session: member } = await signedInAs('member')
    expect((await remove(null, 'news')).status).toBe(401)
    expect((await remove(member, 'news')).status).toBe(403)
    const { session } = await signedInAs('admin')
    expect((await remove(session, 999_999)).status).toBe(404)
  })
})

describe('POST /api/faq', () => {
  const question = async (overrides: Partial<Question> = {}): Promise<Question> => ({
    name: 'Grace Hopper',
    email: `grace.${crypto.randomUUID().slice(0, 6)}@example.test`,
    question: 'Can I bring a guest to the summer social?',
    gRecaptchaResponse: await solve(),
    ...overrides,
  })

  it('keeps the question and tells the admins (M01-FAQ-05)', async () => {
    const { user: admin } = await signedInAs('admin')
    const res = await ask(await question())
    expect(res.status).toBe(201)
    if (res.status !== 201) return
    expect(res.body.data).toMatchObject({ name: 'Grace Hopper', answered_at: null })
    const note = await env.DB.prepare(
      "SELECT title, link FROM notifications WHERE user_id = ? AND kind = 'faq.question'",
    )
      .bind(admin.id)
      .first<{ title: string; link: string }>()
    expect(note).toEqual({
      title: 'New question from Grace Hopper',
      link: '/admin/pages?view=questions',
    })
    // The kind's own email template, its placeholders filled.
    const [mail] = await mailsTo(admin.email)
    expect(mail?.subject).toBe('New question from Grace Hopper')
    expect(mail?.text).toContain('Can I bring a guest to the summer social?')
    expect(mail?.text).not.toMatch(/:question|:asker_/)
  })

  it('refuses a missing or wrong captcha and keeps nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM faq_questions').first<{
      n: number
    }>()
    const missing = await ask(await question({ gRecaptchaResponse: '' }))
    expect(missing.status).toBe(422)
    expect(errorOf(missing).errors?.gRecaptchaResponse).toEqual(['Complete the captcha'])
    const wrong = await ask(
      await question({ gRecaptchaResponse: btoa('{"challenge":{},"solution":{}}') }),
    )
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).errors?.gRecaptchaResponse).toEqual([PAGE_MESSAGES.captchaFailed])
    const after = await env.DB.prepare('SELECT count(*) AS n FROM faq_questions').first<{
      n: number
    }>()
    expect(after?.n).toBe(before?.n)
  })

  it('answers 422 for an invalid email and 429 once the IP has used its attempts', async () => {
    const bad = await ask(await question({ email: 'not-an-email' }))
    expect(errorOf(bad).errors?.email).toEqual(['Enter a valid email address'])
    const ip = freshIp()
    for (let i = 0; i < LIMITS.faq; i += 1)
      await ask(await question({ gRecaptchaResponse: 'x' }), null, ip)
    expect((await ask(await question(), null, ip)).status).toBe(429)
  })
})

describe('GET and PUT /api/faq-questions', () => {
  it('lists received questions newest first for admins and marks one answered', async () => {
    await ask({
      name: 'Alan',
      email: 'alan@example.test',
      question: 'Is parking free?',
      gRecaptchaResponse: await solve(),
    })
    const { session } = await signedInAs('admin')
    const res = await send(apiAs(session)['faq-questions'].$get({ query: {} }))
    expect(res.status).toBe(200)
    if (res.status !== 200) return
    const first = res.body.data[0]
    expect(first?.question).toBe('Is parking free?')
    const marked = await send(
      apiAs(session)['faq-questions'][':id'].$put({
        param: { id: String(first?.id) },
        json: { answered: true },
      }),
    )
    expect(marked.status).toBe(200)
    if (marked.status !== 200) throw new Error(`answered ${marked.status}`)
    expect(marked.body.data.answered_at).not.toBeNull()
    const open = await send(apiAs(session)['faq-questions'].$get({ query: { answered: '0' } }))
    if (open.status !== 200) throw new Error('list failed')
    expect(open.body.data.map((q) => q.id)).not.toContain(first?.id)
  })

  it('answers 401, 403 and 404', async () => {
    expect((await send(apiAs(null)['faq-questions'].$get({ query: {} }))).status).toBe(401)
    const { session: member } = await signedInAs('member')
    expect((await send(apiAs(member)['faq-questions'].$get({ query: {} }))).status).toBe(403)
    const { session } = await signedInAs('admin')
    const missing = await send(
      apiAs(session)['faq-questions'][':id'].$put({
        param: { id: '999999' },
        json: { answered: true },
      }),
    )
    expect(missing.status).toBe(404)
  })
})

describe('POST /api/users/newsletter', () => {
  it('double opt-in: pending, a confirmation email, confirmed by its link (M01-FAQ-06)', async () => {
    const email = `reader.${crypto.randomUUID().slice(0, 6)}@example.test`
    const res = await subscribe(email.toUpperCase())
    expect(res.status).toBe(200)
    if (res.status !== 200) throw new Error(`answered ${res.status}`)
    expect(res.body.data.message).toBe(PAGE_MESSAGES.subscribed)
    expect((await subscriberRow(email))?.status).toBe('pending')
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe('Confirm your subscription to the Guildhall newsletter')
    expect(mail?.text).toContain('unsubscribe=1')
    expect(mail?.text).not.toContain('under Notifications')
    const token = tokenIn(mail?.text ?? '')
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect((await subscriberRow(email))?.status).toBe('confirmed')
    // Following the link again is fine.
    expect((await confirm(token)).status).toBe(200)
  })

  it('answers a confirmed address the same and sends it nothing more', async () => {
    const email = `again.${crypto.randomUUID().slice(0, 6)}@example.test`
    await subscribe(email)
    await confirm(tokenIn((await mailsTo(email))[0]?.text ?? ''))
    const again = await subscribe(email)
    expect(again.status).toBe(200)
    if (again.status !== 200) throw new Error(`answered ${again.status}`)
    expect(again.body.data.message).toBe(PAGE_MESSAGES.subscribed)
    expect(await mailsTo(email)).toHaveLength(1)
    expect((await subscriberRow(email))?.status).toBe('confirmed')
  })

  it('unsubscribes by the link and refuses a wrong token', async () => {
    const email = `leaver.${crypto.randomUUID().slice(0, 6)}@example.test`
    await subscribe(email)
    const token = tokenIn((await mailsTo(email))[0]?.text ?? '')
    await confirm(token)
    expect((await unsubscribe(token)).status).toBe(200)
    expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed', token_hash: null })
    const wrong = await confirm('x'.repeat(43))
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).errors?.token).toEqual([PAGE_MESSAGES.badLink])
  })

  it('answers 422 for an invalid email', async () => {
    const res = await subscribe('nope')
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.email).toEqual(['Enter a valid email address'])
  })
})

describe('GET /api/users/newsletter/export', () => {
  it('exports confirmed subscribers only, as CSV, to admins', async () => {
    const confirmed = `csv.${crypto.randomUUID().slice(0, 6)}@example.test`
    const pending = `pending.${crypto.randomUUID().slice(0, 6)}@example.test`
    await subscribe(confirmed)
    await subscribe(pending)
    await confirm(tokenIn((await mailsTo(confirmed))[0]?.text ?? ''))
    const { session } = await signedInAs('admin')
    const res = await apiAs(session).users.newsletter.export.$get()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const text = await res.text()
    expect(text).toContain(`"${confirmed}"`)
    expect(text).not.toContain(pending)
    const { session: member } = await signedInAs('member')
    expect((await apiAs(member).users.newsletter.export.$get()).status).toBe(403)
    expect((await apiAs(null).users.newsletter.export.$get()).status).toBe(401)
  })
})
