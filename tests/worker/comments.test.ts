import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberBlocks, notifications } from '@worker/db/schema'
import { BODY_REQUIRED, PARENT_ELSEWHERE } from '@worker/comments/comments.schemas'
import { UNKNOWN_ITEM_TYPE } from '@worker/content/engagement.schemas'
import { apiAs, send } from '../helpers/api'
import {
  commentRow,
  countersOf,
  createGroupWith,
  createPost,
  insertComment,
} from '../helpers/engagement-factories'
import { createEvent } from '../helpers/event-factories'
import { createUser, db, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

type ItemType = 'event' | 'news' | 'resource' | 'member'

const list = (session: Session | null, item_type: string, item_id: number, page = 1) =>
  send(
    apiAs(session).comments.$get({
      query: { item_type, item_id: String(item_id), page: String(page) },
    }),
  )
const post = (
  session: Session | null,
  json: { item_type: string; item_id: number; body: string; parent_id?: number | null },
) => send(apiAs(session).comments.$post({ json }))
const edit = (session: Session | null, id: number, body: string) =>
  send(apiAs(session).comments[':id'].$put({ param: { id: String(id) }, json: { body } }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).comments[':id'].$delete({ param: { id: String(id) } }))

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes)).toISOString()
const noticesOf = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId))

/** An item of each kind the viewer may NOT read, each with a comment on it. */
const unreadableItems = async (reader: { id: number }) => {
  const author = await createUser()
  const pendingNews = await createPost({ status: 'pending', userId: author.id })
  const group = await createGroupWith([author])
  const gatedResource = await createPost({ type: 'resource', groupId: group.id, userId: author.id })
  const privateEvent = (await createEvent({ private: true, userId: author.id })).event
  const draftEvent = (await createEvent({ status: 'pending', userId: author.id })).event
  const blocker = await createUser()
  await db.insert(memberBlocks).values({ blockerId: blocker.id, blockedId: reader.id })
  const items: [string, ItemType, number][] = [
    ['pending news of someone else', 'news', pendingNews.id],
    ['a group-gated resource', 'resource', gatedResource.id],
    ['a draft event of someone else', 'event', draftEvent.id],
    ['a member who blocked the reader', 'member', blocker.id],
    ['a missing event', 'event', 999_999],
  ]
  for (const [, type, id] of items)
    await insertComment({ itemType: type, itemId: id, userId: author.id, body: 'Hidden words' })
  return { items, privateEvent, author }
}

