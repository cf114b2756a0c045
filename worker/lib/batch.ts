import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../db/client'

/**
 * Runs the statements as one D1 batch, which D1 applies as one transaction: all or nothing.
 * An empty list sends nothing and answers []. Replaces the `[first!, ...rest]` dance drizzle's
 * non-empty tuple type asks for.
 */
export const batchOf = async <T extends BatchItem<'sqlite'>>(db: Db, statements: readonly T[]) => {
  if (statements.length === 0) return []
  const [first, ...rest] = statements
  return db.batch([first!, ...rest])
}
