import { eq } from 'drizzle-orm'
import { categoryTypes } from '../db/schema'
import type { Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import {
  categoryTypeStatements,
  categoryTypesStatements,
  featuresOf,
  typeColumns,
} from './categories.queries'
import {
  CATEGORY_MESSAGES,
  type categoryTypeInput,
  type CategoryResource,
  type CategoryTypeResource,
  type ListCategoryTypesQuery,
} from './categories.schemas'
import { treeDepthStatement } from './category-tree.queries'
import type { z } from 'zod'

/** Category groups (category types, spec 02 §3, spec 03 §5): list, create, edit and delete. */

type TypeRow = Omit<CategoryTypeResource, 'categories'>
type SavedType = z.output<typeof categoryTypeInput>

const withCategories = (types: TypeRow[], rows: CategoryResource[]): CategoryTypeResource[] => {
  const byType = new Map<number, CategoryResource[]>()
  for (const row of rows) {
    if (row.type_id === null) continue
    const list = byType.get(row.type_id)
    if (list) list.push(row)
    else byType.set(row.type_id, [row])
  }
  return types.map((t) => ({ ...t, categories: byType.get(t.id) ?? [] }))
}

/** Every group (or those applying to any of `categorizables[]`) with its categories in tree order. */
export const listCategoryTypes = async (
  deps: Deps,
  query: ListCategoryTypesQuery = {},
): Promise<CategoryTypeResource[]> => {
  const [types, rows] = await deps.db.batch(categoryTypesStatements(deps.db, featuresOf(query)))
  return withCategories(types, rows)
}

const one = (types: TypeRow[], rows: CategoryResource[]) => {
  const [group] = withCategories(types, rows)
  if (!group) throw notFound()
  return group
}

/** A new group has no categories yet. */
export const createCategoryType = async (
  deps: Deps,
  input: SavedType,
): Promise<CategoryTypeResource> => {
  const [created] = await deps.db.batch([
    deps.db
      .insert(categoryTypes)
      .values({ name: input.name, categorizables: input.categorizables, maxDepth: input.max_depth })
      .returning(typeColumns),
  ])
  return one(created, [])
}

/** Fewer levels than the tree already uses is refused: it would strand the deepest categories. */
export const updateCategoryType = async (deps: Deps, id: number, input: SavedType) => {
  const [[existing], [used]] = await deps.db.batch([
    deps.db.select({ id: categoryTypes.id }).from(categoryTypes).where(eq(categoryTypes.id, id)),
    treeDepthStatement(deps.db, id),
  ])
  if (!existing) throw notFound()
  if ((used?.depth ?? 0) > input.max_depth) {
    throw invalid({ max_depth: [CATEGORY_MESSAGES.levelsBelowTree] })
  }
  const [readType, readCategories] = categoryTypeStatements(deps.db, id)
  const [, types, rows] = await deps.db.batch([
    deps.db
      .update(categoryTypes)
      .set({ name: input.name, categorizables: input.categorizables, maxDepth: input.max_depth })
      .where(eq(categoryTypes.id, id)),
    readType,
    readCategories,
  ])
  return one(types, rows)
}

/** The group's categories go with it (foreign key cascade), and with them their content links. */
export const deleteCategoryType = async (deps: Deps, id: number) => {
  const [deleted] = await deps.db.batch([
    deps.db
      .delete(categoryTypes)
      .where(eq(categoryTypes.id, id))
      .returning({ id: categoryTypes.id }),
  ])
  if (deleted.length === 0) throw notFound()
}
