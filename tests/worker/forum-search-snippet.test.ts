import { describe, expect, it } from 'vitest'
import { makeSnippet, searchWords } from '../../worker/forum/forum-search-snippet'
import { SEARCH_MARK_END as E, SEARCH_MARK_START as S } from '../../worker/forum/forum.schemas'

describe('makeSnippet', () => {
  it('marks every word starting with a searched word, ignoring case and accents', () => {
    expect(makeSnippet('Chasing an Invoice, then invoices; no invoicing café', searchWords('invoic CAFE'))).toBe(
      `Chasing an ${S}Invoice,${E} then ${S}invoices;${E} no ${S}invoicing${E} ${S}café${E}`,
    )
  })

  it('shows the words around the first match of a long post, with ellipses', () => {
    const body = [...Array.from({ length: 40 }, (_, i) => `w${i}`), 'target', ...Array.from({ length: 40 }, (_, i) => `x${i}`)].join(' ')
    const snippet = makeSnippet(body, searchWords('target'))
    expect(snippet.startsWith('… w28 ')).toBe(true)
    expect(snippet).toContain(`${S}target${E}`)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet.split(' ').filter((t) => t !== '…')).toHaveLength(24)
  })

  it('starts at the beginning when only the title matched, and never marks without words', () => {
    expect(makeSnippet('Plain body text', searchWords('title'))).toBe('Plain body text')
    expect(makeSnippet('Plain body text', [])).toBe('Plain body text')
  })
})
