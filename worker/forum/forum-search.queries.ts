import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { forumCategoryRef } from './forum-responses.schemas'
import type { Db } from '../db/client'
import { sqlInt, type Paging } from '../lib/paging'
import { compiled, ph } from '../db/compiled'
import { viewerOfRow, viewerRowSql } from '../lib/viewer-sql'
import { categoryAccessibleSql, FORUM_MANAGER_KEYS, threadVisibleSql } from './forum.policy'
import { forumUserJsonSql } from './forum.queries'
import { SEARCH_TOTAL_CAP, type ForumSearchTerms } from './forum-search.schemas'

/**
 * Forum search as one statement for the request's batch: a page in relevance order (FTS5 bm25, ties
 * newest first) and the count of matches up to SEARCH_TOTAL_CAP + 1. Text goes through FTS5
 * MATCH, each word quoted as an FTS string so nothing a member types is FTS syntax. The words
 * match as typed (the stemmer folds invoice, invoices, invoiced together); only when that finds
 * nothing the reader may read does the last word match as a prefix too (search as you type:
 * "invo" finds invoices). A prefix always costs FTS5 the whole merged doclist of every word it
 * starts, ~2.5 ms for a common word, where the words as typed stream only the rows listed (bench
 * `--profile`). Never LIKE: D1 refuses long patterns.
 */

/**
 * The words as FTS5 strings, ANDed, quotes doubled inside: `"annual" "meet"` (`whole`), and the
 * same with the last one a prefix, `"annual" "meet"*` (`prefix`). Control characters split words
 * too (FTS5 reads a NUL inside a string as its end).
 */
export const ftsQueriesOf = (text: string) => {
  const words = text.split(/[\s\p{Cc}]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w))
  if (words.length === 0) return null
  const whole = words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ')
  return { whole, prefix: `${whole}*` }
}

/** by:{slug} as a condition on the matched post's author (an SQL value). */
const byFilter = (terms: ForumSearchTerms, author: SQL): SQL =>
  terms.by ? sql`${author} = (SELECT bu.id FROM users bu WHERE bu.slug = ${terms.by})` : sql`1`

/** tagged:{tag} as conditions on a thread (alias `t`): it carries every tag. */
const taggedFilter = (terms: ForumSearchTerms): SQL =>
  sql.join(
    [
      sql`1`,
      ...terms.tagged.map(
        (tag) =>
          sql`EXISTS (SELECT 1 FROM forum_thread_tags tt WHERE tt.forum_thread_id = t.id AND tt.tag = ${tag})`,
      ),
    ],
    sql` AND `,
  )

/**
 * The reader (`v`: their id and whether they manage the forum, worked out once), then the threads
 * they may read that carry every tagged: tag (`readable`: threadReadableSql's rules with each
 * category checked once), a list the match looks up. With the viewer's session subqueries written
 * out in place instead, the statement was ~7 KB of SQL that cost as much as a search matching
 * nothing. `every` is 1 when that list is every thread (no group category or private thread hides
 * one from this reader, and no tagged:): then no post needs its thread looked up (postFilter).
 */
const viewerAndReadableSql = (tokenHash: string | null, terms: ForumSearchTerms) => {
  const v = viewerOfRow('v', tokenHash !== null)
  return sql`v AS MATERIALIZED (${viewerRowSql(tokenHash, FORUM_MANAGER_KEYS)}),
    readable AS MATERIALIZED (SELECT t.id FROM v, forum_categories fc
      JOIN forum_threads t ON t.forum_category_id = fc.id
      WHERE ${categoryAccessibleSql(v, 'fc')} AND ${threadVisibleSql(v, 't')} AND ${taggedFilter(terms)}),
    every AS MATERIALIZED (SELECT (SELECT count(*) FROM readable) = (SELECT count(*) FROM forum_threads) AS yes)`
}

/**
 * forum_posts_fts holds threads and replies (migration 0011): a reply by its id, a thread by its id
 * plus this, so every thread comes before every reply in rowid order.
 */
export const THREAD_ROWID_BASE = 1_000_000_000_000
const BASE = sql.raw(String(THREAD_ROWID_BASE))

