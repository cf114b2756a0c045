import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories, categoryTypes } from '../db/schema'
import type { ListCategoriesQuery } from './categories.schemas'

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

export const categoryTypesStatements = (db: Db) =>
  [
    db
      .select({
        id: categoryTypes.id,
        name: categoryTypes.name,
        categorizables: categoryTypes.categorizables,
      })
      .from(categoryTypes)
      .orderBy(asc(categoryTypes.name), asc(categoryTypes.id)),
    db
      .select(categoryColumns)
      .from(categories)
      .where(sql`${categories.typeId} IS NOT NULL`)
      .orderBy(...treeOrder),
  ] as const
