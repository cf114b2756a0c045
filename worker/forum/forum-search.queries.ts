import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { forumCategoryRef } from './forum-responses.schemas'
import type { Db } from '../db/client'
import type { Paging } from '../lib/paging'
import { viewerOfRow, viewerRowSql } from '../lib/viewer-sql'
import { categoryAccessibleSql, FORUM_MANAGER_KEYS, threadVisibleSql } from './forum.policy'
import { forumUserJsonSql } from './forum.queries'
import { SEARCH_TOTAL_CAP, type ForumSearchTerms } from './forum-search.schemas'

/**
 * Forum search as one statement for the request's batch: a page in relevance order (FTS5 bm25, ties
 * newest first) and the count of matches up to SEARCH_TOTAL_CAP + 1. Text goes through FTS5
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

/**
 * The reader (`v`: their id and whether they manage the forum, worked out once), then the threads
 * they may read that carry every tagged: tag (`readable`: threadReadableSql's rules with each
 * category checked once), a list the match looks up. With the viewer's session subqueries written
 * out in place instead, the statement was ~7 KB of SQL that cost as much as a search matching
 * nothing.
 */
const viewerAndReadableSql = (tokenHash: string | null, terms: ForumSearchTerms) => {
  const v = viewerOfRow('v', tokenHash !== null)
  return sql`v AS MATERIALIZED (${viewerRowSql(tokenHash, FORUM_MANAGER_KEYS)}),
    readable AS MATERIALIZED (SELECT t.id FROM v, forum_categories fc
      JOIN forum_threads t ON t.forum_category_id = fc.id
      WHERE ${categoryAccessibleSql(v, 'fc')} AND ${threadVisibleSql(v, 't')} AND ${termFilters(terms, 't.user_id', false)})`
}

/**
 * forum_posts_fts holds threads and replies (migration 0010): a reply by its id, a thread by its id
 * plus this, so every thread comes before every reply in rowid order.
 */
export const THREAD_ROWID_BASE = 1_000_000_000_000

/** bm25 weights of forum_posts_fts's columns (title, body): a word in a title weighs ten in a body. */
const COLUMN_WEIGHTS = sql.raw('10.0, 1.0')

/** The candidates: one past the cap, so the count knows when it stopped counting. */
const CANDIDATES = SEARCH_TOTAL_CAP + 1

/** A matched row's own columns, from the thread or the reply its rowid names. */
const isThread = `f.rowid > ${THREAD_ROWID_BASE}`
const postColumn = (column: string, threadColumn = column) =>
  `CASE WHEN ${isThread} THEN t.${threadColumn} ELSE r.${column} END`

/**
 * The candidates (type, id, thread id, author, date, score) without snippets (made for the page's
 * rows only): the first CANDIDATES readable matches in the index's own rowid order — the matching
 * threads newest first, then the replies newest first — which FTS5 streams without sorting, each
 * scored with bm25 (lower is better). Scoring every match of a common word (17,000 of 52,000
 * replies in the bench) costs ~20× a trivial request on its own, so past 1,001 matches the listed
 * 1,000 are the most relevant of the matching threads and the newest replies. Ids grow with time,
 * so a newer id is a newer post. One MATCH for both kinds: FTS5 merges a prefix's doclists and
 * counts every match for bm25's weights once per MATCH, the two costs that grow with a common word.
 * Without words (only by: and tagged:) the newest threads of that member or tag, score 0.
 */
const candidatesSql = (terms: ForumSearchTerms, fts: string | null): SQL | null => {
  if (fts) {
    return sql`SELECT CASE WHEN ${sql.raw(isThread)} THEN 'thread' ELSE 'reply' END AS type,
        CASE WHEN ${sql.raw(isThread)} THEN f.rowid - ${sql.raw(String(THREAD_ROWID_BASE))} ELSE f.rowid END AS id,
        ${sql.raw(postColumn('forum_thread_id', 'id'))} AS thread_id, ${sql.raw(postColumn('user_id'))} AS user_id,
        ${sql.raw(postColumn('created_at'))} AS created_at, bm25(forum_posts_fts, ${COLUMN_WEIGHTS}) AS score
      FROM forum_posts_fts f
      LEFT JOIN forum_threads t ON ${sql.raw(isThread)} AND t.id = f.rowid - ${sql.raw(String(THREAD_ROWID_BASE))}
      LEFT JOIN forum_replies r ON NOT ${sql.raw(isThread)} AND r.id = f.rowid
      WHERE forum_posts_fts MATCH ${fts} AND ${sql.raw(postColumn('forum_thread_id', 'id'))} IN readable
        AND ${termFilters(terms, postColumn('user_id'), true)}
      ORDER BY f.rowid DESC LIMIT ${CANDIDATES}`
  }
  if (!terms.by && terms.tagged.length === 0) return null
  return sql`SELECT 'thread' AS type, t.id AS id, t.id AS thread_id, t.user_id AS user_id, t.created_at AS created_at, 0 AS score
    FROM forum_threads t WHERE t.id IN readable AND ${termFilters(terms, 't.user_id', true)}
    ORDER BY t.created_at DESC, t.id DESC LIMIT ${CANDIDATES}`
}

/** Best first; equal scores newest first; then a fixed order, so pages never overlap or skip. */
const rankOrder = (alias: string) =>
  sql.raw(`${alias}.score, ${alias}.created_at DESC, ${alias}.type, ${alias}.id DESC`)

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

/**
 * One statement: the candidates once (a CTE used twice is materialized), their count, and the
 * page of them in rank order, LEFT JOINed to the count so a page past the end still carries it
 * (as one row whose page columns are NULL).
 */
export const searchStatement = (
  db: Db,
  tokenHash: string | null,
  terms: ForumSearchTerms,
  paging: Paging,
) => {
  const candidates = candidatesSql(terms, ftsQueryOf(terms.text))
  if (!candidates) return null
  // Past the cap nothing is listed: deep pages of a common word are not worth reading.
  const limit = Math.max(0, Math.min(paging.perPage, SEARCH_TOTAL_CAP - paging.offset))
  const ranked = sql`WITH ${viewerAndReadableSql(tokenHash, terms)}, c AS MATERIALIZED (${candidates})
    SELECT n.matches, p.* FROM (SELECT count(*) AS matches FROM c) n
    LEFT JOIN (SELECT * FROM c ORDER BY ${rankOrder('c')} LIMIT ${limit} OFFSET ${paging.offset}) p ON 1`
  // A query builder over the raw SQL, not db.all: drizzle 0.45 cannot batch raw SQL with parameters.
  return db
    .select({
      matches: m<number>('matches'),
      type: m<'thread' | 'reply' | null>('type'),
      id: m<number>('id'),
      body: bodySql(),
      entitiesJson: entitiesJsonSql(),
      createdAt: m<string>('created_at'),
      threadJson: sql<string>`(SELECT json_object('id', st.id, 'title', st.title, 'slug', st.slug, 'tags', json(st.tags),
          'category', json_object('id', sc.id, 'name', sc.name, 'slug', sc.slug))
          FROM forum_threads st JOIN forum_categories sc ON sc.id = st.forum_category_id WHERE st.id = m.thread_id)`,
      userJson: sql<string | null>`${forumUserJsonSql('m.user_id')}`,
    })
    .from(sql`(${ranked}) m`)
    .orderBy(rankOrder('m'))
}

export type SearchRow = Awaited<NonNullable<ReturnType<typeof searchStatement>>>[number]

/** What a result row's threadJson builds. */
export const searchThreadJson = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  tags: z.array(z.string()).nullable(),
  category: forumCategoryRef,
})
