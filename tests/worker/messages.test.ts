import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MESSAGE_TEXT } from '@worker/messages/messages.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { call } from '../helpers/http'
import {
  blockMember,
  connectMembers,
  disconnectMembers,
  membershipOf,
  messageMember,
  threadRowOf,
  type Member,
} from '../helpers/message-factories'

const sendTo = (from: Member, to: Member | number, body = 'Hello there') =>
  send(
    apiAs(from.session)['message-posts'].$post({
      json: { user_id: typeof to === 'number' ? to : to.id, body },
    }),
  )
const sendInGroup = (from: Member, threadId: number, body = 'Hello group') =>
  send(
    apiAs(from.session)['group-message-posts'].$post({
      json: { group_message_thread_id: threadId, body },
    }),
  )
const startGroup = (from: Member, users: number[], body = 'Welcome, everyone') =>
  send(apiAs(from.session)['group-message-threads'].$post({ json: { users, body } }))
const inbox = (member: Member, query: { page?: string; per_page?: string } = {}) =>
  send(apiAs(member.session)['message-threads'].$get({ query }))
const postsOf = (member: Member, threadId: number, query: Record<string, string> = {}) =>
  send(
    apiAs(member.session)['message-posts'].$get({
      query: { message_thread_id: String(threadId), ...query },
    }),
  )
const markRead = (member: Member, threadId: number) =>
  send(
    apiAs(member.session)['message-threads'][':id'].read.$post({
      param: { id: String(threadId) },
    }),
  )

const pair = async () => {
  const a = await messageMember('Ada', 'Lovelace')
  const b = await messageMember('Ben', 'Okri')
  await connectMembers([a, b])
  return [a, b] as const
}

