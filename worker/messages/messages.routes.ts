import { Hono } from 'hono'
import { signedIn, signedInSqlGuarded } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { connectToMessageThread } from './messages-live.service'
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
} from './messages.schemas'
import {
  getThread,
  listCandidates,
  listPosts,
  listThreadUsers,
  listThreads,
  markThreadRead,
} from './messages.service'
import { sendGroupMessage, sendMessage, startGroupThread } from './use-cases/send-message'

/**
 * Messaging between connected members (spec 01 §7 people and messaging): message threads, posts
 * and users, and their group counterparts. Mounted at the root; paths are spelled in full. A
 * thread the caller is not a member of answers 404; writing without a connection 403 (spec 01 §6).
 */
export const messagesRoutes = new Hono<AppEnv>()
  // The inbox: 1:1 and group threads together, newest first; meta.unread is the header's count.
  .get('/message-threads', signedIn, validate('query', listMessageThreadsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total, unread } = await listThreads(depsOf(c), query)
    const body = page(rows, total, query)
    return c.json({ ...body, meta: { ...body.meta, unread } })
  })
  .get('/message-threads/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await getThread(depsOf(c), c.req.valid('param').id))),
  )
  .post('/message-threads/:id/read', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await markThreadRead(depsOf(c), c.req.valid('param').id))),
  )
  .get('/message-threads/:id/live', signedIn, validate('param', idParam), async (c) =>
    connectToMessageThread(depsOf(c), c.req.valid('param').id, c.req.raw),
  )
  .get('/message-posts', signedIn, validate('query', listMessagePostsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listPosts(depsOf(c), query.message_thread_id, query)
    return c.json(page(rows, total, query))
  })
  .post('/message-posts', signedInSqlGuarded, validate('json', createMessagePostInput), async (c) =>
    c.json(item((await sendMessage(depsOf(c), c.req.valid('json'))).post), 201),
  )
  .get(
    '/message-users/candidates',
    signedIn,
    validate('query', messageCandidatesQuery),
    async (c) => c.json(item(await listCandidates(depsOf(c), c.req.valid('query').q))),
  )
  .get('/message-users', signedIn, validate('query', listMessageUsersQuery), async (c) =>
    c.json(item(await listThreadUsers(depsOf(c), c.req.valid('query').message_thread_id))),
  )
  .post(
    '/group-message-threads',
    signedIn,
    validate('json', createGroupMessageThreadInput),
    async (c) => c.json(item(await startGroupThread(depsOf(c), c.req.valid('json'))), 201),
  )
  .get('/group-message-threads/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await getThread(depsOf(c), c.req.valid('param').id, true))),
  )
  .get(
    '/group-message-posts',
    signedIn,
    validate('query', listGroupMessagePostsQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listPosts(depsOf(c), query.group_message_thread_id, query, true)
      return c.json(page(rows, total, query))
    },
  )
  .post(
    '/group-message-posts',
    signedInSqlGuarded,
    validate('json', createGroupMessagePostInput),
    async (c) => c.json(item((await sendGroupMessage(depsOf(c), c.req.valid('json'))).post), 201),
  )
  .get('/group-message-users', signedIn, validate('query', listGroupMessageUsersQuery), async (c) =>
    c.json(
      item(await listThreadUsers(depsOf(c), c.req.valid('query').group_message_thread_id, true)),
    ),
  )
