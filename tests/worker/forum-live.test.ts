import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { forumRoomEvent, type ForumRoomEvent } from '../../durable-objects/room-protocol'
import { forumCategories, forumThreads, siteSettings } from '../../worker/db/schema'
import type { ForumReplyResource } from '../../worker/forum/forum.schemas'
import { publishToThread } from '../../worker/forum/forum-live.service'
import { createUser, db } from '../helpers/factories'
import { call, ORIGIN, type Session } from '../helpers/http'
import { mintSession } from '../helpers/principals'

let sequence = 0
const opened: WebSocket[] = []

afterEach(() => {
  for (const ws of opened.splice(0)) ws.close(1000, 'test over')
})

/** A category and a thread in it, straight into D1 (the live room only needs the rows). */
const createThread = async (overrides: Partial<typeof forumThreads.$inferInsert> = {}) => {
  sequence += 1
  const n = `${Date.now().toString(36)}-${sequence}`
  const [category] = await db.insert(forumCategories).values({ name: `Live ${n}`, slug: `live-${n}` }).returning()
  const [thread] = await db
    .insert(forumThreads)
    .values({ forumCategoryId: category!.id, title: `Thread ${n}`, slug: `thread-${n}`, body: 'Hello', lastActivityAt: new Date().toISOString(), ...overrides })
    .returning()
  return thread!
}

const member = async () => {
  const user = await createUser()
  return { user, session: await mintSession(user.id) }
}

/** An open socket with every message it received, parsed with the room protocol. */
type LiveSocket = { ws: WebSocket; events: ForumRoomEvent[]; raw: string[]; next: (match: (e: ForumRoomEvent) => boolean) => Promise<ForumRoomEvent> }

const upgrade = (threadId: number, options: { session?: Session | null; origin?: string | null; upgrade?: boolean } = {}) => {
  const headers: Record<string, string> = {}
  if (options.upgrade !== false) headers.upgrade = 'websocket'
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN
  if (options.session?.cookie) headers.cookie = options.session.cookie
  return exports.default.fetch(`${ORIGIN}/api/forum/threads/${threadId}/live`, { headers })
}

