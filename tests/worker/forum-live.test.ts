import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import { siteSettings } from '@worker/db/schema'
import { publishToThread } from '@worker/forum/forum-live.service'
import { createReply } from '@worker/forum/forum-replies.service'
import { createReplyInput } from '@worker/forum/forum.schemas'
import { housekeeping } from '@worker/jobs/housekeeping'
import { recheckLiveAccess } from '@worker/live/live-access'
import { createUser, db, mintSession } from '../helpers/factories'
import { call } from '../helpers/http'
import {
  closeOpenedSockets,
  connect,
  createThread,
  replyFixture,
  upgrade,
} from '../helpers/live-sockets'
import { actorAuth } from './security/support/service-deps'

afterEach(closeOpenedSockets)

/** A member's sessions with a socket on the thread, by the live-room registry, oldest connection first. */
const sessionHashOf = async (userId: number, threadId: number) =>
  (
    await env.DB.prepare(
      'SELECT session_hash AS h FROM live_room_connections WHERE user_id = ? AND room = ? ORDER BY connected_at',
    )
      .bind(userId, `forum-thread:${threadId}`)
      .all<{ h: string }>()
  ).results.map((r) => r.h)

const member = async () => {
  const user = await createUser()
  return { user, session: await mintSession(user.id) }
}

describe('GET /api/forum/threads/:id/live', () => {
  it('opens a socket for a signed-in reader and says ready for that thread', async () => {
    const thread = await createThread()
    const { session } = await member()
    const socket = await connect(thread.id, session)
    expect(await socket.next((e) => e.type === 'ready')).toEqual({
      type: 'ready',
      forum_thread_id: thread.id,
    })
  })

  it('answers a ping with a pong and ignores messages that are not in the protocol', async () => {
    const thread = await createThread()
    const { session } = await member()
    const socket = await connect(thread.id, session)
    await socket.next((e) => e.type === 'ready')
    socket.ws.send('not json')
    socket.ws.send(JSON.stringify({ type: 'reply.created' }))
    socket.ws.send(JSON.stringify({ type: 'ping', extra: true }))
    expect(await socket.next((e) => e.type === 'pong')).toEqual({ type: 'pong' })
    socket.ws.send(JSON.stringify({ type: 'ping' }))
    await expect.poll(() => socket.events.filter((e) => e.type === 'pong').length).toBe(2)
    expect(socket.events.map((e) => e.type)).toEqual(['ready', 'pong', 'pong'])
  })

  it('refuses a visitor with 401', async () => {
    const thread = await createThread()
    const response = await upgrade(thread.id)
    expect(response.status).toBe(401)
    expect(response.webSocket).toBeNull()
  })

  it("refuses another site's page with 403, even with the member's cookie", async () => {
    const thread = await createThread()
    const { session } = await member()
    expect((await upgrade(thread.id, { session, origin: 'https://evil.example' })).status).toBe(403)
    expect((await upgrade(thread.id, { session, origin: null })).status).toBe(403)
  })

  it('answers 404 for a private thread the member may not read, and for a missing thread', async () => {
    const author = await createUser()
    const hidden = await createThread({ private: true, userId: author.id })
    const { session } = await member()
    const response = await upgrade(hidden.id, { session })
    expect(response.status).toBe(404)
    expect(response.webSocket).toBeNull()
    expect((await upgrade(999_999, { session })).status).toBe(404)
    // The author may read it, so they may watch it.
    const own = await connect(hidden.id, await mintSession(author.id))
    await own.next((e) => e.type === 'ready')
  })

  it('answers 403 while the forum is switched off', async () => {
    const thread = await createThread()
    const { session } = await member()
    await db
      .insert(siteSettings)
      .values({ key: 'is_forum_active', value: false })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: false } })
    try {
      expect((await upgrade(thread.id, { session })).status).toBe(403)
    } finally {
      await db
        .insert(siteSettings)
        .values({ key: 'is_forum_active', value: true })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: true } })
    }
  })

  it('answers 426 to a plain GET', async () => {
    const thread = await createThread()
    const { session } = await member()
    const response = await upgrade(thread.id, { session, upgrade: false })
    expect(response.status).toBe(426)
    expect(await response.json()).toEqual({ message: 'Expected a websocket upgrade' })
  })
})

