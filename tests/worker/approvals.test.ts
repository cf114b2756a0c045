import { describe, expect, it } from 'vitest'
import { polls } from '@worker/db/schema'
import { apiAs, send } from '../helpers/api'
import { createEvent } from '../helpers/event-factories'
import { createCustomRole, createUser, db, signedInAs, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'
import { createNewsPost, createPromotionPost, createResourcePost } from '../helpers/post-factories'

const approvals = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).approvals.$get({ query: { per_page: '999', ...query } }))

describe('GET /api/approvals', () => {
  it('lists pending events, news and resources newest first, with their authors', async () => {
    const { user: author } = await signedInAs('contributor')
    const { event } = await createEvent({
      status: 'pending',
      userId: author.id,
      createdAt: '2030-01-03T00:00:00.000Z',
    })
    const news = await createNewsPost({
      status: 'pending',
      userId: author.id,
      createdAt: '2030-01-02T00:00:00.000Z',
    })
    const resource = await createResourcePost({
      status: 'pending',
      createdAt: '2030-01-01T00:00:00.000Z',
    })
    const approved = await createNewsPost({ createdAt: '2030-01-04T00:00:00.000Z' })
    const { session } = await signedInAs('admin')
    const res = await approvals(session)
    expect(res.status).toBe(200)
    const top = res.body.data.slice(0, 3)
    expect(top.map((a) => [a.item_type, a.id])).toEqual([
      ['event', event.id],
      ['news', news.id],
      ['resource', resource.id],
    ])
    expect(top[1]).toMatchObject({
      slug: news.slug,
      title: news.title,
      user: { id: author.id, slug: author.slug },
    })
    expect(top[2]?.user).toBeNull()
    expect(res.body.data.some((a) => a.item_type === 'news' && a.id === approved.id)).toBe(false)
  })

  it('shows each type only to holders of its manage key', async () => {
    const news = await createNewsPost({ status: 'pending', createdAt: '2031-01-01T00:00:00.000Z' })
    await createResourcePost({ status: 'pending', createdAt: '2031-01-01T00:00:00.000Z' })
    const role = await createCustomRole(['news.manage'])
    const editor = await createUser({ roleId: role.id })
    const res = await approvals(await signIn(editor.email))
    expect(res.status).toBe(200)
    expect(new Set(res.body.data.map((a) => a.item_type))).toEqual(new Set(['news']))
    expect(res.body.data.map((a) => a.id)).toContain(news.id)
  })

  it('filters by type', async () => {
    await createNewsPost({ status: 'pending' })
    const { session } = await signedInAs('admin')
    const res = await approvals(session, { type: 'resource' })
    expect(res.body.data.every((a) => a.item_type === 'resource')).toBe(true)
  })

  it('answers 401 to visitors and 403 to members and contributors', async () => {
    expect((await approvals(null)).status).toBe(401)
    for (const role of ['member', 'contributor'] as const) {
      const { session } = await signedInAs(role)
      expect((await approvals(session)).status).toBe(403)
    }
  })

  it('drops an item once it is approved through its own endpoint', async () => {
    const news = await createNewsPost({ status: 'pending' })
    const { session } = await signedInAs('admin')
    const before = await approvals(session, { type: 'news' })
    expect(before.body.data.map((a) => a.id)).toContain(news.id)
    const res = await send(
      apiAs(session).news[':id'].$put({
        param: { id: String(news.id) },
        json: { status: 'approved' },
      }),
    )
    expect(res.status).toBe(200)
    const after = await approvals(session, { type: 'news' })
    expect(after.body.data.map((a) => a.id)).not.toContain(news.id)
  })

  it('lists pending polls of their own, surveys and promotions, a poll or survey by its id', async () => {
    const { user: author } = await signedInAs('contributor')
    const at = '2032-01-01T00:00:00.000Z'
    const window = { startsAt: at, endsAt: '2032-02-01T00:00:00.000Z', createdAt: at }
    const [survey] = await db
      .insert(polls)
      .values({ type: 'survey', title: 'Parking survey', status: 'pending', ...window })
      .returning()
    const [poll] = await db
      .insert(polls)
      .values({
        type: 'poll',
        title: 'Which day for the fair?',
        description: `${'A long description. '.repeat(20)}`,
        status: 'pending',
        userId: author.id,
        ...window,
        createdAt: '2032-01-02T00:00:00.000Z',
      })
      .returning()
    // A survey's own question-poll is decided with its survey, never on its own.
    const [embedded] = await db
      .insert(polls)
      .values({ type: 'poll', title: 'Q1', status: 'pending', surveyId: survey!.id, ...window })
      .returning()
    const promotion = await createPromotionPost({
      status: 'pending',
      userId: author.id,
      createdAt: '2032-01-03T00:00:00.000Z',
    })
    const { session } = await signedInAs('admin')
    const res = await approvals(session)
    expect(res.body.data.slice(0, 3).map((a) => [a.item_type, a.id])).toEqual([
      ['promotion', promotion.id],
      ['poll', poll!.id],
      ['survey', survey!.id],
    ])
    expect(res.body.data[1]).toMatchObject({
      slug: String(poll!.id),
      title: 'Which day for the fair?',
      excerpt: poll!.description.slice(0, 250),
      user: { id: author.id },
    })
    expect(res.body.data[1]!.excerpt).toHaveLength(250)
    expect(res.body.data[0]).toMatchObject({ slug: promotion.slug, user: { id: author.id } })
    expect(res.body.data.some((a) => a.id === embedded!.id && a.item_type === 'poll')).toBe(false)
  })

  it.each([
    [['promotions.manage'], ['promotion']],
    [['polls.manage'], ['poll', 'survey']],
    [['surveys.manage'], ['survey']],
  ])('shows %j holders only %j', async (keys, types) => {
    const at = '2033-01-01T00:00:00.000Z'
    const window = { startsAt: at, endsAt: '2033-02-01T00:00:00.000Z', createdAt: at }
    await db.insert(polls).values([
      { type: 'poll', title: 'Pending poll', status: 'pending', ...window },
      { type: 'survey', title: 'Pending survey', status: 'pending', ...window },
    ])
    await createPromotionPost({ status: 'pending', createdAt: at })
    await createNewsPost({ status: 'pending', createdAt: at })
    const role = await createCustomRole([...keys])
    const editor = await createUser({ roleId: role.id })
    const res = await approvals(await signIn(editor.email))
    expect(res.status).toBe(200)
    expect(new Set(res.body.data.map((a) => a.item_type))).toEqual(new Set(types))
  })
})
