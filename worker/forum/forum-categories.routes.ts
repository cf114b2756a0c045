import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  categoryKeyParam,
  forumCategoryInput,
  listCategoriesQuery,
  updateForumCategoryInput,
} from './forum.schemas'
import { idParam } from '../lib/params'
import {
  createForumCategory,
  deleteForumCategory,
  getForumCategory,
  listForumCategories,
  updateForumCategory,
} from './forum-categories.service'

/** Forum categories (spec 01 §7, spec 02 §7): anyone reads the list; forum-categories.manage writes. */
export const forumCategoriesRoutes = new Hono<AppEnv>()
  .get('/categories', anyone, validate('query', listCategoriesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listForumCategories(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // By id or slug.
  .get('/categories/:id', anyone, validate('param', categoryKeyParam), async (c) =>
    c.json(item(await getForumCategory(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/categories',
    allowed('forum-categories.manage'),
    validate('json', forumCategoryInput),
    async (c) => c.json(item(await createForumCategory(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/categories/:id',
    allowed('forum-categories.manage'),
    validate('param', idParam),
    validate('json', updateForumCategoryInput),
    async (c) =>
      c.json(
        item(await updateForumCategory(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
      ),
  )
  .delete(
    '/categories/:id',
    allowed('forum-categories.manage'),
    validate('param', idParam),
    async (c) => c.json(item(await deleteForumCategory(depsOf(c), c.req.valid('param').id))),
  )
