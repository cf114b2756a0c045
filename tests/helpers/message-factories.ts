import { env, exports } from 'cloudflare:workers'
import { messageRoomEvent, type MessageRoomEvent } from '@durable-objects/room-protocol'
import { createUser, mintSession } from './factories'
import { ORIGIN, type Session } from './http'

/** Members for messaging tests: connections and blocks written straight into D1. */

export type Member = { id: number; session: Session; forename: string; surname: string }

export const messageMember = async (forename = 'Mia', surname = 'Member'): Promise<Member> => {
  const user = await createUser({ forename, surname })
  return { id: user.id, session: await mintSession(user.id), forename, surname }
}

/** Connects each pair both ways, as the connections feature stores them. */
export const connectMembers = async (...pairs: [Member, Member][]) => {
  await env.DB.batch(
    pairs.flatMap(([a, b]) =>
      [
        [a.id, b.id],
        [b.id, a.id],
      ].map(([from, to]) =>
        env.DB.prepare(
          'INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at) VALUES (?, ?, ?)',
        ).bind(from, to, new Date().toISOString()),
      ),
    ),
  )
}

export const disconnectMembers = async (a: Member, b: Member) => {
  await env.DB.prepare(
    'DELETE FROM connections WHERE (user_from_id = ?1 AND user_to_id = ?2) OR (user_from_id = ?2 AND user_to_id = ?1)',
  )
    .bind(a.id, b.id)
    .run()
}

export const blockMember = async (blocker: Member, blocked: Member) => {
  await env.DB.prepare(
    'INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)',
  )
    .bind(blocker.id, blocked.id, new Date().toISOString())
    .run()
}

/** A member's row of a thread: their read state. */
export const membershipOf = async (threadId: number, member: Member) =>
  env.DB.prepare(
    'SELECT read_at, unread_count, last_post_at FROM message_thread_users WHERE thread_id = ? AND user_id = ?',
  )
    .bind(threadId, member.id)
    .first<{ read_at: string | null; unread_count: number; last_post_at: string | null }>()

export const threadRowOf = async (threadId: number) =>
  env.DB.prepare(
    'SELECT is_group, pair_key, total_posts, last_post_id, last_post_excerpt, last_post_user_id FROM message_threads WHERE id = ?',
  )
    .bind(threadId)
    .first<{
      is_group: number
      pair_key: string | null
      total_posts: number
      last_post_id: number | null
      last_post_excerpt: string | null
      last_post_user_id: number | null
    }>()

/** A message thread's socket opened through the worker route, with every event it received. */
export type MessageSocket = {
  ws: WebSocket
  events: MessageRoomEvent[]
  closedWith: { code: number; reason: string } | null
  next: (match: (e: MessageRoomEvent) => boolean) => Promise<MessageRoomEvent>
}

const openedSockets: WebSocket[] = []

/** For afterEach: closes every message socket the test opened. */
export const closeMessageSockets = () => {
  for (const ws of openedSockets.splice(0)) {
    try {
      ws.close(1000, 'test over')
    } catch {
      // Already closed by the room.
    }
  }
}

export const upgradeMessageThread = (
  threadId: number,
  options: { session?: Session | null; origin?: string | null } = {},
) => {
  const headers: Record<string, string> = { upgrade: 'websocket' }
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN
  if (options.session?.cookie) headers.cookie = options.session.cookie
  return exports.default.fetch(`${ORIGIN}/api/message-threads/${threadId}/live`, { headers })
}

/** Opens the thread's socket as the member and waits for its `ready`. */
export const openMessageSocket = async (threadId: number, session: Session) => {
  const response = await upgradeMessageThread(threadId, { session })
  if (response.status !== 101) throw new Error(`upgrade answered ${response.status}`)
  const ws = response.webSocket!
  const socket: MessageSocket = {
    ws,
    events: [],
    closedWith: null,
    next: async () => ({ type: 'pong' }),
  }
  const waiters: {
    match: (e: MessageRoomEvent) => boolean
    resolve: (e: MessageRoomEvent) => void
  }[] = []
  ws.addEventListener('message', (message) => {
    const event = messageRoomEvent.parse(JSON.parse(String(message.data)))
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
  openedSockets.push(ws)
  socket.next = (match) => {
    const seen = socket.events.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<MessageRoomEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event; got ${JSON.stringify(socket.events)}`)),
        2000,
      )
      waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) })
    })
  }
  await socket.next((e) => e.type === 'ready')
  return socket
}
