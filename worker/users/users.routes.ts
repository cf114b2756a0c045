import { Hono } from 'hono'
import { actorOf } from '../auth/auth.middleware'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { endLiveSessions } from '../live/live-rooms'
import { listUsersQuery, updateUserInput, userIdParam } from './users.schemas'
import { deleteUser, listUsers, readUser, updateUser } from './users.service'

export const usersRoutes = new Hono<AppEnv>()
  .get(
    '/users',
    allowed('users.update', 'users.set.is_active'),
    validate('query', listUsersQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listUsers(c.var.db, c.var.auth, query)
      return c.json(page(rows, total, query))
    },
  )
  .get('/users/:id', signedIn, validate('param', userIdParam), async (c) =>
    c.json(item(await readUser(c.var.db, await actorOf(c), c.req.valid('param').id))),
  )
  // Field-level permissions are checked in updateUser; a member may edit their own profile.
  .put(
    '/users/:id',
    signedIn,
    validate('param', userIdParam),
    validate('json', updateUserInput),
    async (c) =>
      c.json(
        item(
          await updateUser(
            { db: c.var.db, env: c.env },
            await actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
      ),
  )
  .delete('/users/:id', allowed('users.delete'), validate('param', userIdParam), async (c) => {
    const deleted = await deleteUser(c.var.db, await actorOf(c), c.req.valid('param').id)
    await endLiveSessions({ db: c.var.db, env: c.env }, { userId: deleted.id })
    return c.json(item(deleted))
  })