describe('POST /api/message-posts', () => {
  it('creates the 1:1 thread with the first message and answers the post (spec 01 §3 fields)', async () => {
    const [a, b] = await pair()
    const res = await sendTo(a, b, '  Lunch on Friday?  ')
    expect(res.status).toBe(201)
    const post = res.body.data
    expect(post).toMatchObject({
      user_id: a.id,
      body: 'Lunch on Friday?',
      body_excerpt: 'Lunch on Friday?',
      group_message_thread_id: null,
      user: { id: a.id, full_name: 'Ada Lovelace', initials: 'AL' },
    })
    expect(post.created_at).toMatch(/Z$/)
    const thread = await threadRowOf(post.message_thread_id)
    expect(thread).toMatchObject({
      is_group: 0,
      pair_key: `${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`,
      total_posts: 1,
      last_post_id: post.id,
      last_post_user_id: a.id,
      last_post_excerpt: 'Lunch on Friday?',
    })
    expect(await membershipOf(post.message_thread_id, b)).toMatchObject({ unread_count: 1 })
    expect(await membershipOf(post.message_thread_id, a)).toMatchObject({ unread_count: 0 })
  })

  it('refuses a member who is not connected with 403 and the spec message, writing nothing', async () => {
    const a = await messageMember()
    const stranger = await messageMember()
    const res = await sendTo(a, stranger)
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(MESSAGE_TEXT.notConnected)
    const row = await env.DB.prepare('SELECT count(*) AS n FROM message_threads WHERE pair_key = ?')
      .bind(`${Math.min(a.id, stranger.id)}:${Math.max(a.id, stranger.id)}`)
      .first<{ n: number }>()
    expect(row?.n).toBe(0)
    expect((await sendTo(a, 999_999)).status).toBe(403)
  })

  it('refuses to message oneself with the recipient rule, and an empty body with "Message required"', async () => {
    const [a, b] = await pair()
    const self = await sendTo(a, a)
    expect(self.status).toBe(422)
    expect(errorOf(self).errors).toEqual({ user_id: [MESSAGE_TEXT.chooseRecipient] })
    const empty = await sendTo(a, b, '   ')
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors).toEqual({ body: [MESSAGE_TEXT.messageRequired] })
  })

  it('refuses messages once either member blocks the other, also in the existing thread', async () => {
    const [a, b] = await pair()
    const first = await sendTo(a, b)
    expect(first.status).toBe(201)
    await blockMember(b, a)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await sendTo(from, to)
      expect(res.status).toBe(403)
      expect(errorOf(res).message).toBe(MESSAGE_TEXT.notConnected)
    }
    expect((await threadRowOf(first.body.data.message_thread_id))?.total_posts).toBe(1)
    const thread = await send(
      apiAs(a.session)['message-threads'][':id'].$get({
        param: { id: String(first.body.data.message_thread_id) },
      }),
    )
    expect(thread.body.data.can_post).toBe(false)
  })

  it('refuses a reply once the connection is removed', async () => {
    const [a, b] = await pair()
    expect((await sendTo(a, b)).status).toBe(201)
    await disconnectMembers(a, b)
    expect((await sendTo(b, a)).status).toBe(403)
  })

  it('keeps one thread when both members send their first message at the same moment', async () => {
    const [a, b] = await pair()
    const results = await Promise.all([
      sendTo(a, b, 'Hi Ben'),
      sendTo(b, a, 'Hi Ada'),
      sendTo(a, b, 'Are you there?'),
    ])
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    const ids = new Set(results.map((r) => r.body.data.message_thread_id))
    expect(ids.size).toBe(1)
    const [threadId] = [...ids]
    expect((await threadRowOf(threadId!))?.total_posts).toBe(3)
    const users = await env.DB.prepare(
      'SELECT count(*) AS n FROM message_thread_users WHERE thread_id = ?',
    )
      .bind(threadId)
      .first<{ n: number }>()
    expect(users?.n).toBe(2)
  })

  it('costs one round trip once the recipient has been notified: the session rides in the write', async () => {
    const [a, b] = await pair()
    expect((await sendTo(a, b, 'First')).status).toBe(201)
    const second = await sendTo(a, b, 'Second')
    expect(second.status).toBe(201)
    expect(second.headers.get('x-d1-round-trips')).toBe('1')
    const c = await messageMember('Cai', 'Jones')
    await connectMembers([a, c])
    const group = await startGroup(a, [b.id, c.id])
    const inGroup = await sendInGroup(a, group.body.data.thread.id, 'Again')
    expect(inGroup.status).toBe(201)
    expect(inGroup.headers.get('x-d1-round-trips')).toBe('1')
  })

  // The post is one batch with the session in it: the sender is the session's user in SQL.
  it('answers 401 to an expired session or a deactivated sender, writing nothing in 1:1 or group threads', async () => {
    const [a, b] = await pair()
    const first = await sendTo(a, b, 'Before')
    expect(first.status).toBe(201)
    const threadId = first.body.data.message_thread_id
    const c = await messageMember('Cai', 'Jones')
    await connectMembers([a, c], [b, c])
    const group = await startGroup(a, [b.id, c.id])
    expect(group.status).toBe(201)
    const groupId = group.body.data.thread.id
    const posts = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM message_posts WHERE thread_id IN (?, ?)')
        .bind(threadId, groupId)
        .first<{ n: number }>())!.n
    const before = await posts()

    await env.DB.prepare(
      "UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(a.id)
      .run()
    expect((await sendTo(a, b, 'Expired')).status).toBe(401)
    expect((await sendInGroup(a, groupId, 'Expired')).status).toBe(401)

    const active = await messageMember('Dee', 'Active')
    await connectMembers([active, b])
    const hello = await sendTo(active, b, 'Hello')
    expect(hello.status).toBe(201)
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(active.id).run()
    expect((await sendTo(active, b, 'Deactivated')).status).toBe(401)

    expect(await posts()).toBe(before)
    const byDee = await env.DB.prepare('SELECT count(*) AS n FROM message_posts WHERE user_id = ?')
      .bind(active.id)
      .first<{ n: number }>()
    expect(byDee?.n).toBe(1)
    expect(await threadRowOf(threadId)).toMatchObject({
      total_posts: 1,
      last_post_excerpt: 'Before',
    })
  })

  it('answers 401 to a visitor', async () => {
    const res = await call('/api/message-posts', {
      method: 'POST',
      json: { user_id: 1, body: 'Hi' },
    })
    expect(res.status).toBe(401)
  })
})

describe('GET /api/message-threads', () => {
  it('lists the inbox newest first with the other member, excerpt and unread count', async () => {
    const me = await messageMember('Cara', 'Diaz')
    const [x, y] = [await messageMember('Xan', 'Lee'), await messageMember('Yve', 'Ngo')]
    await connectMembers([me, x], [me, y])
    await sendTo(x, me, 'First from Xan')
    await sendTo(y, me, 'Hello from Yve')
    await sendTo(y, me, 'And again')
    await sendTo(x, me, 'Xan once more')
    const res = await inbox(me)
    expect(res.status).toBe(200)
    expect(res.body.meta.pagination.total).toBe(2)
    expect(res.body.meta.unread).toBe(4)
    expect(
      res.body.data.map((t) => [t.users[0]?.full_name, t.last_post?.body_excerpt, t.unread_count]),
    ).toEqual([
      ['Xan Lee', 'Xan once more', 2],
      ['Yve Ngo', 'And again', 2],
    ])
    expect(res.body.data[0]).toMatchObject({
      is_group: false,
      total_users: 2,
      read_at: null,
      can_post: true,
      message_thread: { total_posts: 2, is_group: false },
    })
  })

  it('pages in SQL: page 2 continues where page 1 stopped', async () => {
    const me = await messageMember()
    const others = await Promise.all([1, 2, 3, 4, 5].map((n) => messageMember(`P${n}`, 'Peer')))
    await connectMembers(...others.map((o) => [me, o] as [Member, Member]))
    for (const o of others) await sendTo(o, me, `from ${o.forename}`)
    const first = await inbox(me, { per_page: '2' })
    const second = await inbox(me, { per_page: '2', page: '2' })
    const third = await inbox(me, { per_page: '2', page: '3' })
    expect(first.body.meta.pagination).toMatchObject({ total: 5, total_pages: 3, count: 2 })
    const names = [first, second, third].flatMap((p) =>
      p.body.data.map((t) => t.users[0]?.full_name),
    )
    expect(names).toEqual(['P5 Peer', 'P4 Peer', 'P3 Peer', 'P2 Peer', 'P1 Peer'])
  })
})

