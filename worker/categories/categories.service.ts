import type { Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import {
  categoryStatement,
  categoryTypesStatements,
  listCategoriesStatements,
} from './categories.queries'
import type {
  CategoryResource,
  CategoryTypeResource,
  ListCategoriesQuery,
} from './categories.schemas'

/** Categories and category groups, read side: each call is one db.batch. */

export const listCategories = async (
  deps: Deps,
  query: ListCategoriesQuery,
): Promise<{ rows: CategoryResource[]; total: number }> => {
  const [rows, [count]] = await deps.db.batch(listCategoriesStatements(deps.db, query))
  return { rows, total: count?.total ?? 0 }
}

export const getCategory = async (deps: Deps, id: number): Promise<CategoryResource> => {
  const [[row]] = await deps.db.batch([categoryStatement(deps.db, id)])
  if (!row) throw notFound()
  return row
}

/** Every group with the features it applies to and its categories (in tree order). */
export const listCategoryTypes = async (deps: Deps): Promise<CategoryTypeResource[]> => {
  const [types, rows] = await deps.db.batch(categoryTypesStatements(deps.db))
  const byType = new Map<number, CategoryResource[]>()
  for (const row of rows) {
    if (row.type_id === null) continue
    const list = byType.get(row.type_id)
    if (list) list.push(row)
    else byType.set(row.type_id, [row])
  }
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    categorizables: t.categorizables,
    categories: byType.get(t.id) ?? [],
  }))
}
