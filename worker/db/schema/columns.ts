import { integer, text } from 'drizzle-orm/sqlite-core'

/** Timestamps are ISO-8601 UTC strings: sortable as text, readable in SQL, sent as-is by the API. */
export const nowIso = () => new Date().toISOString()

export const id = () => integer('id').primaryKey({ autoIncrement: true })
export const createdAt = () => text('created_at').notNull().$defaultFn(nowIso)
export const updatedAt = () => text('updated_at').notNull().$defaultFn(nowIso).$onUpdateFn(nowIso)
export const bool = (name: string) => integer(name, { mode: 'boolean' })
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>()
