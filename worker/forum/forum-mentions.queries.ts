import type { BatchItem } from 'drizzle-orm/batch'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumThreadMentions, users, USER_STATUS } from '../db/schema'
import { col } from '../lib/sql-columns'
import { forumViewerOfUser, threadReadableSql } from './forum.policy'

/** Mentions as statements: who a thread mentions (private threads are open to them), who to tell. */

/**
 * Statements making `userIds` exactly the members a thread mentions (forum_thread_mentions).
 * `threadId` may be SQL for a thread inserted earlier in the same batch; it is read once (a
 * materialized CTE) before any row goes in, so even `last_insert_rowid()` is safe here (as the
 * first statement after the thread's insert).
 */
export const threadMentionStatements = (
  db: Db,
  threadId: number | SQL,
  userIds: readonly number[],
): BatchItem<'sqlite'>[] => {
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(forumThreadMentions).where(sql`${forumThreadMentions.forumThreadId} = ${threadId}`),
  ]
  if (userIds.length > 0) {
    statements.push(
      db
        .insert(forumThreadMentions)
        .select(
          sql`WITH t(id) AS MATERIALIZED (SELECT ${threadId})
          SELECT t.id, j.value FROM t, json_each(${JSON.stringify([...new Set(userIds)])}) j WHERE true`,
        )
        .onConflictDoNothing(),
    )
  }
  return statements
}

/** Which of `ids` are active members. */
export const activeMembersQuery = (db: Db, ids: readonly number[]) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, USER_STATUS.active)))

/** The active members among `ids` who may read thread `threadId`, with what a notice needs. */
export const mentionRecipientsStatement = (db: Db, threadId: number, ids: readonly number[]) =>
  db
    .select({
      id: col<number>('u.id'),
      email: col<string>('u.email'),
      forename: col<string>('u.forename'),
      surname: col<string>('u.surname'),
    })
    .from(sql`users u JOIN forum_threads ft ON ft.id = ${threadId}`)
    .where(sql`u.id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND u.is_active = ${USER_STATUS.active}
      AND ${threadReadableSql(forumViewerOfUser(sql`u.id`), 'ft')}`)

/** The author's name, for the notice's title. */
export const authorNameStatement = (db: Db, userId: number) =>
  db
    .select({ forename: users.forename, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