describe('POST /api/message-threads/:id/read', () => {
  it('sets read_at and clears the unread count, which the header count follows', async () => {
    const [a, b] = await pair()
    const res = await sendTo(a, b, 'one')
    await sendTo(a, b, 'two')
    const threadId = res.body.data.message_thread_id
    const bell = await send(apiAs(b.session).notifications.$get({ query: {} }))
    expect(bell.body.meta.messages_unread).toBe(2)
    const read = await markRead(b, threadId)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ id: threadId, unread_count: 0 })
    const row = await membershipOf(threadId, b)
    expect(row?.unread_count).toBe(0)
    expect(row?.read_at).toBe(read.body.data.read_at)
    const after = await send(apiAs(b.session).notifications.$get({ query: {} }))
    expect(after.body.meta.messages_unread).toBe(0)
  })

  it('answers 404 for a thread the caller is not in', async () => {
    const [a, b] = await pair()
    const outsider = await messageMember()
    const res = await sendTo(a, b)
    expect((await markRead(outsider, res.body.data.message_thread_id)).status).toBe(404)
  })
})

describe('GET /api/message-posts', () => {
  it('pages a conversation newest first; before_id keeps older pages still when new posts arrive', async () => {
    const [a, b] = await pair()
    let threadId = 0
    for (let i = 1; i <= 7; i += 1)
      threadId = (await sendTo(i % 2 ? a : b, i % 2 ? b : a, `m${i}`)).body.data.message_thread_id
    const first = await postsOf(b, threadId, { per_page: '3' })
    expect(first.status).toBe(200)
    expect(first.body.data.map((p) => p.body)).toEqual(['m7', 'm6', 'm5'])
    expect(first.body.meta.pagination.total).toBe(7)
    await sendTo(a, b, 'm8')
    const older = await postsOf(b, threadId, {
      per_page: '3',
      before_id: String(first.body.data.at(-1)!.id),
    })
    expect(older.body.data.map((p) => p.body)).toEqual(['m4', 'm3', 'm2'])
  })

  it('answers 404 to a member outside the thread and to a missing thread', async () => {
    const [a, b] = await pair()
    const outsider = await messageMember()
    const res = await sendTo(a, b)
    expect((await postsOf(outsider, res.body.data.message_thread_id)).status).toBe(404)
    expect((await postsOf(a, 999_999)).status).toBe(404)
  })
})

