import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { idParam } from '../lib/params'
import { listCategoriesQuery } from './categories.schemas'
import { getCategory, listCategories, listCategoryTypes } from './categories.service'

/** Categories and category groups, read side (the admin tree comes with its own issue). */
export const categoriesRoutes = new Hono<AppEnv>()
  .get('/categories', anyone, validate('query', listCategoriesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listCategories(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/categories/:id', anyone, validate('param', idParam), async (c) =>
    c.json(item(await getCategory(depsOf(c), c.req.valid('param').id))),
  )
  .get('/category-types', anyone, async (c) => c.json(item(await listCategoryTypes(depsOf(c)))))