/** bm25 weights of forum_posts_fts's columns (title, body): a word in a title weighs ten in a body. */
const COLUMN_WEIGHTS = sql.raw('10.0, 1.0')

/** The candidates: one past the cap, so the count knows when it stopped counting. */
const CANDIDATES = SEARCH_TOTAL_CAP + 1

/**
 * How many of the candidates are scored: the newest 200 matches in relevance order, then the older
 * ones newest first. bm25 reads every scored post's length; scoring all 1,001 candidates of a
 * common word cost ~2× a trivial request more than these 200 (bench `--profile`), and a reader
 * pages past 200 results only for a word that common.
 */
const RANKED = 200

/**
 * The posts: forum_posts_fts (`f`), with its reply (`r`) joined when by: needs every post's author
 * anyway. Otherwise a reply's thread is looked up only when the readable check needs it
 * (postFilter).
 */
const postsFrom = (terms: ForumSearchTerms) =>
  terms.by
    ? sql`forum_posts_fts f LEFT JOIN forum_replies r ON NOT f.rowid > ${BASE} AND r.id = f.rowid`
    : sql`forum_posts_fts f`

/** A column of the post's reply (`f.rowid` is a reply's id when not a thread's), as postsFrom has it. */
const replyColumn = (terms: ForumSearchTerms, column: 'forum_thread_id' | 'user_id') =>
  terms.by
    ? sql.raw(`r.${column}`)
    : sql.raw(`(SELECT r.${column} FROM forum_replies r WHERE r.id = f.rowid)`)

/**
 * A post of postsFrom the reader may read (its thread is in `readable`), by by:'s author. Looking
 * up each reply's thread and checking it against `readable` was more than half of the candidates'
 * cost (~0.25 of 0.47 ms of SQLite's time for the bench's 1,001, measured on a copy of its D1): it
 * is only made when some thread is not readable (`every`), the OR stopping at its first term. For
 * a reader who may not read every thread, a lookup per reply costs ~5–15 % more than the join it
 * replaces, about what counting without keeping the candidates and the shorter sort save.
 */
const postFilter = (terms: ForumSearchTerms) => {
  const isThread = sql`f.rowid > ${BASE}`
  const author = sql`(CASE WHEN ${isThread} THEN (SELECT ta.user_id FROM forum_threads ta WHERE ta.id = f.rowid - ${BASE})
    ELSE ${replyColumn(terms, 'user_id')} END)`
  return sql`((SELECT yes FROM every)
      OR (CASE WHEN ${isThread} THEN f.rowid - ${BASE} ELSE ${replyColumn(terms, 'forum_thread_id')} END) IN readable)
    AND ${byFilter(terms, author)}`
}

/**
 * The text to match, chosen once (`q`): the words as typed when one readable post has them (a
 * lookup that stops at the first), else with the last word a prefix. Each MATCH below reads it.
 */
const matchTextSql = (terms: ForumSearchTerms, fts: { whole: string; prefix: string }) =>
  sql`q AS MATERIALIZED (SELECT CASE WHEN EXISTS (SELECT 1 FROM ${postsFrom(terms)}
      WHERE forum_posts_fts MATCH ${fts.whole} AND ${postFilter(terms)}) THEN ${fts.whole} ELSE ${fts.prefix} END AS text)`

/**
 * The first `limit` candidates, newest first, as `rid` (the post's forum_posts_fts rowid: the
 * page's rows look up the rest) and `score` when given: with words, the readable matches of `q` in
 * the index's own rowid order — the matching threads newest first, then the replies newest first —
 * which FTS5 streams without sorting; without words (only by: and tagged:) the newest threads of
 * that member or tag.
 */
const candidatesSql = (terms: ForumSearchTerms, fts: boolean, limit: number, score?: SQL) => {
  const scoreColumn = score ? sql`, ${score} AS score` : sql``
  if (fts)
    return sql`SELECT f.rowid AS rid${scoreColumn} FROM ${postsFrom(terms)}
      WHERE forum_posts_fts MATCH (SELECT text FROM q) AND ${postFilter(terms)}
      ORDER BY f.rowid DESC LIMIT ${sqlInt(limit)}`
  return sql`SELECT t.id + ${BASE} AS rid${scoreColumn} FROM forum_threads t
    WHERE t.id IN readable AND ${byFilter(terms, sql`t.user_id`)}
    ORDER BY t.id DESC LIMIT ${sqlInt(limit)}`
}

