import { and, asc, eq, gt, gte, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories } from '../db/schema'
import { rawAll, rawRun } from '../lib/raw-sql'

/**
 * The tree's shape in SQL: a category's ancestry (depth and cycles), the height of its subtree,
 * a group's depth, and the sibling shifts that keep positions in order when one category moves.
 */

/** Deeper than any tree may be: stops a damaged (cyclic) parent chain from looping. */
const GUARD = 64

/** The category and its ancestors, nearest first: depth = number of rows; ids show cycles. */
export const ancestryStatement = (db: Db, id: number) =>
  rawAll<{ id: number; type_id: number | null; level: number }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, type_id, level) AS (
      SELECT id, parent_id, type_id, 1 FROM categories WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.parent_id, c.type_id, up.level + 1 FROM categories c
        JOIN up ON c.id = up.parent_id WHERE up.level < ${GUARD}
    ) SELECT id, type_id, level FROM up ORDER BY level`,
  )

/** How many levels a category and its descendants span (1 for a leaf). */
export const subtreeHeightStatement = (db: Db, id: number) =>
  rawAll<{ height: number | null }>(
    db,
    sql`WITH RECURSIVE down(id, level) AS (
      SELECT id, 1 FROM categories WHERE id = ${id}
      UNION ALL
      SELECT c.id, down.level + 1 FROM categories c
        JOIN down ON c.parent_id = down.id WHERE down.level < ${GUARD}
    ) SELECT max(level) AS height FROM down`,
  )

/** How many levels a group's tree uses today (0 when empty). */
export const treeDepthStatement = (db: Db, typeId: number) =>
  rawAll<{ depth: number | null }>(
    db,
    sql`WITH RECURSIVE down(id, level) AS (
      SELECT id, 1 FROM categories WHERE type_id = ${typeId} AND parent_id IS NULL
      UNION ALL
      SELECT c.id, down.level + 1 FROM categories c
        JOIN down ON c.parent_id = down.id WHERE down.level < ${GUARD}
    ) SELECT coalesce(max(level), 0) AS depth FROM down`,
  )

export type Place = { typeId: number | null; parentId: number | null }

const siblingsAt = (place: Place) =>
  and(
    sql`${categories.typeId} IS ${place.typeId}`,
    sql`${categories.parentId} IS ${place.parentId}`,
  )

/** Moves the siblings at `place` from `position` on by `by` (the moved category left alone). */
export const shiftSiblings = (
  db: Db,
  place: Place,
  from: { position: number; inclusive: boolean },
  by: number | SQL,
  exceptId: number,
) =>
  db
    .update(categories)
    .set({ position: sql`${categories.position} + ${by}` })
    .where(
      and(
        siblingsAt(place),
        from.inclusive
          ? gte(categories.position, from.position)
          : gt(categories.position, from.position),
        ne(categories.id, exceptId),
      ),
    )

/** The position a category takes at `place`: `wanted` at most one past the last, or the end. */
export const positionAt = (place: Place, wanted: number | undefined, exceptId = 0) => {
  const others = sql`FROM categories s WHERE s.type_id IS ${place.typeId}
    AND s.parent_id IS ${place.parentId} AND s.id != ${exceptId}`
  return wanted === undefined
    ? sql<number>`(SELECT coalesce(max(s.position) + 1, 0) ${others})`
    : sql<number>`min(${wanted}, (SELECT count(*) ${others}))`
}

/** A category's children in their order, for lifting them up when it goes. */
export const childrenStatement = (db: Db, id: number) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .orderBy(asc(categories.position), asc(categories.id))

/**
 * A deleted category's children take its place among its siblings, in their own order: the later
 * siblings make room for them, then each child gets its new parent and position.
 */
export const liftChildrenStatements = (
  db: Db,
  row: { id: number; typeId: number | null; parentId: number | null; position: number },
  childIds: number[],
) =>
  [
    shiftSiblings(
      db,
      { typeId: row.typeId, parentId: row.parentId },
      { position: row.position, inclusive: false },
      childIds.length - 1,
      row.id,
    ),
    db
      .update(categories)
      .set({
        parentId: row.parentId,
        position:
          childIds.length === 0
            ? sql`${categories.position}`
            : sql`CASE ${categories.id} ${sql.join(
                childIds.map((id, i) => sql`WHEN ${id} THEN ${row.position + i}`),
                sql` `,
              )} ELSE ${categories.position} END`,
      })
      .where(eq(categories.parentId, row.id)),
  ] as const

/** A category moved to another group takes its descendants with it. */
export const moveDescendantsStatement = (db: Db, id: number, typeId: number) =>
  rawRun(
    db,
    sql`UPDATE categories SET type_id = ${typeId} WHERE id IN (
      WITH RECURSIVE sub(id, level) AS (
        SELECT id, 1 FROM categories WHERE parent_id = ${id}
        UNION ALL
        SELECT c.id, sub.level + 1 FROM categories c JOIN sub ON c.parent_id = sub.id
          WHERE sub.level < ${GUARD}
      ) SELECT id FROM sub)`,
  )