describe('group message threads', () => {
  it('starts a group with everyone connected to the sender and counts unread for each recipient', async () => {
    const me = await messageMember('Gia', 'Host')
    const [x, y] = [await messageMember('Xia', 'One'), await messageMember('Yan', 'Two')]
    await connectMembers([me, x], [me, y])
    const res = await startGroup(me, [x.id, y.id, me.id, x.id], 'Planning the meetup')
    expect(res.status).toBe(201)
    const { thread, post } = res.body.data
    expect(thread).toMatchObject({ is_group: true, total_users: 3 })
    expect(thread.users.map((u) => u.full_name)).toEqual(['Xia One', 'Yan Two'])
    expect(post).toMatchObject({
      group_message_thread_id: thread.id,
      message_thread_id: thread.id,
      body: 'Planning the meetup',
    })
    expect(await membershipOf(thread.id, x)).toMatchObject({ unread_count: 1 })
    expect(await membershipOf(thread.id, y)).toMatchObject({ unread_count: 1 })

    // Members reply even when they are not connected to each other.
    const reply = await sendInGroup(x, thread.id, 'Count me in')
    expect(reply.status).toBe(201)
    expect(await membershipOf(thread.id, y)).toMatchObject({ unread_count: 2 })
    expect(await membershipOf(thread.id, me)).toMatchObject({ unread_count: 1 })

    const posts = await send(
      apiAs(y.session)['group-message-posts'].$get({
        query: { group_message_thread_id: String(thread.id) },
      }),
    )
    expect(posts.body.data.map((p) => p.body)).toEqual(['Count me in', 'Planning the meetup'])
    const users = await send(
      apiAs(y.session)['group-message-users'].$get({
        query: { group_message_thread_id: String(thread.id) },
      }),
    )
    expect(users.body.data.map((u) => u.id)).toEqual([me.id, x.id, y.id])
  })

  it('refuses a group when any recipient is not connected to the sender, writing nothing', async () => {
    const me = await messageMember()
    const [x, stranger] = [await messageMember(), await messageMember()]
    await connectMembers([me, x])
    const before = await env.DB.prepare('SELECT count(*) AS n FROM message_threads').first<{
      n: number
    }>()
    const res = await startGroup(me, [x.id, stranger.id])
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(MESSAGE_TEXT.notConnected)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM message_threads').first<{
      n: number
    }>()
    expect(after?.n).toBe(before?.n)
  })

  it('asks for a recipient when the only one named is the sender', async () => {
    const me = await messageMember()
    const res = await startGroup(me, [me.id])
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ users: [MESSAGE_TEXT.chooseRecipient] })
  })

  it('answers 404 to posting in a group one is not in, and 403 when a block stands in the group', async () => {
    const me = await messageMember()
    const [x, y] = [await messageMember(), await messageMember()]
    await connectMembers([me, x], [me, y])
    const { thread } = (await startGroup(me, [x.id, y.id])).body.data
    const outsider = await messageMember()
    expect((await sendInGroup(outsider, thread.id)).status).toBe(404)
    await blockMember(y, x)
    const refused = await sendInGroup(x, thread.id)
    expect(refused.status).toBe(403)
    expect((await sendInGroup(me, thread.id)).status).toBe(201)
  })

  it('keeps a 1:1 thread out of the group paths', async () => {
    const [a, b] = await pair()
    const res = await sendTo(a, b)
    const threadId = res.body.data.message_thread_id
    expect((await sendInGroup(a, threadId)).status).toBe(404)
    const posts = await send(
      apiAs(a.session)['group-message-posts'].$get({
        query: { group_message_thread_id: String(threadId) },
      }),
    )
    expect(posts.status).toBe(404)
  })
})

describe('GET /api/message-users/candidates', () => {
  it("finds the member's connections by name or email, never strangers or blocked members", async () => {
    const me = await messageMember()
    const friend = await messageMember('Priya', 'Shah')
    const blocked = await messageMember('Priyanka', 'Rao')
    const stranger = await messageMember('Priya', 'Stranger')
    await connectMembers([me, friend], [me, blocked])
    await blockMember(me, blocked)
    const byName = await send(
      apiAs(me.session)['message-users'].candidates.$get({ query: { q: 'priya' } }),
    )
    expect(byName.body.data.map((u) => u.id)).toEqual([friend.id])
    const email = (await env.DB.prepare('SELECT email FROM users WHERE id = ?')
      .bind(friend.id)
      .first<{ email: string }>())!.email
    const byEmail = await send(
      apiAs(me.session)['message-users'].candidates.$get({ query: { q: email.slice(0, 8) } }),
    )
    expect(byEmail.body.data.map((u) => u.id)).toContain(friend.id)
    expect(byEmail.body.data.map((u) => u.id)).not.toContain(stranger.id)
    expect(byName.body.data[0]).toEqual({
      id: friend.id,
      full_name: 'Priya Shah',
      slug: expect.any(String),
      img: null,
      initials: 'PS',
    })
  })

  it('takes a long search or one with % and _ literally (no LIKE pattern: D1 refused long ones)', async () => {
    const me = await messageMember()
    const friend = await messageMember('Priya', 'Shah')
    await connectMembers([me, friend])
    for (const q of ['x'.repeat(100), '%', '_']) {
      const res = await send(apiAs(me.session)['message-users'].candidates.$get({ query: { q } }))
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual([])
    }
  })
})

describe('message.received notifications', () => {
  it('notifies a recipient once per unread streak, in the app', async () => {
    const [a, b] = await pair()
    await sendTo(a, b, 'first')
    await sendTo(a, b, 'second')
    const count = () =>
      env.DB.prepare(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'message.received'",
      )
        .bind(b.id)
        .first<{ n: number }>()
        .then((r) => r?.n)
    await expect.poll(count).toBe(1)
    const note = await env.DB.prepare(
      "SELECT title, body, link FROM notifications WHERE user_id = ? AND kind = 'message.received'",
    )
      .bind(b.id)
      .first<{ title: string; body: string; link: string }>()
    expect(note).toMatchObject({ title: 'Ada Lovelace sent you a message', body: 'first' })
    expect(note?.link).toMatch(/^\/messages\/\d+$/)
  })
})