/**
 * Best first, the unscored older candidates last; equal scores newest first (ids grow with time: a higher rowid is a newer post of its
 * kind, and a thread's and a reply's scores are never equal but by chance), so pages never overlap
 * or skip.
 */
const rankOrder = (alias?: string) => {
  const a = alias ? `${alias}.` : ''
  return sql.raw(`${a}score IS NULL, ${a}score, ${a}rid DESC`)
}

/**
 * The candidates (`c`: the first CANDIDATES, one past the cap, so the count knows when it stopped
 * counting), their count (`n`), the newest RANKED of them scored (`s`), and the page in rank order:
 * the scored best first, then for a page reaching past them the older candidates newest first.
 *
 * With words, `s` is a second MATCH of `q`: bm25 only runs in the statement that matches. bm25
 * counts every match of the text for its weights (~0.35 ms of SQLite's time for the bench's word,
 * in a third of the posts, whatever the LIMIT) before reading each scored post's length, so it
 * scores only the newest RANKED; scoring every match of a common word (17,000 of 52,000 replies in
 * the bench) cost ~20× a trivial request on its own. Past 1,001 matches the 1,000 listed are the
 * most relevant of the newest RANKED, then the older ones newest first.
 *
 * The page sorts at most the page's reach of each part: sorting all 1,001 candidates by score was
 * ~0.12 ms. A page within the scored never reads `c`'s rows, so `c` is only counted as FTS5
 * streams it; a page past them keeps `c` (materialized) for the older ones.
 */
const rankedSql = (terms: ForumSearchTerms, fts: boolean, limit: number, offset: number): SQL => {
  const reach = offset + limit
  const deep = reach > RANKED
  const score = fts ? sql`bm25(forum_posts_fts, ${COLUMN_WEIGHTS})` : sql`0`
  const scoredFirst = sql`SELECT rid, score FROM (SELECT rid, score FROM s ORDER BY score, rid DESC LIMIT ${sqlInt(Math.min(reach, RANKED))})`
  const page = deep
    ? sql`${scoredFirst} UNION ALL SELECT rid, score FROM (SELECT rid, NULL AS score FROM c
        WHERE rid < (SELECT min(rid) FROM s) ORDER BY rid DESC LIMIT ${sqlInt(reach - RANKED)})`
    : scoredFirst
  return sql`c AS ${deep ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (${candidatesSql(terms, fts, CANDIDATES)}),
    n AS (SELECT count(*) AS matches FROM c),
    s AS MATERIALIZED (${candidatesSql(terms, fts, RANKED, score)})
    SELECT n.matches, p.rid, p.score FROM n LEFT JOIN (SELECT rid, score FROM (${page})
      ORDER BY ${rankOrder()} LIMIT ${sqlInt(limit)} OFFSET ${sqlInt(offset)}) p ON 1`
}

/** The post's mentions with the members as they are now (the snippet shows their names). */
const entitiesJsonSql = () =>
  sql<
    string | null
  >`(SELECT json_group_array(json_object('entity_id', je.value ->> 'entity_id', 'body', je.value ->> 'body',
      'entity', json((SELECT json_object('id', mu.id, 'forename', mu.forename, 'surname', mu.surname, 'slug', mu.slug)
        FROM users mu WHERE mu.id = je.value ->> 'entity_id'))))
    FROM json_each(coalesce(pt.entities, pr.entities)) je)`

/**
 * One statement: the reader and what they may read, the text to match, then rankedSql's count and
 * page of candidates in rank order, the page LEFT JOINed to the count so a page past the end still
 * carries it (as one row whose page columns are NULL); then each page row's thread or reply (pt,
 * pr).
 * `terms` and `fts` carry placeholders (see searchStatement); the page is written as literals.
 */