describe('publishToThread', () => {
  it('delivers a typed event to every socket of the thread and to no other thread', async () => {
    const thread = await createThread()
    const other = await createThread()
    const { session } = await member()
    const [a, b] = [await connect(thread.id, session), await connect(thread.id, session)]
    const elsewhere = await connect(other.id, session)
    await Promise.all([a, b, elsewhere].map((s) => s.next((e) => e.type === 'ready')))
    const event: ForumRoomEvent = { type: 'reply.created', reply: replyFixture(thread.id, 41) }
    await publishToThread(env, thread.id, event)
    expect(await a.next((e) => e.type === 'reply.created')).toEqual(event)
    expect(await b.next((e) => e.type === 'reply.created')).toEqual(event)
    expect(elsewhere.events.map((e) => e.type)).toEqual(['ready'])
  })

  it('reaches every open socket of every member and session, on a public thread as on a private one', async () => {
    const author = await member()
    const readers = [await member(), await member()]
    for (const isPrivate of [false, true]) {
      const thread = await createThread({ private: isPrivate, userId: author.user.id })
      if (isPrivate)
        await env.DB.batch(
          readers.map((r) =>
            env.DB.prepare(
              'INSERT INTO forum_thread_mentions (forum_thread_id, user_id) VALUES (?, ?)',
            ).bind(thread.id, r.user.id),
          ),
        )
      const sessions = [
        author.session,
        await mintSession(author.user.id),
        ...readers.map((r) => r.session),
      ]
      const sockets = await Promise.all(sessions.map((session) => connect(thread.id, session)))
      const event: ForumRoomEvent = { type: 'reply.created', reply: replyFixture(thread.id, 42) }
      await publishToThread(env, thread.id, event)
      const received = await Promise.all(
        sockets.map((s) => s.next((e) => e.type === 'reply.created')),
      )
      expect(received).toEqual(sockets.map(() => event))
    }
  })

  it('reaches 50 open sockets with one broadcast', async () => {
    const thread = await createThread()
    const { session } = await member()
    const sockets = await Promise.all(Array.from({ length: 50 }, () => connect(thread.id, session)))
    await Promise.all(sockets.map((s) => s.next((e) => e.type === 'ready')))
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    const reached = await room.broadcast({
      type: 'reply.deleted',
      forum_thread_id: thread.id,
      reply_id: 7,
      parent_id: null,
    })
    expect(reached).toBe(50)
    const received = await Promise.all(
      sockets.map((s) => s.next((e) => e.type === 'reply.deleted')),
    )
    expect(received.every((e) => e.type === 'reply.deleted' && e.reply_id === 7)).toBe(true)
  })

  it('skips sockets that closed and counts only those reached', async () => {
    const thread = await createThread()
    const { session } = await member()
    const [stay, leave] = [await connect(thread.id, session), await connect(thread.id, session)]
    await Promise.all([stay, leave].map((s) => s.next((e) => e.type === 'ready')))
    leave.ws.close(1000, 'bye')
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    await expect
      .poll(() => room.broadcast({ type: 'thread.updated', forum_thread_id: thread.id }))
      .toBe(1)
    await stay.next((e) => e.type === 'thread.updated')
  })

  it('drops an event that does not match the protocol, logging it, without throwing', async () => {
    const thread = await createThread()
    const { session } = await member()
    const socket = await connect(thread.id, session)
    await socket.next((e) => e.type === 'ready')
    const bad = JSON.parse(
      JSON.stringify({
        type: 'reply.liked',
        forum_thread_id: thread.id,
        reply_id: 3,
        total_likes: -1,
      }),
    ) as ForumRoomEvent
    await expect(publishToThread(env, thread.id, bad)).resolves.toBeUndefined()
    await publishToThread(env, thread.id, {
      type: 'thread.liked',
      forum_thread_id: thread.id,
      total_likes: 2,
    })
    await socket.next((e) => e.type === 'thread.liked')
    expect(socket.events.map((e) => e.type)).toEqual(['ready', 'thread.liked'])
  })

  it('closes on closeSessions the sockets of one member, or of one session, and leaves the others open', async () => {
    const thread = await createThread()
    const leaving = await member()
    const staying = await member()
    const secondDevice = await mintSession(staying.user.id)
    const [gone, kept, otherDevice] = [
      await connect(thread.id, leaving.session),
      await connect(thread.id, staying.session),
      await connect(thread.id, secondDevice),
    ]
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    expect(
      await room.closeSessions({ userId: leaving.user.id }, { code: 4001, reason: 'Signed out' }),
    ).toBe(1)
    await expect.poll(() => gone.closedWith).toEqual({ code: 4001, reason: 'Signed out' })
    // Rows in connection order: the staying member's first session is the one with `kept`.
    const [hash] = await sessionHashOf(staying.user.id, thread.id)
    expect(
      await room.closeSessions({ sessionHash: hash! }, { code: 4001, reason: 'Signed out' }),
    ).toBe(1)
    await expect.poll(() => kept.closedWith).toEqual({ code: 4001, reason: 'Signed out' })
    expect(await room.broadcast({ type: 'thread.updated', forum_thread_id: thread.id })).toBe(1)
    await otherDevice.next((e) => e.type === 'thread.updated')
    expect(otherDevice.closedWith).toBeNull()
  })
})

