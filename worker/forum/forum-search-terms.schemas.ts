/**
 * Forum search's terms and marks (spec 01 §2), without zod: a thread's tag chips link to a search
 * from a first screen, where forum-search.schemas.ts would bring zod. That file re-exports these.
 */

/**
 * The total counts matches exactly up to this many; past it the API answers this with
 * `total_is_capped: true`, the page says "1,000+" and no more are listed.
 */
export const SEARCH_TOTAL_CAP = 1000

export const SEARCH_MARK_START = '\u0002'

export const SEARCH_MARK_END = '\u0003'

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
