import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BREAKPOINT } from './seed/domains'

/** The slice of the D1 binding the bench uses (Miniflare's getD1Database returns the full one). */
export type BenchD1 = {
  prepare(query: string): BenchStatement
  batch(statements: BenchStatement[]): Promise<unknown[]>
}
export type BenchStatement = {
  bind(...values: unknown[]): BenchStatement
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>
  first<T = Record<string, unknown>>(): Promise<T | null>
}

const onlyComments = (chunk: string) =>
  chunk.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('--'))

/** Splits a drizzle-kit style file on `--> statement-breakpoint` into single statements. */
export const splitStatements = (sql: string) =>
  sql
    .split(BREAKPOINT)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '' && !onlyComments(chunk))

/** migrations/*.sql in name order, as wrangler applies them. */
export const readMigrations = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, statements: splitStatements(readFileSync(join(dir, name), 'utf8')) }))

/**
 * Runs statements as one D1 batch (one implicit transaction): D1's exec() splits on newlines,
 * which breaks multi-line statements and string literals, so prepared statements it is.
 */
export const runBatch = async (db: BenchD1, statements: string[]) => {
  if (statements.length > 0) await db.batch(statements.map((s) => db.prepare(s)))
}

export const countRows = async (db: BenchD1, table: string) =>
  (await db.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())?.n ?? 0
