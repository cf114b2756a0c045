import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { idParam } from '../lib/params'
import {
  categoryTypeInput,
  createCategoryInput,
  listCategoriesQuery,
  listCategoryTypesQuery,
  updateCategoryInput,
} from './categories.schemas'
import { getCategory, listCategories } from './categories.service'
import { createCategory, deleteCategory, updateCategory } from './categories-save.service'
import {
  createCategoryType,
  deleteCategoryType,
  listCategoryTypes,
  updateCategoryType,
} from './category-types.service'

/** Spec 02 §2: the category tree and its groups are site settings. */
const manage = allowed('sites.set.settings')

/** Categories and category groups (category types): read by anyone, arranged by the admins. */
export const categoriesRoutes = new Hono<AppEnv>()
  .get('/categories', anyone, validate('query', listCategoriesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listCategories(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/categories/:id', anyone, validate('param', idParam), async (c) =>
    c.json(item(await getCategory(depsOf(c), c.req.valid('param').id))),
  )
  .post('/categories', manage, validate('json', createCategoryInput), async (c) =>
    c.json(item(await createCategory(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/categories/:id',
    manage,
    validate('param', idParam),
    validate('json', updateCategoryInput),
    async (c) =>
      c.json(item(await updateCategory(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/categories/:id', manage, validate('param', idParam), async (c) => {
    await deleteCategory(depsOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .get('/category-types', anyone, validate('query', listCategoryTypesQuery), async (c) =>
    c.json(item(await listCategoryTypes(depsOf(c), c.req.valid('query')))),
  )
  .post('/category-types', manage, validate('json', categoryTypeInput), async (c) =>
    c.json(item(await createCategoryType(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/category-types/:id',
    manage,
    validate('param', idParam),
    validate('json', categoryTypeInput),
    async (c) =>
      c.json(
        item(await updateCategoryType(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
      ),
  )
  .delete('/category-types/:id', manage, validate('param', idParam), async (c) => {
    await deleteCategoryType(depsOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
