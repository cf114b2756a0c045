import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { createCommentInput, listCommentsQuery, updateCommentInput } from './comments.schemas'
import { createComment, deleteComment, listComments, updateComment } from './comments.service'

/**
 * Comments on events, news, resources and members (spec 01 §7). Reading is open to whoever may
 * read the item (the type's view permission, checked by the service with the batch); writing
 * needs a session (spec 01 §6).
 */
export const commentsRoutes = new Hono<AppEnv>()
  .get('/', anyone, validate('query', listCommentsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listComments(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/', signedIn, validate('json', createCommentInput), async (c) =>
    c.json(item(await createComment(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', idParam),
    validate('json', updateCommentInput),
    async (c) =>
      c.json(item(await updateComment(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await deleteComment(depsOf(c), c.req.valid('param').id))),
  )