describe('GET /api/comments', () => {
  it('lists top-level comments newest first, each with its replies oldest first, in the spec’s shape', async () => {
    const { event } = await createEvent()
    const ann = await createUser({ forename: 'Ann', surname: 'Oak' })
    const bob = await createUser({ forename: 'Bob', surname: 'Ash' })
    const first = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: ann.id,
      body: 'First!',
      createdAt: at(1),
    })
    const second = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: bob.id,
      body: 'Second',
      createdAt: at(2),
    })
    const laterReply = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: ann.id,
      parentId: first.id,
      body: 'Later reply',
      createdAt: at(5),
    })
    const earlyReply = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: bob.id,
      parentId: first.id,
      body: 'Early reply',
      createdAt: at(3),
    })
    const res = await list(null, 'event', event.id)
    expect(res.status).toBe(200)
    expect(res.body.data.map((c) => c.id)).toEqual([second.id, first.id])
    expect(res.body.meta.pagination).toMatchObject({ total: 2, count: 2, current_page: 1 })
    const top = res.body.data[1]!
    expect(top).toMatchObject({
      id: first.id,
      parent_id: null,
      body: 'First!',
      entities: [],
      item_id: event.id,
      item_type: 'event',
      user_id: ann.id,
      user: { id: ann.id, full_name: 'Ann Oak', slug: ann.slug, img: null },
      created_at: at(1),
      can_edit: false,
      can_delete: false,
    })
    expect(top.updated_at).toEqual(expect.any(String))
    expect(top.replies?.map((r) => [r.id, r.parent_id, r.body])).toEqual([
      [earlyReply.id, first.id, 'Early reply'],
      [laterReply.id, first.id, 'Later reply'],
    ])
    expect(top.replies?.[0]?.user).toMatchObject({ id: bob.id, full_name: 'Bob Ash' })
    expect(res.body.data[0]!.replies).toEqual([])
  })

  it('pages top-level comments and says what the viewer may do with each', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const other = await createUser()
    for (let i = 0; i < 12; i++)
      await insertComment({
        itemType: 'event',
        itemId: event.id,
        userId: i === 0 ? me.user.id : other.id,
        createdAt: at(i),
      })
    const first = await list(me.session, 'event', event.id)
    expect(first.body.meta.pagination).toMatchObject({ total: 12, count: 10, total_pages: 2 })
    const second = await list(me.session, 'event', event.id, 2)
    expect(second.body.data).toHaveLength(2)
    const mine = second.body.data.at(-1)!
    expect(mine).toMatchObject({ user_id: me.user.id, can_edit: true, can_delete: true })
    expect(second.body.data[0]).toMatchObject({ can_edit: false, can_delete: false })
    const admin = await signedInAs('admin')
    const moderated = await list(admin.session, 'event', event.id, 2)
    expect(moderated.body.data[0]).toMatchObject({ can_edit: false, can_delete: true })
  })

  it('answers 404 and no comment for an item the viewer may not read, of every kind', async () => {
    const me = await signedInAs('member')
    const { items, privateEvent, author } = await unreadableItems(me.user)
    for (const [name, type, id] of items) {
      const res = await list(me.session, type, id)
      expect({ name, status: res.status, body: JSON.stringify(res.body) }).toMatchObject({
        status: 404,
        body: expect.not.stringContaining('Hidden words'),
      })
    }
    await insertComment({ itemType: 'event', itemId: privateEvent.id, userId: author.id })
    expect((await list(null, 'event', privateEvent.id)).status).toBe(404)
    expect((await list(me.session, 'event', privateEvent.id)).status).toBe(200)
  })

  it('shows a pending post to its author and to a manager, a gated resource to the group', async () => {
    const author = await signedInAs('member')
    const pending = await createPost({ status: 'pending', userId: author.user.id })
    await insertComment({ itemType: 'news', itemId: pending.id, userId: author.user.id })
    expect((await list(author.session, 'news', pending.id)).body.meta.pagination.total).toBe(1)
    const admin = await signedInAs('admin')
    expect((await list(admin.session, 'news', pending.id)).status).toBe(200)
    const insider = await signedInAs('member')
    const group = await createGroupWith([insider.user])
    const resource = await createPost({ type: 'resource', groupId: group.id })
    expect((await list(insider.session, 'resource', resource.id)).status).toBe(200)
    expect((await list(author.session, 'resource', resource.id)).status).toBe(404)
  })

  it('answers 422 for an unknown item type and a missing item id', async () => {
    const res = await list(null, 'package', 1)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ errors: { item_type: [UNKNOWN_ITEM_TYPE] } })
    expect((await call('/api/comments?item_type=event')).status).toBe(422)
  })

  it('refuses readers without the type’s view permission: members 403, visitors 401', async () => {
    const news = await createPost()
    const me = await signedInAs('member')
    const revoke = (role: string) =>
      env.DB.prepare(
        `DELETE FROM role_permissions WHERE permission_key = 'news.view:directory'
        AND role_id = (SELECT id FROM roles WHERE key = ?)`,
      )
        .bind(role)
        .run()
    const restore = (role: string) =>
      env.DB.prepare(
        `INSERT INTO role_permissions (role_id, permission_key)
        SELECT id, 'news.view:directory' FROM roles WHERE key = ?`,
      )
        .bind(role)
        .run()
    await revoke('member')
    await revoke('visitor')
    try {
      expect((await list(me.session, 'news', news.id)).status).toBe(403)
      expect((await list(null, 'news', news.id)).status).toBe(401)
      expect(
        (await post(me.session, { item_type: 'news', item_id: news.id, body: 'Hi' })).status,
      ).toBe(403)
    } finally {
      await restore('member')
      await restore('visitor')
    }
    expect((await list(me.session, 'news', news.id)).status).toBe(200)
  })

  it('costs one D1 round trip for a signed-in reader', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    await insertComment({ itemType: 'event', itemId: event.id, userId: me.user.id })
    const res = await call(`/api/comments?item_type=event&item_id=${event.id}`, {
      session: me.session,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })
})

