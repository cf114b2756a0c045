import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories, categoryTypes } from '../db/schema'
import { slugCollisions } from '../lib/slugs'
import type { ListCategoriesQuery, ListCategoryTypesQuery } from './categories.schemas'

/** Category reads, as statements for one db.batch. */

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  parent_id: categories.parentId,
  type_id: categories.typeId,
  position: categories.position,
  img: categories.img,
  group_id: categories.groupId,
}

export const treeOrder = [
  asc(categories.typeId),
  asc(sql`coalesce(${categories.parentId}, 0)`),
  asc(categories.position),
  asc(categories.id),
]

export const categoriesWhere = (query: Pick<ListCategoriesQuery, 'type_id' | 'categorizable'>) => {
  const filters: SQL[] = []
  if (query.type_id) filters.push(eq(categories.typeId, query.type_id))
  if (query.categorizable) {
    // A category applies to a feature when its group lists the feature.
    filters.push(sql`EXISTS (SELECT 1 FROM ${categoryTypes} ct, json_each(ct.categorizables) f
      WHERE ct.id = ${categories.typeId} AND f.value = ${query.categorizable})`)
  }
  return and(...filters)
}

export const listCategoriesStatements = (db: Db, query: ListCategoriesQuery) => {
  const where = categoriesWhere(query)
  return [
    db
      .select(categoryColumns)
      .from(categories)
      .where(where)
      .orderBy(...treeOrder)
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(categories)
      .where(where),
  ] as const
}

export const categoryStatement = (db: Db, id: number) =>
  db.select(categoryColumns).from(categories).where(eq(categories.id, id))

/** The features asked for, from `categorizables[]` and `categorizables` alike. */
export const featuresOf = (query: ListCategoryTypesQuery) => [
  ...new Set([...(query.categorizables ?? []), ...(query['categorizables[]'] ?? [])]),
]

/** A group applies when its categorizables hold any of the features (spec 03 §7). */
const typeAppliesTo = (typeId: SQL | typeof categoryTypes.id, features: string[]) =>
  sql`EXISTS (SELECT 1 FROM ${categoryTypes} ct, json_each(ct.categorizables) f
    WHERE ct.id = ${typeId} AND f.value IN (${sql.join(
      features.map((f) => sql`${f}`),
      sql`, `,
    )}))`

export const typeColumns = {
  id: categoryTypes.id,
  name: categoryTypes.name,
  categorizables: categoryTypes.categorizables,
  max_depth: categoryTypes.maxDepth,
}

export const categoryTypesStatements = (db: Db, features: string[] = []) =>
  [
    db
      .select(typeColumns)
      .from(categoryTypes)
      .where(features.length > 0 ? typeAppliesTo(sql`${categoryTypes.id}`, features) : undefined)
      .orderBy(asc(categoryTypes.name), asc(categoryTypes.id)),
    db
      .select(categoryColumns)
      .from(categories)
      .where(
        features.length > 0
          ? typeAppliesTo(sql`${categories.typeId}`, features)
          : sql`${categories.typeId} IS NOT NULL`,
      )
      .orderBy(...treeOrder),
  ] as const

/** One group and its categories, e.g. read back in the batch that saved it. */
export const categoryTypeStatements = (db: Db, id: number) =>
  [
    db.select(typeColumns).from(categoryTypes).where(eq(categoryTypes.id, id)),
    db
      .select(categoryColumns)
      .from(categories)
      .where(eq(categories.typeId, id))
      .orderBy(...treeOrder),
  ] as const

/** The slugs a new category's name could collide with. */
export const takenSlugsStatement = (db: Db, base: string) =>
  db.select({ slug: categories.slug }).from(categories).where(slugCollisions(categories.slug, base))
