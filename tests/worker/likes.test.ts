import { inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { engagementColumnsSql } from '@worker/content/engagement-sql'
import { events } from '@worker/db/schema'
import { apiAs, send } from '../helpers/api'
import {
  countersOf,
  createGroupWith,
  createPost,
  insertComment,
  insertLike,
  likesOf,
} from '../helpers/engagement-factories'
import { createEvent } from '../helpers/event-factories'
import { createUser, db, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const likers = (session: Session | null, item_type: string, item_id: number) =>
  send(apiAs(session).likes.$get({ query: { item_type, item_id: String(item_id) } }))
const like = (session: Session | null, item_type: string, item_id: number) =>
  send(apiAs(session).likes.$post({ json: { item_type, item_id } }))
const unlike = (session: Session | null, id: number) =>
  send(apiAs(session).likes[':id'].$delete({ param: { id: String(id) } }))

describe('GET /api/likes', () => {
  it('lists the likers newest first with the count and the viewer’s own like', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const ann = await createUser({ forename: 'Ann', surname: 'Oak' })
    const mine = await insertLike({ itemType: 'event', itemId: event.id, userId: me.user.id })
    const hers = await insertLike({ itemType: 'event', itemId: event.id, userId: ann.id })
    const res = await likers(me.session, 'event', event.id)
    expect(res.status).toBe(200)
    expect(res.body.data.map((l) => l.id)).toEqual([hers.id, mine.id])
    expect(res.body.data[0]).toMatchObject({
      id: hers.id,
      item_id: event.id,
      item_type: 'event',
      user_id: ann.id,
      user: { id: ann.id, full_name: 'Ann Oak', slug: ann.slug, img: null, initials: 'AO' },
    })
    expect(res.body.meta).toMatchObject({ pagination: { total: 2 }, user_liked: mine.id })
    const visitor = await likers(null, 'event', event.id)
    expect(visitor.body.meta.user_liked).toBe(0)
  })

  it('answers 404 for items the viewer may not read and 422 for an unknown type', async () => {
    const me = await signedInAs('member')
    const author = await createUser()
    const pending = await createPost({ status: 'pending', userId: author.id })
    const gated = await createPost({
      type: 'resource',
      groupId: (await createGroupWith([author])).id,
    })
    const privateEvent = (await createEvent({ private: true })).event
    await insertLike({ itemType: 'news', itemId: pending.id, userId: author.id })
    expect((await likers(me.session, 'news', pending.id)).status).toBe(404)
    expect((await likers(me.session, 'resource', gated.id)).status).toBe(404)
    expect((await likers(null, 'event', privateEvent.id)).status).toBe(404)
    expect((await likers(me.session, 'event', privateEvent.id)).status).toBe(200)
    expect((await likers(me.session, 'package', 1)).status).toBe(422)
  })
})

describe('POST /api/likes', () => {
  it('likes once: a second like answers with the same like, the count moves once', async () => {
    const news = await createPost()
    const me = await signedInAs('member')
    const first = await like(me.session, 'news', news.id)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      item_id: news.id,
      item_type: 'news',
      user_id: me.user.id,
      total_likes: 1,
    })
    const again = await like(me.session, 'news', news.id)
    expect(again.body.data).toMatchObject({ id: first.body.data.id, total_likes: 1 })
    expect(await countersOf('news', news.id)).toEqual({ likes: 1, comments: 0 })
  })

  it('leaves one like and a count of one after twenty likes at once', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => like(me.session, 'event', event.id)),
    )
    expect(answers.every((a) => a.status === 201)).toBe(true)
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect(await likesOf('event', event.id)).toHaveLength(1)
    expect(await countersOf('event', event.id)).toEqual({ likes: 1, comments: 0 })
  })

  it('answers 401 to visitors, 404 for unreadable items, 422 for bad input, liking nothing', async () => {
    const { event } = await createEvent()
    expect((await like(null, 'event', event.id)).status).toBe(401)
    const me = await signedInAs('member')
    const pending = await createPost({ status: 'pending', userId: (await createUser()).id })
    const gated = await createPost({ type: 'resource', groupId: (await createGroupWith([])).id })
    expect((await like(me.session, 'news', pending.id)).status).toBe(404)
    expect((await like(me.session, 'resource', gated.id)).status).toBe(404)
    expect((await like(me.session, 'event', 999_999)).status).toBe(404)
    expect((await like(me.session, 'package', event.id)).status).toBe(422)
    const bad = await call('/api/likes', { session: me.session, json: { item_type: 'event' } })
    expect(bad.status).toBe(422)
    expect(await likesOf('news', pending.id)).toEqual([])
    expect(await likesOf('resource', gated.id)).toEqual([])
    expect(await likesOf('event', event.id)).toEqual([])
  })
})

describe('DELETE /api/likes/:id', () => {
  it('takes one’s own like back and the count follows', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const liked = await like(me.session, 'event', event.id)
    const res = await unlike(me.session, liked.body.data.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: liked.body.data.id, total_likes: 0 })
    expect(await likesOf('event', event.id)).toEqual([])
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 0 })
    expect((await unlike(me.session, liked.body.data.id)).status).toBe(404)
    const relike = await like(me.session, 'event', event.id)
    expect(relike.body.data.total_likes).toBe(1)
  })

  it('answers someone else’s like as missing (404) and visitors 401, keeping it', async () => {
    const { event } = await createEvent()
    const owner = await createUser()
    const theirs = await insertLike({ itemType: 'event', itemId: event.id, userId: owner.id })
    const me = await signedInAs('admin')
    expect((await unlike(me.session, theirs.id)).status).toBe(404)
    expect((await unlike(null, theirs.id)).status).toBe(401)
    expect(await likesOf('event', event.id)).toHaveLength(1)
    expect(await countersOf('event', event.id)).toEqual({ likes: 1, comments: 0 })
  })
})

describe('engagementColumnsSql (for lists of items)', () => {
  it('gives each row its totals and the viewer’s own like, in the row’s own statement', async () => {
    const a = (await createEvent()).event
    const b = (await createEvent()).event
    const me = await createUser()
    const other = await createUser()
    const mine = await insertLike({ itemType: 'event', itemId: a.id, userId: me.id })
    await insertLike({ itemType: 'event', itemId: a.id, userId: other.id })
    await insertComment({ itemType: 'event', itemId: a.id, userId: other.id })
    const rows = await db
      .select({ id: events.id, ...engagementColumnsSql('event', sql`${events.id}`, sql`${me.id}`) })
      .from(events)
      .where(inArray(events.id, [a.id, b.id]))
      .orderBy(events.id)
    expect(rows).toEqual([
      { id: a.id, total_likes: 2, total_comments: 1, user_liked: mine.id },
      { id: b.id, total_likes: 0, total_comments: 0, user_liked: 0 },
    ])
  })
})
