import type { BatchItem } from 'drizzle-orm/batch'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Deps } from '../lib/deps'
import type { MentionEntityInput } from './forum.schemas'

/**
 * Mentions in a body (spec 01 §3/§5): `@[n]` markers pointing at entities[n]. Checking them,
 * remembering who a thread mentions (private threads are open to them) and notifying them.
 * OWNED BY the replies helper; the threads helper uses these functions.
 */

/**
 * Throws a 422 (on `entities` / `body`) unless every `@[n]` in the body has an entity, and every
 * entity is an active member. Returns the distinct mentioned user ids, in order of appearance.
 */
export const checkMentions = async (_db: Db, _body: string, _entities: readonly MentionEntityInput[]): Promise<number[]> => {
  throw new Error('not implemented')
}

/** Statements making `userIds` exactly the members a thread mentions (forum_thread_mentions). */
export const threadMentionStatements = (_db: Db, _threadId: number | SQL, _userIds: readonly number[]): BatchItem<'sqlite'>[] => {
  throw new Error('not implemented')
}

/**
 * After the write succeeded: notifies (in-app and email per preference, kind 'forum.mention')
 * the newly mentioned members who may read the post, except the author. Failures are logged.
 */
export const notifyMentioned = async (
  _deps: Deps,
  _userIds: readonly number[],
  _post: { authorId: number; threadId: number; threadTitle: string; url: string; replyId: number | null },
): Promise<void> => {
  throw new Error('not implemented')
}
