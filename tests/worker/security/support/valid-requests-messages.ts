/**
 * Valid requests of the messaging routes (spec 01 §7): each signed-in caller gets a fresh member
 * connected to them and, where the route reads a thread, a thread of theirs with one message, so
 * a refusal is the guard's doing. Visitors are sent the same shapes (and answered 401).
 */
import { env } from 'cloudflare:workers'
import { idParam } from '@worker/lib/params'
import {
  createGroupMessagePostInput,
  createGroupMessageThreadInput,
  createMessagePostInput,
  listGroupMessagePostsQuery,
  listGroupMessageUsersQuery,
  listMessagePostsQuery,
  listMessageThreadsQuery,
  listMessageUsersQuery,
  messageCandidatesQuery,
} from '@worker/messages/messages.schemas'
import { createUser } from '../../../helpers/factories'
import { ORIGIN } from '../../../helpers/http'
import type { Principal } from '../../../helpers/principals'
import type { RequestSpec } from './valid-requests'

/** A fresh member connected to the caller (both directions, as the connections feature stores them). */
const connectedTo = async (p: Principal) => {
  const other = await createUser({ forename: 'Matrix', surname: 'Contact' })
  if (p.user) {
    const now = new Date().toISOString()
    await env.DB.batch(
      [
        [p.user.id, other.id],
        [other.id, p.user.id],
      ].map(([from, to]) =>
        env.DB.prepare(
          'INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at) VALUES (?, ?, ?)',
        ).bind(from, to, now),
      ),
    )
  }
  return other
}

/**
 * A thread of the caller with a connected member (a group adds a second one), holding one
 * message; for a visitor, a thread they are not in (the answer is 401 before it matters).
 */
const threadOf = async (p: Principal, isGroup = false) => {
  const others = isGroup ? [await connectedTo(p), await connectedTo(p)] : [await connectedTo(p)]
  const members = [...(p.user ? [p.user.id] : []), ...others.map((o) => o.id)]
  const now = new Date().toISOString()
  const pairKey = isGroup ? null : `${members[0]}:${members.at(-1)}:${now}`
  const thread = await env.DB.prepare(
    `INSERT INTO message_threads (is_group, pair_key, created_by_id, last_post_excerpt, last_post_at, total_posts, created_at, updated_at)
     VALUES (?, ?, ?, 'Hello', ?, 1, ?, ?) RETURNING id`,
  )
    .bind(isGroup ? 1 : 0, pairKey, members[0], now, now, now)
    .first<{ id: number }>()
  await env.DB.batch([
    ...members.map((id) =>
      env.DB.prepare(
        'INSERT INTO message_thread_users (thread_id, user_id, unread_count, last_post_at, created_at) VALUES (?, ?, 0, ?, ?)',
      ).bind(thread!.id, id, now, now),
    ),
    env.DB.prepare(
      'INSERT INTO message_posts (thread_id, user_id, body, created_at) VALUES (?, ?, ?, ?)',
    ).bind(thread!.id, members[0], 'Hello', now),
  ])
  return thread!.id
}

export const MESSAGE_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/message-threads': {
    input: { query: listMessageThreadsQuery },
    build: () => ({ path: '/api/message-threads?page=1' }),
  },
  'GET /api/message-threads/:id': {
    reuse: 'caller',
    input: { param: idParam },
    build: async ({ p }) => ({ path: `/api/message-threads/${await threadOf(p)}` }),
  },
  'POST /api/message-threads/:id/read': {
    input: { param: idParam },
    build: async ({ p }) => ({ path: `/api/message-threads/${await threadOf(p)}/read` }),
  },
  // The messages screen's socket: a browser sends Upgrade and the page's Origin (ours).
  'GET /api/message-threads/:id/live': {
    reuse: 'caller',
    input: { param: idParam },
    build: async ({ p }) => ({
      path: `/api/message-threads/${await threadOf(p)}/live`,
      headers: { upgrade: 'websocket', origin: ORIGIN },
    }),
  },
  'GET /api/message-posts': {
    reuse: 'caller',
    input: { query: listMessagePostsQuery },
    build: async ({ p }) => ({
      path: `/api/message-posts?message_thread_id=${await threadOf(p)}&page=1`,
    }),
  },
  'POST /api/message-posts': {
    input: { json: createMessagePostInput },
    build: async ({ p }) => ({
      path: '/api/message-posts',
      json: { user_id: (await connectedTo(p)).id, body: 'Sent by a test' },
    }),
  },
  'GET /api/message-users/candidates': {
    input: { query: messageCandidatesQuery },
    build: () => ({ path: '/api/message-users/candidates?q=matrix' }),
  },
  'GET /api/message-users': {
    reuse: 'caller',
    input: { query: listMessageUsersQuery },
    build: async ({ p }) => ({ path: `/api/message-users?message_thread_id=${await threadOf(p)}` }),
  },
  'POST /api/group-message-threads': {
    input: { json: createGroupMessageThreadInput },
    build: async ({ p }) => ({
      path: '/api/group-message-threads',
      json: { users: [(await connectedTo(p)).id, (await connectedTo(p)).id], body: 'Hi both' },
    }),
  },
  'GET /api/group-message-threads/:id': {
    reuse: 'caller',
    input: { param: idParam },
    build: async ({ p }) => ({ path: `/api/group-message-threads/${await threadOf(p, true)}` }),
  },
  'GET /api/group-message-posts': {
    reuse: 'caller',
    input: { query: listGroupMessagePostsQuery },
    build: async ({ p }) => ({
      path: `/api/group-message-posts?group_message_thread_id=${await threadOf(p, true)}&page=1`,
    }),
  },
  'POST /api/group-message-posts': {
    input: { json: createGroupMessagePostInput },
    build: async ({ p }) => ({
      path: '/api/group-message-posts',
      json: { group_message_thread_id: await threadOf(p, true), body: 'Group reply by a test' },
    }),
  },
  'GET /api/group-message-users': {
    reuse: 'caller',
    input: { query: listGroupMessageUsersQuery },
    build: async ({ p }) => ({
      path: `/api/group-message-users?group_message_thread_id=${await threadOf(p, true)}`,
    }),
  },
}
