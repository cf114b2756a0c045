import { Hono } from 'hono'
import { anyone, signedIn, signedInReadFirst } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { createReplyInput, listRepliesQuery, updateReplyInput } from './forum.schemas'
import { idParam } from '../lib/params'
import { createReply, getReply, listReplies } from './forum-replies.service'
import { deleteReply, updateReply } from './use-cases/edit-reply'

/** Forum replies (spec 01 §7): one level of nesting; each write is pushed to the thread's live room. */
export const forumRepliesRoutes = new Hono<AppEnv>()
  .get('/replies', anyone, validate('query', listRepliesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listReplies(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/replies/:id', anyone, validate('param', idParam), async (c) =>
    c.json(item(await getReply(depsOf(c), c.req.valid('param').id))),
  )
  .post('/replies', signedInReadFirst, validate('json', createReplyInput), async (c) =>
    c.json(item(await createReply(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/replies/:id',
    signedIn,
    validate('param', idParam),
    validate('json', updateReplyInput),
    async (c) =>
      c.json(item(await updateReply(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/replies/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await deleteReply(depsOf(c), c.req.valid('param').id))),
  )
