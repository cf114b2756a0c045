import { trustedJson } from '../lib/json'
import type { Deps } from '../lib/deps'
import { assertForumOn } from './forum.policy'
import { searchStatement, searchThreadJson, type SearchRow } from './forum-search.queries'
import { makeSnippet, mentionsAsNames, searchWords } from './forum-search-snippet'
import { toMentionEntities, toForumUser } from './forum.resources'
import { forumSwitchQuery } from './forum-settings.queries'
import { parseSearchTerms, SEARCH_TOTAL_CAP, type SearchQuery } from './forum-search.schemas'
import type { ForumSearchResult } from './forum-responses.schemas'

/**
 * Forum search: FTS5 over threads and replies, most relevant first, with by:{slug} and
 * tagged:{tag}, within what the viewer may read; counted exactly up to SEARCH_TOTAL_CAP.
 */

type PageRow = SearchRow & { type: 'thread' | 'reply' }

const toSearchResult = (row: PageRow, words: readonly string[]): ForumSearchResult => {
  const thread = trustedJson(searchThreadJson, row.threadJson)
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

/** A page of results, the total (at most SEARCH_TOTAL_CAP) and whether counting stopped there. */
export type ForumSearchPage = { rows: ForumSearchResult[]; total: number; isTotalCapped: boolean }

export const searchForum = async (deps: Deps, query: SearchQuery): Promise<ForumSearchPage> => {
  const { db, auth } = deps
  const terms = parseSearchTerms(query.q)
  const statement = searchStatement(db, auth.tokenHash, terms, query)
  if (!statement) {
    // Nothing searchable (punctuation only): still the switch, still one round trip.
    const [switchRows] = await db.batch([forumSwitchQuery(db)])
    assertForumOn(switchRows, auth.current())
    return { rows: [], total: 0, isTotalCapped: false }
  }
  const [rows, switchRows] = await db.batch([statement, forumSwitchQuery(db)])
  assertForumOn(switchRows, auth.current())
  const words = searchWords(terms.text)
  // A page past the end is the count's row alone, its page columns NULL.
  const matches = rows[0]?.matches ?? 0
  return {
    rows: rows
      .filter((row): row is PageRow => row.type !== null)
      .map((row) => toSearchResult(row, words)),
    total: Math.min(matches, SEARCH_TOTAL_CAP),
    isTotalCapped: matches > SEARCH_TOTAL_CAP,
  }
}