describe('POST /api/comments', () => {
  it('creates a comment (201), counts it, and tells the item’s author', async () => {
    const owner = await createUser()
    const { event } = await createEvent({ userId: owner.id })
    const me = await signedInAs('member', { forename: 'Cara', surname: 'Lind' })
    const res = await post(me.session, {
      item_type: 'event',
      item_id: event.id,
      body: '  See you there  ',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      parent_id: null,
      body: 'See you there',
      item_type: 'event',
      item_id: event.id,
      user_id: me.user.id,
      user: { id: me.user.id, full_name: 'Cara Lind' },
      replies: [],
      can_edit: true,
    })
    expect((await commentRow(res.body.data.id))?.body).toBe('See you there')
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 1 })
    const [notice] = await noticesOf(owner.id)
    expect(notice).toMatchObject({
      kind: 'comment.created',
      title: `Cara Lind commented on ${event.title}`,
      link: `/events/${event.slug}`,
    })
    // Never the commenter themself.
    const own = await createEvent({ userId: me.user.id })
    await post(me.session, { item_type: 'event', item_id: own.event.id, body: 'Mine' })
    expect(await noticesOf(me.user.id)).toEqual([])
  })

  it('nests a reply under its comment, a reply to a reply under the top-level one, and tells the parent’s author', async () => {
    const { event } = await createEvent()
    const parentAuthor = await createUser()
    const top = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: parentAuthor.id,
    })
    const me = await signedInAs('member')
    const reply = await post(me.session, {
      item_type: 'event',
      item_id: event.id,
      body: 'Agreed',
      parent_id: top.id,
    })
    expect(reply.status).toBe(201)
    expect(reply.body.data).toMatchObject({ parent_id: top.id })
    expect(reply.body.data.replies).toBeUndefined()
    const deeper = await post(me.session, {
      item_type: 'event',
      item_id: event.id,
      body: 'Deeper',
      parent_id: reply.body.data.id,
    })
    expect(deeper.body.data.parent_id).toBe(top.id)
    const listed = await list(null, 'event', event.id)
    expect(listed.body.data).toHaveLength(1)
    expect(listed.body.data[0]!.replies?.map((r) => r.body)).toEqual(['Agreed', 'Deeper'])
    // The second reply answered the member's own reply: nobody else to tell.
    expect((await noticesOf(parentAuthor.id)).map((n) => n.kind)).toEqual(['comment.replied'])
    expect(await noticesOf(me.user.id)).toEqual([])
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 3 })
  })

  it('answers 422 for an empty body or a parent on another item', async () => {
    const { event } = await createEvent()
    const other = await createEvent()
    const me = await signedInAs('member')
    const empty = await post(me.session, { item_type: 'event', item_id: event.id, body: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.body).toMatchObject({ errors: { body: [BODY_REQUIRED] } })
    const elsewhere = await insertComment({
      itemType: 'event',
      itemId: other.event.id,
      userId: me.user.id,
    })
    const wrong = await post(me.session, {
      item_type: 'event',
      item_id: event.id,
      body: 'Hi',
      parent_id: elsewhere.id,
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({ errors: { parent_id: [PARENT_ELSEWHERE] } })
    const unknown = await post(me.session, { item_type: 'package', item_id: 1, body: 'Hi' })
    expect(unknown.status).toBe(422)
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 0 })
  })

  it('answers 401 to visitors and 404 for items the member may not read, writing nothing', async () => {
    const { event } = await createEvent()
    expect((await post(null, { item_type: 'event', item_id: event.id, body: 'Hi' })).status).toBe(
      401,
    )
    const me = await signedInAs('member')
    const { items } = await unreadableItems(me.user)
    for (const [name, type, id] of items) {
      const before = await countersOf(type, id)
      const res = await post(me.session, { item_type: type, item_id: id, body: 'Sneaky' })
      expect({ name, status: res.status }).toEqual({ name, status: 404 })
      expect(await countersOf(type, id)).toEqual(before)
    }
  })

  it('lets a member comment on news, a resource of their group and a member profile', async () => {
    const me = await signedInAs('member')
    const news = await createPost()
    const group = await createGroupWith([me.user])
    const resource = await createPost({ type: 'resource', groupId: group.id })
    const profile = await createUser()
    for (const [type, id] of [
      ['news', news.id],
      ['resource', resource.id],
      ['member', profile.id],
    ] as const) {
      const res = await post(me.session, { item_type: type, item_id: id, body: 'Nice' })
      expect(res.status).toBe(201)
      expect(await countersOf(type, id)).toEqual({ likes: 0, comments: 1 })
    }
    expect((await noticesOf(profile.id))[0]).toMatchObject({
      kind: 'comment.created',
      link: `/members/${profile.slug}`,
    })
  })
})

