import { Hono } from 'hono'
import { actorOf } from '../auth/auth.middleware'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listPermissionCatalogue, listRoles } from './roles.queries'
import { listRolesQuery, roleIdParam, roleInput, updateRoleInput } from './roles.schemas'
import { createRole, deleteRole, getRole, updateRole } from './roles.service'

export const rolesRoutes = new Hono<AppEnv>()
  .get('/permissions', signedIn, async (c) => c.json(item(await listPermissionCatalogue(c.var.db))))
  // The user editor's role select reads this too, hence users.set.role_id.
  .get(
    '/roles',
    allowed('roles.manage', 'users.set.role_id'),
    validate('query', listRolesQuery),
    async (c) => {
      const paging = c.req.valid('query')
      const { rows, total } = await listRoles(c.var.db, paging)
      return c.json(page(rows, total, paging))
    },
  )
  .post('/roles', allowed('roles.manage'), validate('json', roleInput), async (c) =>
    c.json(item(await createRole(c.var.db, await actorOf(c), c.req.valid('json'))), 201),
  )
  .get(
    '/roles/:id',
    allowed('roles.manage', 'users.set.role_id'),
    validate('param', roleIdParam),
    async (c) => c.json(item(await getRole(c.var.db, c.req.valid('param').id))),
  )
  .put(
    '/roles/:id',
    allowed('roles.manage'),
    validate('param', roleIdParam),
    validate('json', updateRoleInput),
    async (c) =>
      c.json(
        item(
          await updateRole(
            c.var.db,
            await actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
      ),
  )
  .delete('/roles/:id', allowed('roles.manage'), validate('param', roleIdParam), async (c) =>
    c.json(item(await deleteRole(c.var.db, await actorOf(c), c.req.valid('param').id))),
  )
