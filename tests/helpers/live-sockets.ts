import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import { forumRoomEvent, type ForumRoomEvent } from '@durable-objects/room-protocol'
import { forumCategories, forumThreads } from '@worker/db/schema'
import type { ForumReplyResource } from '@worker/forum/forum-responses.schemas'
import { db } from './factories'
import { ORIGIN, type Session } from './http'

/** Live sockets opened through the worker route, as the thread page opens them. */

let sequence = 0
const opened: WebSocket[] = []

/** For afterEach: closes every socket the test opened. */
export const closeOpenedSockets = () => {
  for (const ws of opened.splice(0)) {
    try {
      ws.close(1000, 'test over')
    } catch {
      // Already closed by the room.
    }
  }
}

/** A category and a thread in it, straight into D1 (the live room only needs the rows). */
export const createThread = async (overrides: Partial<typeof forumThreads.$inferInsert> = {}) => {
  sequence += 1
  const n = `${Date.now().toString(36)}-${sequence}`
  const [category] = await db
    .insert(forumCategories)
    .values({ name: `Live ${n}`, slug: `live-${n}` })
    .returning()
  const [thread] = await db
    .insert(forumThreads)
    .values({
      forumCategoryId: category!.id,
      title: `Thread ${n}`,
      slug: `thread-${n}`,
      body: 'Hello',
      lastActivityAt: new Date().toISOString(),
      ...overrides,
    })
    .returning()
  return thread!
}

/** An open socket with every message it received (parsed with the room protocol) and how it closed. */
export type LiveSocket = {
  ws: WebSocket
  events: ForumRoomEvent[]
  raw: string[]
  /** Set once the room closed the socket (or it dropped). */
  closedWith: { code: number; reason: string } | null
  next: (match: (e: ForumRoomEvent) => boolean) => Promise<ForumRoomEvent>
}

export const upgrade = (
  threadId: number,
  options: { session?: Session | null; origin?: string | null; upgrade?: boolean } = {},
) => {
  const headers: Record<string, string> = {}
  if (options.upgrade !== false) headers.upgrade = 'websocket'
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN
  if (options.session?.cookie) headers.cookie = options.session.cookie
  return exports.default.fetch(`${ORIGIN}/api/forum/threads/${threadId}/live`, { headers })
}

/** Opens a thread's socket and waits for its `ready`. */
export const connect = async (threadId: number, session: Session): Promise<LiveSocket> => {
  const response = await upgrade(threadId, { session })
  expect(response.status).toBe(101)
  const ws = response.webSocket!
  const socket: LiveSocket = {
    ws,
    events: [],
    raw: [],
    closedWith: null,
    next: () => Promise.reject(new Error('not ready')),
  }
  const waiters: { match: (e: ForumRoomEvent) => boolean; resolve: (e: ForumRoomEvent) => void }[] =
    []
  ws.addEventListener('message', (message) => {
    const text = typeof message.data === 'string' ? message.data : ''
    socket.raw.push(text)
    const event = forumRoomEvent.parse(JSON.parse(text))
    socket.events.push(event)
    for (const w of waiters.filter((x) => x.match(event))) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve(event)
    }
  })
  ws.addEventListener('close', (e) => {
    socket.closedWith = { code: e.code, reason: e.reason }
  })
  ws.accept()
  opened.push(ws)
  socket.next = (match) => {
    const seen = socket.events.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<ForumRoomEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event; got ${JSON.stringify(socket.raw)}`)),
        3000,
      )
      waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) })
    })
  }
  await socket.next((e) => e.type === 'ready')
  return socket
}

export const replyFixture = (
  threadId: number,
  id: number,
  body = 'A live reply',
): ForumReplyResource => {
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
