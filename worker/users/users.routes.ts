import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listUsersQuery, updateUserInput, userIdParam } from './users.schemas'
import { deleteUser, listUsers, readUser, updateUser } from './users.service'

/** Mounted at /users. */
export const usersRoutes = new Hono<AppEnv>()
  .get(
    '/',
    allowed('users.update', 'users.set.is_active'),
    validate('query', listUsersQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listUsers(depsOf(c), query)
      return c.json(page(rows, total, query))
    },
  )
  .get('/:id', signedIn, validate('param', userIdParam), async (c) =>
    c.json(item(await readUser(depsOf(c), c.req.valid('param').id))),
  )
  // Field-level permissions are checked in updateUser; a member may edit their own profile.
  .put(
    '/:id',
    signedIn,
    validate('param', userIdParam),
    validate('json', updateUserInput),
    async (c) =>
      c.json(item(await updateUser(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', allowed('users.delete'), validate('param', userIdParam), async (c) =>
    c.json(item(await deleteUser(depsOf(c), c.req.valid('param').id))),
  )