describe('sessions and access that end while a socket is open', () => {
  // A publish checks nobody (everyone connected may read): they are closed where they end.
  it.each([
    ['revoked without a request that could close it', 'DELETE FROM sessions WHERE token_hash = ?'],
    ['expired', "UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?"],
  ])(
    'closes with 4001 at the hourly clean-up a socket whose session was %s; the member’s other session still receives',
    async (_case, statement) => {
      const thread = await createThread()
      const viewer = await member()
      const revoked = await connect(thread.id, viewer.session)
      const [hash] = await sessionHashOf(viewer.user.id, thread.id)
      const otherDevice = await connect(thread.id, await mintSession(viewer.user.id))
      await env.DB.prepare(statement).bind(hash).run()
      await housekeeping({ db, env })
      await expect.poll(() => revoked.closedWith).toEqual({ code: 4001, reason: 'Signed out' })
      const event: ForumRoomEvent = { type: 'reply.created', reply: replyFixture(thread.id, 51) }
      await publishToThread(env, thread.id, event)
      expect(await otherDevice.next((e) => e.type === 'reply.created')).toEqual(event)
      expect(revoked.events.map((e) => e.type)).toEqual(['ready'])
      expect(await sessionHashOf(viewer.user.id, thread.id)).toHaveLength(1)
    },
  )

  it('closes with 1008 the socket of a member who may no longer read a private thread once access is decided again, not at a publish', async () => {
    const author = await member()
    const mentioned = await member()
    const thread = await createThread({ private: true, userId: author.user.id })
    await env.DB.prepare(
      'INSERT INTO forum_thread_mentions (forum_thread_id, user_id) VALUES (?, ?)',
    )
      .bind(thread.id, mentioned.user.id)
      .run()
    const [reader, outsider] = [
      await connect(thread.id, author.session),
      await connect(thread.id, mentioned.session),
    ]
    await env.DB.prepare('DELETE FROM forum_thread_mentions WHERE forum_thread_id = ?')
      .bind(thread.id)
      .run()
    // What the edit that removed the mention runs after its write (tests/worker/live-access.test.ts).
    await recheckLiveAccess({ db, env }, { rooms: [`forum-thread:${thread.id}`] })
    await expect.poll(() => outsider.closedWith).toEqual({ code: 1008, reason: 'Access ended' })
    await publishToThread(env, thread.id, { type: 'thread.updated', forum_thread_id: thread.id })
    await reader.next((e) => e.type === 'thread.updated')
    expect(outsider.events.map((e) => e.type)).toEqual(['ready'])
  })
})

describe('a reply posted over HTTP', () => {
  it('arrives on an open socket of the thread as a typed reply.created event', async () => {
    const thread = await createThread()
    const viewer = await member()
    const writer = await member()
    const socket = await connect(thread.id, viewer.session)
    await socket.next((e) => e.type === 'ready')
    const res = await call('/api/forum/replies', {
      session: writer.session,
      json: { forum_thread_id: thread.id, body: 'Posted live' },
    })
    expect(res.status).toBe(201)
    const event = await socket.next((e) => e.type === 'reply.created')
    expect(event).toMatchObject({
      type: 'reply.created',
      reply: {
        forum_thread_id: thread.id,
        body: 'Posted live',
        user_id: writer.user.id,
        user_liked: 0,
      },
    })
  })
})

describe('the fan-out after a write', () => {
  it('is handed to the request’s waitUntil: the reply is answered first, the socket served after', async () => {
    const thread = await createThread()
    const viewer = await member()
    const writer = await createUser()
    const socket = await connect(thread.id, viewer.session)
    await socket.next((e) => e.type === 'ready')
    const deferred: Promise<unknown>[] = []
    const deps = {
      db,
      env,
      auth: await actorAuth(writer.id),
      defer: (task: Promise<unknown>) => void deferred.push(task),
    }
    const reply = await createReply(
      deps,
      createReplyInput.parse({ forum_thread_id: thread.id, body: 'Answered before the fan-out' }),
    )
    expect(deferred).toHaveLength(1)
    await Promise.all(deferred)
    expect(await socket.next((e) => e.type === 'reply.created')).toMatchObject({
      reply: { id: reply.id, body: 'Answered before the fan-out' },
    })
  })
})
