import { eq, sql } from 'drizzle-orm'
import { categories, categoryTypes } from '../db/schema'
import type { Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import { claimSlug, slugBase } from '../lib/slugs'
import { categoryColumns, categoryStatement, takenSlugsStatement } from './categories.queries'
import {
  CATEGORY_MESSAGES,
  type CategoryResource,
  type CreateCategoryInput,
  type UpdateCategoryInput,
} from './categories.schemas'
import {
  ancestryStatement,
  childrenStatement,
  liftChildrenStatements,
  moveDescendantsStatement,
  positionAt,
  shiftSiblings,
  subtreeHeightStatement,
  type Place,
} from './category-tree.queries'

/**
 * Categories in a group's tree: add, edit, move (spec 02 §4: one update per moved category, its
 * siblings shifted in the same batch) and delete. A move keeps the parent in the same group, never
 * inside the category itself, and the tree within the group's levels (spec 02 §9).
 */

const typeOf = (deps: Deps, id: number | null) =>
  deps.db
    .select({ id: categoryTypes.id, maxDepth: categoryTypes.maxDepth })
    .from(categoryTypes)
    .where(eq(categoryTypes.id, id ?? 0))

/** The parent's depth (0 at the root), after checking it exists, is in the group and not below `movingId`. */
const parentDepth = (
  chain: { id: number; type_id: number | null }[],
  parentId: number | null,
  typeId: number,
  movingId?: number,
) => {
  if (parentId === null) return 0
  if (chain.length === 0) throw invalid({ parent_id: [CATEGORY_MESSAGES.parentUnknown] })
  if (chain[0]!.type_id !== typeId) {
    throw invalid({ parent_id: [CATEGORY_MESSAGES.parentOtherGroup] })
  }
  if (movingId !== undefined && chain.some((c) => c.id === movingId)) {
    throw invalid({ parent_id: [CATEGORY_MESSAGES.parentCycle] })
  }
  return chain.length
}

const checkDepth = (depth: number, maxDepth: number) => {
  if (depth > maxDepth) throw invalid({ parent_id: [CATEGORY_MESSAGES.tooDeep(maxDepth)] })
}

export const createCategory = async (
  deps: Deps,
  input: CreateCategoryInput,
): Promise<CategoryResource> => {
  const parentId = input.parent_id ?? null
  const base = slugBase(input.name, 'category')
  const [[type], chain, taken] = await deps.db.batch([
    typeOf(deps, input.type_id),
    ancestryStatement(deps.db, parentId ?? 0),
    takenSlugsStatement(deps.db, base),
  ])
  if (!type) throw invalid({ type_id: [CATEGORY_MESSAGES.typeUnknown] })
  checkDepth(parentDepth(chain, parentId, type.id) + 1, type.maxDepth)
  const place: Place = { typeId: type.id, parentId }
  // Appended (no position) it opens no gap: nothing sits at or after the end.
  const opening = input.position ?? Number.MAX_SAFE_INTEGER
  const [, [created]] = await deps.db.batch([
    shiftSiblings(deps.db, place, { position: opening, inclusive: true }, 1, 0),
    deps.db
      .insert(categories)
      .values({
        name: input.name,
        slug: claimSlug(new Set(taken.map((t) => t.slug)), base),
        typeId: type.id,
        parentId,
        position: positionAt(place, input.position),
        img: input.img ?? null,
      })
      .returning(categoryColumns),
  ])
  if (!created) throw notFound()
  return created
}

/**
 * Renames, re-images or moves one category. A move closes the gap it leaves, opens one where it
 * lands and takes its descendants along (to another group too), all in one batch.
 */
export const updateCategory = async (
  deps: Deps,
  id: number,
  input: UpdateCategoryInput,
): Promise<CategoryResource> => {
  const [[current], [type], chain, [subtree]] = await deps.db.batch([
    categoryStatement(deps.db, id),
    deps.db
      .select({ id: categoryTypes.id, maxDepth: categoryTypes.maxDepth })
      .from(categoryTypes)
      .where(
        sql`${categoryTypes.id} = coalesce(${input.type_id ?? null}, (SELECT type_id FROM categories WHERE id = ${id}))`,
      ),
    ancestryStatement(deps.db, input.parent_id ?? 0),
    subtreeHeightStatement(deps.db, id),
  ])
  if (!current) throw notFound()
  const typeChanged = input.type_id !== undefined && input.type_id !== current.type_id
  const moving =
    typeChanged ||
    (input.parent_id !== undefined && input.parent_id !== current.parent_id) ||
    (input.position !== undefined && input.position !== current.position)
  const fields = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.img === undefined ? {} : { img: input.img }),
  }
  if (!moving) {
    if (Object.keys(fields).length === 0) return current
    const [, [row]] = await deps.db.batch([
      deps.db.update(categories).set(fields).where(eq(categories.id, id)),
      categoryStatement(deps.db, id),
    ])
    return row ?? current
  }
  if (!type) throw invalid({ type_id: [CATEGORY_MESSAGES.typeUnknown] })
  const parentId =
    input.parent_id !== undefined ? input.parent_id : typeChanged ? null : current.parent_id
  if (typeChanged || parentId !== current.parent_id) {
    const above = parentDepth(input.parent_id === undefined ? [] : chain, parentId, type.id, id)
    checkDepth(above + (subtree?.height ?? 1), type.maxDepth)
  }
  const from: Place = { typeId: current.type_id, parentId: current.parent_id }
  const to: Place = { typeId: type.id, parentId }
  const opening = input.position ?? Number.MAX_SAFE_INTEGER
  const [, , , , [row]] = await deps.db.batch([
    shiftSiblings(deps.db, from, { position: current.position, inclusive: false }, -1, id),
    shiftSiblings(deps.db, to, { position: opening, inclusive: true }, 1, id),
    deps.db
      .update(categories)
      .set({ ...fields, typeId: type.id, parentId, position: positionAt(to, input.position, id) })
      .where(eq(categories.id, id)),
    moveDescendantsStatement(deps.db, id, type.id),
    categoryStatement(deps.db, id),
  ])
  return row ?? current
}

/** Spec 02 §4: its children move up to its parent, in its place; its content links go (cascade). */
export const deleteCategory = async (deps: Deps, id: number) => {
  const [[row], children] = await deps.db.batch([
    categoryStatement(deps.db, id),
    childrenStatement(deps.db, id),
  ])
  if (!row) throw notFound()
  const place = { id, typeId: row.type_id, parentId: row.parent_id, position: row.position }
  const [shift, lift] = liftChildrenStatements(
    deps.db,
    place,
    children.map((c) => c.id),
  )
  await deps.db.batch([shift, lift, deps.db.delete(categories).where(eq(categories.id, id))])
}
