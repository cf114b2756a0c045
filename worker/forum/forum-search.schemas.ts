import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

/**
 * Forum search (spec 01 §2): the query, and its terms: `by:{slug}` and `tagged:{tag}`, shown as
 * chips; the rest is text. The search page parses and rebuilds queries with the same functions,
 * which live zod-free in forum-search-terms.schemas.ts (the first screens import them).
 */
export {
  SEARCH_TOTAL_CAP,
  SEARCH_MARK_START,
  SEARCH_MARK_END,
  parseSearchTerms,
  formatSearchTerms,
  type ForumSearchTerms,
} from './forum-search-terms.schemas'

/** Control characters (NUL, DEL, C0 and C1): nothing a member means to search for. */
const CONTROL_CHARACTERS = /\p{Cc}/gu

export const searchQuery = pagingQuery(10).and(
  z.object({
    // Control characters separate words, as a space would (a NUL once reached FTS5's parser: 500).
    q: z
      .string({ error: 'Type something to search for' })
      .overwrite((q) => q.replace(CONTROL_CHARACTERS, ' '))
      .trim()
      .min(1, 'Type something to search for')
      .max(200),
  }),
)

export type SearchQuery = z.infer<typeof searchQuery>
