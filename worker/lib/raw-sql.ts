import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * Raw SQL that can go in a `db.batch` with its parameters. drizzle 0.45's D1 batch binds each
 * query's parameters to the query's prepared `stmt`, which `db.all` / `db.run` do not have, so a
 * raw statement with parameters fails inside a batch ("reading 'bind'"); other domains work round
 * it with query builders over raw SQL. For statements a builder cannot say (INSERT … SELECT … ON
 * CONFLICT … RETURNING), this gives the raw query its statement. Outside a batch it runs as usual.
 */
const withStatement = <R extends { getQuery(): { sql: string } }>(db: Db, raw: R): R =>
  Object.assign(raw, { stmt: db.$client.prepare(raw.getQuery().sql) })

/** Rows of a raw SELECT (or a write's RETURNING), batchable. */
export const rawAll = <T>(db: Db, query: SQL) => withStatement(db, db.all<T>(query))

/** A raw write, batchable; its result carries meta.changes. */
export const rawRun = (db: Db, query: SQL) => withStatement(db, db.run(query))
