import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

/**
 * Forum search (spec 01 §2): the query, and its terms: `by:{slug}` and `tagged:{tag}`, shown as
 * chips; the rest is text. The search page parses and rebuilds queries with the same functions.
 */

/**
 * The total counts matches exactly up to this many; past it the API answers this with
 * `total_is_capped: true`, the page says "1,000+" and no more are listed.
 */
export const SEARCH_TOTAL_CAP = 1000

export const SEARCH_MARK_START = '\u0002'

export const SEARCH_MARK_END = '\u0003'

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

export type ForumSearchTerms = { text: string; by: string | null; tagged: string[] }

export const parseSearchTerms = (q: string): ForumSearchTerms => {
  let by: string | null = null
  const tagged: string[] = []
  const words: string[] = []
  for (const word of q.trim().split(/\s+/).filter(Boolean)) {
    const lower = word.toLowerCase()
    if (lower.startsWith('by:') && word.length > 3) by = lower.slice(3)
    else if (lower.startsWith('tagged:') && word.length > 7) tagged.push(lower.slice(7))
    else words.push(word)
  }
  return { text: words.join(' '), by, tagged: [...new Set(tagged)] }
}

/** Rebuilds a query string from its terms (the chips' remove buttons). */
export const formatSearchTerms = ({ text, by, tagged }: ForumSearchTerms) =>
  [text, by ? `by:${by}` : '', ...tagged.map((t) => `tagged:${t}`)].filter(Boolean).join(' ')