const buildSearch = (
  db: Db,
  tokenHash: string | null,
  terms: ForumSearchTerms,
  fts: { whole: string; prefix: string } | null,
  limit: number,
  offset: number,
) => {
  if (!fts && !terms.by && terms.tagged.length === 0) return null
  const text = fts ? sql`, ${matchTextSql(terms, fts)}` : sql``
  const ranked = sql`WITH ${viewerAndReadableSql(tokenHash, terms)}${text},
    ${rankedSql(terms, fts !== null, limit, offset)}`
  const isThread = sql`m.rid > ${BASE}`
  // A query builder over the raw SQL, not db.all: drizzle 0.45 cannot batch raw SQL with parameters.
  return db
    .select({
      matches: sql<number>`m.matches`,
      type: sql<
        'thread' | 'reply' | null
      >`CASE WHEN m.rid IS NULL THEN NULL WHEN ${isThread} THEN 'thread' ELSE 'reply' END`,
      id: sql<number>`CASE WHEN ${isThread} THEN m.rid - ${BASE} ELSE m.rid END`,
      body: sql<string>`coalesce(pt.body, pr.body)`,
      entitiesJson: entitiesJsonSql(),
      createdAt: sql<string>`coalesce(pt.created_at, pr.created_at)`,
      threadJson: sql<string>`(SELECT json_object('id', st.id, 'title', st.title, 'slug', st.slug, 'tags', json(st.tags),
          'category', json_object('id', sc.id, 'name', sc.name, 'slug', sc.slug))
          FROM forum_threads st JOIN forum_categories sc ON sc.id = st.forum_category_id
          WHERE st.id = coalesce(pt.id, pr.forum_thread_id))`,
      userJson: sql<
        string | null
      >`${forumUserJsonSql(`(CASE WHEN m.rid > ${THREAD_ROWID_BASE} THEN pt.user_id ELSE pr.user_id END)`)}`,
    })
    .from(sql`(${ranked}) m`)
    .leftJoin(sql`forum_threads pt`, sql`${isThread} AND pt.id = m.rid - ${BASE}`)
    .leftJoin(sql`forum_replies pr`, sql`NOT ${isThread} AND pr.id = m.rid`)
    .orderBy(rankOrder('m'))
}

/**
 * The search for the request's batch, or null when there is nothing to search by. Compiled per
 * shape (reader or not, words or not, by: or not, how many tagged:, the page): building this SQL
 * was a fifth of the request's CPU (bench `--profile`); the words, the slug and the tags fill
 * placeholders.
 */
export const searchStatement = (
  db: Db,
  tokenHash: string | null,
  terms: ForumSearchTerms,
  paging: Paging,
) => {
  const fts = ftsQueriesOf(terms.text)
  if (!fts && !terms.by && terms.tagged.length === 0) return null
  // Past the cap nothing is listed: deep pages of a common word are not worth reading.
  const limit = Math.max(0, Math.min(paging.perPage, SEARCH_TOTAL_CAP - paging.offset))
  const tagNames = terms.tagged.map((_, i) => `tag${i}`)
  const shape = [
    tokenHash ? 'member' : 'visitor',
    fts ? 'words' : 'no-words',
    terms.by ? 'by' : 'anyone',
    `tags=${tagNames.length}`,
    `page=${limit}@${paging.offset}`,
  ]
  return compiled(
    db,
    `forum.search:${shape.join(':')}`,
    () =>
      buildSearch(
        db,
        tokenHash ? ph('tokenHash') : null,
        { text: terms.text, by: terms.by ? ph('by') : null, tagged: tagNames.map((n) => ph(n)) },
        fts ? { whole: ph('whole'), prefix: ph('prefix') } : null,
        limit,
        paging.offset,
      )!,
    {
      tokenHash,
      by: terms.by,
      whole: fts?.whole,
      prefix: fts?.prefix,
      ...Object.fromEntries(terms.tagged.map((tag, i) => [tagNames[i], tag])),
    },
  )
}

export type SearchRow = Awaited<NonNullable<ReturnType<typeof buildSearch>>>[number]

/** What a result row's threadJson builds. */
export const searchThreadJson = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  tags: z.array(z.string()).nullable(),
  category: forumCategoryRef,
})
