import type { ReactNode } from 'react'
import { SEARCH_MARK_END, SEARCH_MARK_START } from '@worker/forum/forum-search-terms.schemas'

/**
 * A search snippet with its matches highlighted: the server wraps matched words in control
 * characters (never markup), and each wrapped run becomes a <mark> element here — no innerHTML.
 */
export function SearchSnippet({ snippet }: { snippet: string }) {
  const parts: ReactNode[] = []
  let marked = false
  let run = ''
  const flush = () => {
    if (run) parts.push(marked ? <mark key={parts.length}>{run}</mark> : run)
    run = ''
  }
  for (const char of snippet) {
    if (char === SEARCH_MARK_START || char === SEARCH_MARK_END) {
      flush()
      marked = char === SEARCH_MARK_START
    } else run += char
  }
  flush()
  return <>{parts}</>
}
