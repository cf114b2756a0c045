import type { Deps } from '../lib/deps'
import { forumViewerOf, assertForumOn } from './forum.policy'
import { searchStatements, searchThreadJson, type SearchRow } from './forum-search.queries'
import { makeSnippet, mentionsAsNames, searchWords } from './forum-search-snippet'
import { toMentionEntities, toForumUser } from './forum.resources'
import { forumSwitchQuery } from './forum-settings.queries'
import { parseSearchTerms, type SearchQuery } from './forum-search.schemas'
import type { ForumSearchResult } from './forum-responses.schemas'

/** Forum search: FTS5 over threads and replies, with by:{slug} and tagged:{tag}, within what the viewer may read. */

const toSearchResult = (row: SearchRow, words: readonly string[]): ForumSearchResult => {
  const thread = searchThreadJson.parse(JSON.parse(row.threadJson))
  return {
    type: row.type,
    id: row.id,
    thread: {
      id: thread.id,
      title: thread.title,
      slug: thread.slug,
      url: `/forum/${thread.category.slug}/${thread.slug}`,
      category: thread.category,
    },
    snippet: makeSnippet(mentionsAsNames(row.body, toMentionEntities(row.entitiesJson)), words),
    tags: thread.tags ?? [],
    user: toForumUser(row.userJson),
    created_at: row.createdAt,
  }
}

export const searchForum = async (
  deps: Deps,
  query: SearchQuery,
): Promise<{ rows: ForumSearchResult[]; total: number }> => {
  const { db, auth } = deps
  const terms = parseSearchTerms(query.q)
  const statements = searchStatements(db, forumViewerOf(auth.tokenHash), terms, query)
  if (!statements) {
    // Nothing searchable (punctuation only): still the switch, still one round trip.
    const [switchRows] = await db.batch([forumSwitchQuery(db)])
    assertForumOn(switchRows, auth.current())
    return { rows: [], total: 0 }
  }
  const [rows, [total], switchRows] = await db.batch([
    statements.rows,
    statements.total,
    forumSwitchQuery(db),
  ])
  assertForumOn(switchRows, auth.current())
  const words = searchWords(terms.text)
  return { rows: rows.map((row) => toSearchResult(row, words)), total: total?.total ?? 0 }
}