describe('PUT /api/comments/:id', () => {
  it('lets the owner change the body', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const comment = await insertComment({ itemType: 'event', itemId: event.id, userId: me.user.id })
    const res = await edit(me.session, comment.id, ' Changed ')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: comment.id, body: 'Changed', can_edit: true })
    expect((await commentRow(comment.id))?.body).toBe('Changed')
  })

  it('refuses others (403, managers too), visitors (401), an empty body (422), an unreadable item (404)', async () => {
    const { event } = await createEvent()
    const owner = await signedInAs('member')
    const comment = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: owner.user.id,
      body: 'Original',
    })
    const other = await signedInAs('member')
    const admin = await signedInAs('admin')
    expect((await edit(other.session, comment.id, 'Mine now')).status).toBe(403)
    expect((await edit(admin.session, comment.id, 'Moderated')).status).toBe(403)
    expect((await edit(null, comment.id, 'Anon')).status).toBe(401)
    expect((await edit(owner.session, comment.id, '  ')).status).toBe(422)
    expect((await edit(owner.session, 999_999, 'Nothing')).status).toBe(404)
    expect((await commentRow(comment.id))?.body).toBe('Original')
    const { items } = await unreadableItems(owner.user)
    const [, type, id] = items[0]!
    const hidden = await insertComment({ itemType: type, itemId: id, userId: owner.user.id })
    expect((await edit(owner.session, hidden.id, 'Hello')).status).toBe(404)
  })
})

describe('DELETE /api/comments/:id', () => {
  it('lets the owner delete a comment: its replies go with it, in one batch, and the count follows', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const top = await insertComment({ itemType: 'event', itemId: event.id, userId: me.user.id })
    const other = await createUser()
    const reply = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: other.id,
      parentId: top.id,
    })
    const kept = await insertComment({ itemType: 'event', itemId: event.id, userId: other.id })
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 3 })
    const res = await remove(me.session, top.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: top.id, deleted: 2, total_comments: 1 })
    expect(await commentRow(top.id)).toBeUndefined()
    expect(await commentRow(reply.id)).toBeUndefined()
    expect(await commentRow(kept.id)).toBeDefined()
    expect(await countersOf('event', event.id)).toEqual({ likes: 0, comments: 1 })
    expect((await list(null, 'event', event.id)).body.data.map((c) => c.id)).toEqual([kept.id])
  })

  it('lets a manager of the type moderate, refuses other members (403) and visitors (401)', async () => {
    const { event } = await createEvent()
    const author = await createUser()
    const comment = await insertComment({ itemType: 'event', itemId: event.id, userId: author.id })
    const other = await signedInAs('member')
    expect((await remove(other.session, comment.id)).status).toBe(403)
    expect((await remove(null, comment.id)).status).toBe(401)
    expect(await commentRow(comment.id)).toBeDefined()
    const admin = await signedInAs('admin')
    expect((await remove(admin.session, comment.id)).status).toBe(200)
    expect(await commentRow(comment.id)).toBeUndefined()
    expect((await remove(admin.session, comment.id)).status).toBe(404)
  })

  it('deletes a reply alone', async () => {
    const { event } = await createEvent()
    const me = await signedInAs('member')
    const top = await insertComment({ itemType: 'event', itemId: event.id, userId: me.user.id })
    const reply = await insertComment({
      itemType: 'event',
      itemId: event.id,
      userId: me.user.id,
      parentId: top.id,
    })
    const res = await remove(me.session, reply.id)
    expect(res.body.data).toMatchObject({ deleted: 1, parent_id: top.id, total_comments: 1 })
    expect(await commentRow(top.id)).toBeDefined()
  })
})
