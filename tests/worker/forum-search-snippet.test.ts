import { describe, expect, it } from 'vitest'
import { makeSnippet, mentionsAsNames, searchWords } from '@worker/forum/forum-search-snippet'
import { SEARCH_MARK_END as E, SEARCH_MARK_START as S } from '@worker/forum/forum-search.schemas'

describe('makeSnippet', () => {
  it('marks every word starting with a searched word, ignoring case and accents', () => {
    expect(
      makeSnippet(
        'Chasing an Invoice, then invoices; no invoicing café',
        searchWords('invoic CAFE'),
      ),
    ).toBe(`Chasing an ${S}Invoice,${E} then ${S}invoices;${E} no ${S}invoicing${E} ${S}café${E}`)
  })

  it('shows the words around the first match of a long post, with ellipses', () => {
    const body = [
      ...Array.from({ length: 40 }, (_, i) => `w${i}`),
      'target',
      ...Array.from({ length: 40 }, (_, i) => `x${i}`),
    ].join(' ')
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

describe('mentionsAsNames', () => {
  const ada = {
    entity_id: 3,
    entity_type: 'user' as const,
    body: '@Ada',
    entity: { id: 3, full_name: 'Ada Lovelace', slug: 'ada-lovelace' },
  }
  const gone = { entity_id: 4, entity_type: 'user' as const, body: 'Grace', entity: null }

  it('writes each @[n] as "@Forename Surname", or the recorded name when the member is gone', () => {
    expect(mentionsAsNames('Hi @[0] and @[1], @[0] again', [ada, gone])).toBe(
      'Hi @Ada Lovelace and @Grace, @Ada Lovelace again',
    )
  })

  it('leaves a marker pointing at nobody as typed, and drops highlight marks the text carried', () => {
    expect(mentionsAsNames(`@[2] ${S}fake${E}`, [ada])).toBe('@[2] fake')
  })
})
