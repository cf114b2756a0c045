import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { forumCategoryRef } from './forum-responses.schemas'
import type { Db } from '../db/client'
import type { Paging } from '../lib/paging'
import { threadReadableSql, type ForumViewer } from './forum.policy'
import { forumUserJsonSql } from './forum.queries'
import { SEARCH_TOTAL_CAP, type ForumSearchTerms } from './forum-search.schemas'

/**
 * Forum search as two statements for one batch (a page and its total, counted up to SEARCH_TOTAL_CAP). Text goes through FTS5
 * MATCH, each word quoted as an FTS string so nothing a member types is FTS syntax; the last word
 * also matches as a prefix (search as you type). Never LIKE: D1 refuses long patterns.
 */

/**
 * `"annual" "meet"*`: the words ANDed, quotes doubled inside, the last one a prefix. Control
 * characters split words too (FTS5 reads a NUL inside a string as its end).
 */
export const ftsQueryOf = (text: string) => {
  const words = text.split(/[\s\p{Cc}]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w))
  if (words.length === 0) return null
  return words
    .map((w, i) => `"${w.replace(/"/g, '""')}"${i === words.length - 1 ? '*' : ''}`)
    .join(' ')
}

/**
 * by: and tagged: as conditions. Tags belong to threads (alias `t`) and go into the readable-thread
 * list; the author is the matched row's own (`authorColumn`).
 */
const termFilters = (terms: ForumSearchTerms, authorColumn: string, author: boolean): SQL => {
  const filters: SQL[] = [sql`1`]
  if (author && terms.by)
    filters.push(
      sql`${sql.raw(authorColumn)} = (SELECT bu.id FROM users bu WHERE bu.slug = ${terms.by})`,
    )
  if (!author) {
    for (const tag of terms.tagged) {
      filters.push(
        sql`EXISTS (SELECT 1 FROM forum_thread_tags tt WHERE tt.forum_thread_id = t.id AND tt.tag = ${tag})`,
      )
    }
  }
  return sql.join(filters, sql` AND `)
}

/** Threads the viewer may read (and that carry every tagged: tag), as an IN list SQLite builds once. */
const readableThreadIds = (viewer: ForumViewer, terms: ForumSearchTerms) =>
  sql`(SELECT t.id FROM forum_threads t WHERE ${threadReadableSql(viewer, 't')} AND ${termFilters(terms, 't.user_id', false)})`

/**
 * The matches (type, id, thread id, author, date) without snippets (made for the page's rows only).
 * Each FTS arm takes only its newest `limit` matches in the index's own rowid order, which FTS5
 * streams without sorting: a common word can match tens of thousands of replies, and sorting them
 * all by date cost ~100× a trivial request. Ids grow with time, so newest id ≈ newest post.
 */
const matchesSql = (
  viewer: ForumViewer,
  terms: ForumSearchTerms,
  fts: string | null,
  limit: number,
): SQL | null => {
  if (fts) {
    return sql`SELECT * FROM (SELECT 'thread' AS type, t.id AS id, t.id AS thread_id, t.user_id AS user_id, t.created_at AS created_at
        FROM forum_threads_fts JOIN forum_threads t ON t.id = forum_threads_fts.rowid
        WHERE forum_threads_fts MATCH ${fts} AND t.id IN ${readableThreadIds(viewer, terms)} AND ${termFilters(terms, 't.user_id', true)}
        ORDER BY forum_threads_fts.rowid DESC LIMIT ${limit})
      UNION ALL
      SELECT * FROM (SELECT 'reply' AS type, r.id AS id, r.forum_thread_id AS thread_id, r.user_id AS user_id, r.created_at AS created_at
        FROM forum_replies_fts JOIN forum_replies r ON r.id = forum_replies_fts.rowid
        WHERE forum_replies_fts MATCH ${fts} AND r.forum_thread_id IN ${readableThreadIds(viewer, terms)} AND ${termFilters(terms, 'r.user_id', true)}
        ORDER BY forum_replies_fts.rowid DESC LIMIT ${limit})`
  }
  // Only by: and tagged: — that member's or tag's threads.
  if (!terms.by && terms.tagged.length === 0) return null
  return sql`SELECT 'thread' AS type, t.id AS id, t.id AS thread_id, t.user_id AS user_id, t.created_at AS created_at
    FROM forum_threads t WHERE t.id IN ${readableThreadIds(viewer, terms)} AND ${termFilters(terms, 't.user_id', true)}`
}

/** A page row's text: the reply's body, or the thread's (the snippet is made from it in code). */
const bodySql = () =>
  sql<string>`CASE m.type WHEN 'thread' THEN (SELECT st.body FROM forum_threads st WHERE st.id = m.id)
    ELSE (SELECT sr.body FROM forum_replies sr WHERE sr.id = m.id) END`

/** The post's mentions with the members as they are now (the snippet shows their names). */
const entitiesSql = (table: 'forum_threads' | 'forum_replies') =>
  sql`(SELECT json_group_array(json_object('entity_id', je.value ->> 'entity_id', 'body', je.value ->> 'body',
      'entity', json((SELECT json_object('id', mu.id, 'forename', mu.forename, 'surname', mu.surname, 'slug', mu.slug)
        FROM users mu WHERE mu.id = je.value ->> 'entity_id'))))
    FROM ${sql.raw(table)} se, json_each(se.entities) je WHERE se.id = m.id)`
const entitiesJsonSql = () =>
  sql<
    string | null
  >`CASE m.type WHEN 'thread' THEN ${entitiesSql('forum_threads')} ELSE ${entitiesSql('forum_replies')} END`

const m = <T>(column: string) => sql<T>`${sql.raw(`m.${column}`)}`

export const searchStatements = (
  db: Db,
  viewer: ForumViewer,
  terms: ForumSearchTerms,
  paging: Paging,
) => {
  const fts = ftsQueryOf(terms.text)
  // Past the cap nothing is listed (nor counted): deep pages of a common word are not worth reading.
  const reach = Math.min(paging.offset + paging.perPage, SEARCH_TOTAL_CAP)
  const matches = matchesSql(viewer, terms, fts, reach)
  const counted = matchesSql(viewer, terms, fts, SEARCH_TOTAL_CAP)
  if (!matches || !counted) return null
  const from = sql`(${matches}) m`
  // Query builders over the raw matches, not db.all: drizzle 0.45 cannot batch raw SQL with parameters.
  return {
    rows: db
      .select({
        type: m<'thread' | 'reply'>('type'),
        id: m<number>('id'),
        body: bodySql(),
        entitiesJson: entitiesJsonSql(),
        createdAt: m<string>('created_at'),
        threadJson: sql<string>`(SELECT json_object('id', st.id, 'title', st.title, 'slug', st.slug, 'tags', json(st.tags),
          'category', json_object('id', sc.id, 'name', sc.name, 'slug', sc.slug))
          FROM forum_threads st JOIN forum_categories sc ON sc.id = st.forum_category_id WHERE st.id = m.thread_id)`,
        userJson: sql<string | null>`${forumUserJsonSql('m.user_id')}`,
      })
      .from(from)
      .orderBy(sql`m.created_at DESC, m.type, m.id DESC`)
      .limit(paging.perPage)
      .offset(paging.offset),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(sql`(SELECT 1 FROM (${counted}) LIMIT ${SEARCH_TOTAL_CAP}) capped`),
  }
}

export type SearchRow = Awaited<NonNullable<ReturnType<typeof searchStatements>>['rows']>[number]

/** What a result row's threadJson builds. */
export const searchThreadJson = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  tags: z.array(z.string()).nullable(),
  category: forumCategoryRef,
})
