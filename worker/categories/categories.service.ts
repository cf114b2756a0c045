import type { Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { categoryStatement, listCategoriesStatements } from './categories.queries'
import type { CategoryResource, ListCategoriesQuery } from './categories.schemas'

/** Categories, read side: each call is one db.batch. */

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
