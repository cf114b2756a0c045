import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, json, updatedAt } from './columns'

/** A category group ("category type", spec 02 §3): which site features its categories apply to. */
export const categoryTypes = sqliteTable('category_types', {
  id: id(),
  name: text('name').notNull(),
  /** Site features the group applies to, e.g. ["events", "news"]. */
  categorizables: json<string[]>('categorizables').notNull().default([]),
  /** How deep the admin tree may nest this group's categories (spec 02 §9: default 1, at most 10). */
  maxDepth: integer('max_depth').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A category in a group's tree: parent_id and position, arranged by drag and drop in the admin tree. */
export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    typeId: integer('type_id').references(() => categoryTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    img: text('img'),
    groupId: integer('group_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_type_position').on(t.typeId, t.parentId, t.position)],
)