const connect = async (threadId: number, session: Session): Promise<LiveSocket> => {
  const response = await upgrade(threadId, { session })
  expect(response.status).toBe(101)
  const ws = response.webSocket!
  const events: ForumRoomEvent[] = []
  const raw: string[] = []
  const waiters: { match: (e: ForumRoomEvent) => boolean; resolve: (e: ForumRoomEvent) => void }[] = []
  ws.addEventListener('message', (message) => {
    const text = typeof message.data === 'string' ? message.data : ''
    raw.push(text)
    const event = forumRoomEvent.parse(JSON.parse(text))
    events.push(event)
    for (const w of waiters.filter((x) => x.match(event))) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve(event)
    }
  })
  ws.accept()
  opened.push(ws)
  const next = (match: (e: ForumRoomEvent) => boolean) => {
    const seen = events.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<ForumRoomEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event; got ${JSON.stringify(raw)}`)), 3000)
      waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) })
    })
  }
  return { ws, events, raw, next }
}

const replyFixture = (threadId: number, id: number, body = 'A live reply'): ForumReplyResource => {
  const now = new Date().toISOString()
  return {
    id,
    body,
    entities: [],
    parent_id: null,
    forum_thread_id: threadId,
    user_id: null,
    user: null,
    uploads: [],
    upload_files: { images: [], audio: [], documents: [], videos: [] },
    user_liked: 0,
    total_likes: 0,
    created_at: now,
    last_edited_at: null,
    updated_at: now,
  }
}

describe('GET /api/forum/threads/:id/live', () => {
  it('opens a socket for a signed-in reader and says ready for that thread', async () => {
    const thread = await createThread()
    const { session } = await member()
    const socket = await connect(thread.id, session)
    expect(await socket.next((e) => e.type === 'ready')).toEqual({ type: 'ready', forum_thread_id: thread.id })
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
    await db.insert(siteSettings).values({ key: 'is_forum_active', value: false }).onConflictDoUpdate({ target: siteSettings.key, set: { value: false } })
    try {
      expect((await upgrade(thread.id, { session })).status).toBe(403)
    } finally {
      await db.insert(siteSettings).values({ key: 'is_forum_active', value: true }).onConflictDoUpdate({ target: siteSettings.key, set: { value: true } })
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

  it('reaches 50 open sockets with one broadcast', async () => {
    const thread = await createThread()
    const { session } = await member()
    const sockets = await Promise.all(Array.from({ length: 50 }, () => connect(thread.id, session)))
    await Promise.all(sockets.map((s) => s.next((e) => e.type === 'ready')))
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    const reached = await room.broadcast({ type: 'reply.deleted', forum_thread_id: thread.id, reply_id: 7, parent_id: null })
    expect(reached).toBe(50)
    const received = await Promise.all(sockets.map((s) => s.next((e) => e.type === 'reply.deleted')))
    expect(received.every((e) => e.type === 'reply.deleted' && e.reply_id === 7)).toBe(true)
  })

  it('skips sockets that closed and counts only those reached', async () => {
    const thread = await createThread()
    const { session } = await member()
    const [stay, leave] = [await connect(thread.id, session), await connect(thread.id, session)]
    await Promise.all([stay, leave].map((s) => s.next((e) => e.type === 'ready')))
    leave.ws.close(1000, 'bye')
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    await expect.poll(() => room.broadcast({ type: 'thread.updated', forum_thread_id: thread.id })).toBe(1)
    await stay.next((e) => e.type === 'thread.updated')
  })

  it('drops an event that does not match the protocol, logging it, without throwing', async () => {
    const thread = await createThread()
    const { session } = await member()
    const socket = await connect(thread.id, session)
    await socket.next((e) => e.type === 'ready')
    const bad = JSON.parse(JSON.stringify({ type: 'reply.liked', forum_thread_id: thread.id, reply_id: 3, total_likes: -1 })) as ForumRoomEvent
    await expect(publishToThread(env, thread.id, bad)).resolves.toBeUndefined()
    await publishToThread(env, thread.id, { type: 'thread.liked', forum_thread_id: thread.id, total_likes: 2 })
    await socket.next((e) => e.type === 'thread.liked')
    expect(socket.events.map((e) => e.type)).toEqual(['ready', 'thread.liked'])
  })

  it('closes a member’s sockets on closeFor and leaves the others open', async () => {
    const thread = await createThread()
    const leaving = await member()
    const staying = await member()
    const gone = await connect(thread.id, leaving.session)
    const kept = await connect(thread.id, staying.session)
    await Promise.all([gone, kept].map((s) => s.next((e) => e.type === 'ready')))
    const closed = new Promise<number>((resolve) => gone.ws.addEventListener('close', (e) => resolve(e.code)))
    const room = env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(thread.id)))
    expect(await room.closeFor(leaving.user.id)).toBe(1)
    expect(await closed).toBe(1008)
    await expect.poll(() => room.broadcast({ type: 'thread.updated', forum_thread_id: thread.id })).toBe(1)
  })
})

describe('a reply posted over HTTP', () => {
  it('arrives on an open socket of the thread as a typed reply.created event', async () => {
    const thread = await createThread()
    const viewer = await member()
    const writer = await member()
    const socket = await connect(thread.id, viewer.session)
    await socket.next((e) => e.type === 'ready')
    const res = await call('/api/forum/replies', { session: writer.session, json: { forum_thread_id: thread.id, body: 'Posted live' } })
    expect(res.status).toBe(201)
    const event = await socket.next((e) => e.type === 'reply.created')
    expect(event).toMatchObject({ type: 'reply.created', reply: { forum_thread_id: thread.id, body: 'Posted live', user_id: writer.user.id, user_liked: 0 } })
  })
})
