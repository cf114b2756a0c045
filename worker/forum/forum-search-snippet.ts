import { SEARCH_MARK_END, SEARCH_MARK_START } from './forum-search.schemas'
import type { MentionEntity } from './forum-responses.schemas'

/**
 * The search result's snippet, made in code for the page's rows only: FTS5's snippet() inside a
 * per-row subquery re-ran the whole MATCH for each row (a second per page over 50,000 replies).
 * Words starting with a searched word are marked, as the FTS prefix and stemming would match them.
 */

const WORDS_AROUND = 12
const MARKS = new RegExp(`[${SEARCH_MARK_START}${SEARCH_MARK_END}]`, 'g')

/**
 * The body as readers see it: `@[n]` becomes "@Forename Surname" (entities[n] as the member is now,
 * or the name the post recorded when their account is gone), as the thread page shows it. A marker
 * pointing at no entity stays as typed. The highlight marks cannot come from the text itself.
 */
export const mentionsAsNames = (body: string, entities: readonly MentionEntity[]) =>
  body.replace(MARKS, '').replace(/@\[(\d{1,2})\]/g, (marker, n: string) => {
    const mention = entities[Number(n)]
    if (!mention) return marker
    const name = (mention.entity?.full_name ?? mention.body).replace(MARKS, '').replace(/^@/, '')
    return `@${name}`
  })
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
/**
 * A word as it is compared: without accents or punctuation, lower case. Most words are plain
 * ASCII, where that is only lower-casing and dropping punctuation; NFKD for every word of a page's
 * bodies was most of the snippets' CPU (bench `--profile`).
 */
const fold = (word: string) =>
  PRINTABLE_ASCII.test(word)
    ? word.toLowerCase().replace(/[^a-z0-9]/g, '')
    : word
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, '')

export const searchWords = (text: string) =>
  text
    .split(/\s+/)
    .map(fold)
    .filter((w) => w.length > 0)

/** Up to 2×WORDS_AROUND words around the first match (or the start), matches wrapped in the marks. */
export const makeSnippet = (body: string, words: readonly string[]) => {
  const tokens = body.split(/\s+/).filter(Boolean)
  const matches = (token: string) => {
    const folded = fold(token)
    return folded.length > 0 && words.some((w) => folded.startsWith(w))
  }
  const first = tokens.findIndex(matches)
  const start = Math.max(0, (first < 0 ? 0 : first) - WORDS_AROUND)
  const end = Math.min(tokens.length, start + 2 * WORDS_AROUND)
  const shown = tokens
    .slice(start, end)
    .map((t) => (matches(t) ? `${SEARCH_MARK_START}${t}${SEARCH_MARK_END}` : t))
  return `${start > 0 ? '… ' : ''}${shown.join(' ')}${end < tokens.length ? ' …' : ''}`
}
