import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailOutbox, emailTemplates } from '../db/schema'
import type { Paging } from '../lib/paging'

/** Statements of the mail domain: the outbox and the templates. */

export const insertOutboxStatement = (db: Db, values: typeof emailOutbox.$inferInsert) =>
  db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id })

export const setOutboxStatusStatement = (db: Db, id: number, status: 'sent' | 'failed') =>
  db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, id))

export const templateQuery = (db: Db, key: string) =>
  db.select().from(emailTemplates).where(eq(emailTemplates.key, key))

/** Newest first. */
export const outboxPageQuery = (db: Db, paging: Paging) =>
  db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(paging.perPage)
    .offset(paging.offset)

export const outboxCountQuery = (db: Db) =>
  db.select({ total: sql<number>`count(*)` }).from(emailOutbox)
