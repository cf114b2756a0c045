/**
 * Valid requests of the category tree's routes (spec 02 §2 §4, spec 03 §5): each write gets its
 * own group (three levels deep) with a category in it, so a refusal is the guard's doing.
 */
import { categories, categoryTypes } from '@worker/db/schema'
import {
  categoryTypeInput,
  createCategoryInput,
  listCategoryTypesQuery,
  updateCategoryInput,
} from '@worker/categories/categories.schemas'
import { idParam } from '@worker/lib/params'
import { db } from '../../../helpers/factories'
import type { RequestSpec } from './valid-requests'

let sequence = 0
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(sequence += 1)}`

const groupWithCategory = async () => {
  const [group] = await db
    .insert(categoryTypes)
    .values({ name: unique('Matrix group'), categorizables: ['events'], maxDepth: 3 })
    .returning()
  const name = unique('Matrix topic')
  const [category] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), typeId: group!.id })
    .returning()
  return { group: group!, category: category! }
}

export const CATEGORY_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/category-types': {
    input: { query: listCategoryTypesQuery },
    build: () => ({ path: '/api/category-types?categorizables[]=events' }),
  },
  'POST /api/category-types': {
    input: { json: categoryTypeInput },
    build: () => ({
      path: '/api/category-types',
      json: { name: unique('Matrix group'), categorizables: ['events', 'news'], max_depth: 2 },
    }),
  },
  'PUT /api/category-types/:id': {
    input: { param: idParam, json: categoryTypeInput },
    build: async () => ({
      path: `/api/category-types/${(await groupWithCategory()).group.id}`,
      json: { name: unique('Renamed group'), categorizables: ['polls'], max_depth: 3 },
    }),
  },
  'DELETE /api/category-types/:id': {
    input: { param: idParam },
    build: async () => ({ path: `/api/category-types/${(await groupWithCategory()).group.id}` }),
  },
  'POST /api/categories': {
    input: { json: createCategoryInput },
    build: async () => {
      const { group, category } = await groupWithCategory()
      return {
        path: '/api/categories',
        json: { name: unique('Matrix child'), type_id: group.id, parent_id: category.id },
      }
    },
  },
  'PUT /api/categories/:id': {
    input: { param: idParam, json: updateCategoryInput },
    build: async () => ({
      path: `/api/categories/${(await groupWithCategory()).category.id}`,
      json: { name: unique('Renamed topic'), parent_id: null, position: 0 },
    }),
  },
  'DELETE /api/categories/:id': {
    input: { param: idParam },
    build: async () => ({ path: `/api/categories/${(await groupWithCategory()).category.id}` }),
  },
}
