import { compiledSet, ph } from '../../db/compiled'
import type { Deps } from '../../lib/deps'
import { notFound, unauthenticated } from '../../lib/errors'
import { forumViewerOf, assertForumOn } from '../forum.policy'
import { pageWithChildren } from '../forum-replies.resources'
import { forumSwitchQuery } from '../forum-settings.queries'
import { toThreadListItem, toThreadResource } from '../forum-threads.resources'
import {
  getThreadStatements,
  listThreadsStatements,
  type ThreadKey,
} from '../forum-threads.queries'
import { REPLIES_PAGE, type ListThreadsQuery } from '../forum.schemas'
import type { ForumThreadListItem, ForumThreadResource } from '../forum-responses.schemas'

/** Reading threads: the list and one thread (with its first replies), each one db.batch with the session rows. */

type Relations = readonly 'replies'[]

/**
 * The list query with its values as placeholders and a key naming what else shapes the SQL: the
 * filters present, the viewer or not, and the page size and offset (written as literals).
 */
const listShape = (query: ListThreadsQuery, tokenHash: string | null) => {
  const shaped: ListThreadsQuery = {
    ...query,
    ...(query.forum_category_id ? { forum_category_id: ph<number>('categoryId') } : {}),
    ...(query.user_id ? { user_id: ph<number>('userId') } : {}),
  }
  const key = [
    tokenHash ? 'member' : 'visitor',
    query.forum_category_id ? 'category' : '-',
    query.user_id ? 'user' : '-',
    query.private ? 'private' : '-',
    query.perPage,
    query.offset,
  ].join(':')
  const values = {
    tokenHash,
    categoryId: query.forum_category_id,
    userId: query.user_id,
  }
  return { key, shaped, values }
}

export const listThreads = async (
  deps: Deps,
  query: ListThreadsQuery,
): Promise<{ rows: ForumThreadListItem[]; total: number }> => {
  const { db, auth } = deps
  // "My private threads" needs to know who "my" is.
  if (query.private && !auth.tokenHash) throw unauthenticated()
  // Compiled per shape: the category page sends it on every visit (worker/db/compiled.ts).
  const { key, shaped, values } = listShape(query, auth.tokenHash)
  const statements = compiledSet(
    db,
    `forum.threads:${key}`,
    ['rows', 'total'],
    () => listThreadsStatements(db, forumViewerOf(auth.tokenHash ? ph('tokenHash') : null), shaped),
    values,
  )
  const [rows, [total], switchRows] = await db.batch([
    statements.rows,
    statements.total,
    forumSwitchQuery(db),
  ])
  const actor = auth.current()
  if (query.private && !actor.user) throw unauthenticated()
  assertForumOn(switchRows, actor)
  return { rows: rows.map(toThreadListItem), total: total?.total ?? 0 }
}

/** One thread the viewer may read, else 404 (a private or gated thread is never shown, nor said to exist). */
export const readThread = async (
  deps: Deps,
  key: ThreadKey,
  relations: Relations,
): Promise<ForumThreadResource> => {
  const { db, auth } = deps
  const withReplies = relations.includes('replies')
  // Compiled per shape (viewer or not, by id or by slugs, with replies or not): building this
  // page's SQL cost more CPU than the rest of the request (worker/db/compiled.ts).
  const byId = 'id' in key
  const statements = compiledSet(
    db,
    `forum.thread:${auth.tokenHash ? 'member' : 'visitor'}:${byId ? 'id' : 'slugs'}:${withReplies}`,
    ['row', 'replies'],
    () =>
      getThreadStatements(
        db,
        forumViewerOf(auth.tokenHash ? ph('tokenHash') : null),
        byId ? { id: ph<number>('threadId') } : { category: ph('category'), thread: ph('thread') },
        withReplies,
      ),
    {
      tokenHash: auth.tokenHash,
      ...('id' in key ? { threadId: key.id } : { category: key.category, thread: key.thread }),
    },
  )
  const [[row], replies, switchRows] = await db.batch([
    statements.row,
    statements.replies,
    forumSwitchQuery(db),
  ])
  assertForumOn(switchRows, auth.current())
  if (!row) throw notFound()
  return {
    ...toThreadResource(row),
    ...(withReplies
      ? {
          replies: {
            data: pageWithChildren(replies),
            total: row.topLevelReplies,
            per_page: REPLIES_PAGE,
          },
        }
      : {}),
  }
}

export const getThread = async (
  deps: Deps,
  id: number,
  relations: Relations,
): Promise<ForumThreadResource> => readThread(deps, { id }, relations)

export const getThreadBySlugs = async (
  deps: Deps,
  category: string,
  thread: string,
  relations: Relations,
): Promise<ForumThreadResource> => readThread(deps, { category, thread }, relations)
