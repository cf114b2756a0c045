import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailTemplates, pushTemplates } from '../db/schema'
import { containsText } from '../lib/sql-text'
import type { ListTemplatesQuery } from './templates.schemas'

/** Statements of the templates domain: the admin lists and editors, and notify()'s one read. */

const emailMatches = (q: string | undefined) =>
  q ? or(containsText(emailTemplates.key, q), containsText(emailTemplates.subject, q)) : undefined
const pushMatches = (q: string | undefined) =>
  q ? or(containsText(pushTemplates.key, q), containsText(pushTemplates.subject, q)) : undefined

export const emailTemplatesPageStatements = (db: Db, query: ListTemplatesQuery) =>
  [
    db
      .select()
      .from(emailTemplates)
      .where(emailMatches(query.q))
      .orderBy(asc(emailTemplates.key))
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(emailTemplates)
      .where(emailMatches(query.q)),
  ] as const

export const pushTemplatesPageStatements = (db: Db, query: ListTemplatesQuery) =>
  [
    db
      .select()
      .from(pushTemplates)
      .where(pushMatches(query.q))
      .orderBy(asc(pushTemplates.key))
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(pushTemplates)
      .where(pushMatches(query.q)),
  ] as const

export const emailTemplateQuery = (db: Db, key: string) =>
  db.select().from(emailTemplates).where(eq(emailTemplates.key, key))

export const pushTemplateQuery = (db: Db, key: string) =>
  db.select().from(pushTemplates).where(eq(pushTemplates.key, key))

export const updateEmailTemplateStatement = (
  db: Db,
  key: string,
  changes: Partial<
    Pick<typeof emailTemplates.$inferInsert, 'subject' | 'body' | 'status' | 'active'>
  >,
) => db.update(emailTemplates).set(changes).where(eq(emailTemplates.key, key)).returning()

export const updatePushTemplateStatement = (
  db: Db,
  key: string,
  changes: Partial<Pick<typeof pushTemplates.$inferInsert, 'subject' | 'notification' | 'active'>>,
) => db.update(pushTemplates).set(changes).where(eq(pushTemplates.key, key)).returning()

/** The email templates `keys` (a kind's own and the generic fallback), in one statement. */
export const emailTemplatesByKeysQuery = (db: Db, keys: string[]) =>
  db.select().from(emailTemplates).where(inArray(emailTemplates.key, keys))

/** Every template's can_disable, for the notification preferences (a few dozen small rows). */
export const canDisableRowsStatements = (db: Db) =>
  [
    db
      .select({ key: emailTemplates.key, canDisable: emailTemplates.canDisable })
      .from(emailTemplates),
    db.select({ key: pushTemplates.key, canDisable: pushTemplates.canDisable }).from(pushTemplates),
  ] as const
