import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listRolesQuery, roleIdParam, roleInput, updateRoleInput } from './roles.schemas'
import {
  createRole,
  deleteRole,
  getRole,
  listPermissionCatalogue,
  listRoles,
  updateRole,
} from './roles.service'

/** Mounted at /permissions: the catalogue the roles editor offers. */
export const permissionsRoutes = new Hono<AppEnv>().get('/', signedIn, async (c) =>
  c.json(item(await listPermissionCatalogue(depsOf(c)))),
)

/** Mounted at /roles. The user editor's role select reads these too, hence users.set.role_id. */
export const rolesRoutes = new Hono<AppEnv>()
  .get(
    '/',
    allowed('roles.manage', 'users.set.role_id'),
    validate('query', listRolesQuery),
    async (c) => {
      const paging = c.req.valid('query')
      const { rows, total } = await listRoles(depsOf(c), paging)
      return c.json(page(rows, total, paging))
    },
  )
  .post('/', allowed('roles.manage'), validate('json', roleInput), async (c) =>
    c.json(item(await createRole(depsOf(c), c.req.valid('json'))), 201),
  )
  .get(
    '/:id',
    allowed('roles.manage', 'users.set.role_id'),
    validate('param', roleIdParam),
    async (c) => c.json(item(await getRole(depsOf(c), c.req.valid('param').id))),
  )
  .put(
    '/:id',
    allowed('roles.manage'),
    validate('param', roleIdParam),
    validate('json', updateRoleInput),
    async (c) =>
      c.json(item(await updateRole(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', allowed('roles.manage'), validate('param', roleIdParam), async (c) =>
    c.json(item(await deleteRole(depsOf(c), c.req.valid('param').id))),
  )
