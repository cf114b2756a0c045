import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  addGroupUserInput,
  createGroupInput,
  getGroupQuery,
  groupKeyParam,
  groupUserParams,
  listGroupsQuery,
  listGroupUsersQuery,
  updateGroupInput,
} from './groups.schemas'
import { idParam } from '../lib/params'
import { addGroupUser, listGroupUsers, removeGroupUser } from './group-members.service'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service'

/**
 * Groups (spec 02 §2–§4, §7). Members see approved groups and their own state in them;
 * groups.manage (admins) creates, edits and runs membership. Mounted at /groups.
 */
export const groupsApp = new Hono<AppEnv>()
  .get('/', signedIn, validate('query', listGroupsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listGroups(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // By id or slug; `with=users,user_requests`.
  .get(
    '/:id',
    signedIn,
    validate('param', groupKeyParam),
    validate('query', getGroupQuery),
    async (c) =>
      c.json(
        item(await getGroup(depsOf(c), c.req.valid('param').id, c.req.valid('query').with ?? [])),
      ),
  )
  .post('/', allowed('groups.manage'), validate('json', createGroupInput), async (c) =>
    c.json(item(await createGroup(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    allowed('groups.manage'),
    validate('param', idParam),
    validate('json', updateGroupInput),
    async (c) =>
      c.json(item(await updateGroup(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', allowed('groups.manage'), validate('param', idParam), async (c) =>
    c.json(item(await deleteGroup(depsOf(c), c.req.valid('param').id))),
  )
  .get(
    '/:id/users',
    allowed('groups.manage'),
    validate('param', idParam),
    validate('query', listGroupUsersQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listGroupUsers(depsOf(c), c.req.valid('param').id, query)
      return c.json(page(rows, total, query))
    },
  )
  .post(
    '/:id/users',
    allowed('groups.manage'),
    validate('param', idParam),
    validate('json', addGroupUserInput),
    async (c) =>
      c.json(
        item(await addGroupUser(depsOf(c), c.req.valid('param').id, c.req.valid('json').user_id)),
        201,
      ),
  )
  .delete(
    '/:id/users/:user_id',
    allowed('groups.manage'),
    validate('param', groupUserParams),
    async (c) => {
      const { id, user_id } = c.req.valid('param')
      return c.json(item(await removeGroupUser(depsOf(c), id, user_id)))
    },
  )
