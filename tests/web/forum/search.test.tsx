import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SEARCH_MARK_END as E, SEARCH_MARK_START as S, type ForumSearchResult } from '../../../worker/forum/forum.schemas'
import { SearchPage } from '../../../web/src/features/forum/components/search-page'
import { renderScreen } from '../helpers/render'
import { forumServer, forumUserFixture } from './screens-fixtures'

const result = (overrides: Partial<ForumSearchResult> = {}): ForumSearchResult => ({
  type: 'thread',
  id: 1,
  thread: { id: 1, title: 'Budget 2026', slug: 'budget-2026', url: '/forum/money/budget-2026', category: { id: 3, name: 'Money', slug: 'money' } },
  snippet: `The ${S}budget${E} is <b>tight</b>`,
  tags: ['finance'],
  user: forumUserFixture(),
  created_at: '2025-06-01T00:00:00.000Z',
  ...overrides,
})

const openSearch = (route: string, search: (q: string) => ForumSearchResult[]) => {
  const server = forumServer({ search })
  return { ...server, ...renderScreen('/forum/search', <SearchPage />, { route }) }
}

describe('forum search', () => {
  it('shows results for q, linking to the thread, with matches as <mark> and no markup from the text', async () => {
    const { requests, container } = openSearch('/forum/search?q=budget', () => [
      result(),
      result({ type: 'reply', id: 9, snippet: `${S}Budget${E} talk`, thread: { ...result().thread, id: 2, title: 'Planning', slug: 'planning' } }),
    ])
    const first = within(await screen.findByRole('article', { name: 'Budget 2026' }))
    expect(first.getByRole('link', { name: 'Budget 2026' })).toHaveAttribute('href', '/forum/money/budget-2026')
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['budget', 'Budget'])
    expect(container.querySelector('b')).toBeNull()
    expect(first.getByText(/is <b>tight<\/b>/)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Planning' })).getByText(/Reply in/)).toBeInTheDocument()
    expect(screen.getByText('2 results')).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/forum/search')?.query.get('q')).toBe('budget')
  })

  it('keeps what is typed in the address', async () => {
    const { user } = openSearch('/forum/search', (q) => (q === 'budget' ? [result()] : []))
    expect(screen.getByText('Type something to search for')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search the forum' }), 'budget')
    await screen.findByRole('article', { name: 'Budget 2026' })
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/search?q=budget')
  })

  it('shows by: and tagged: as chips, and removing one searches without it', async () => {
    const { user, requests } = openSearch('/forum/search?q=budget by:grace-hopper tagged:finance tagged:tax', () => [result()])
    await screen.findByRole('article', { name: 'Budget 2026' })
    const chips = within(screen.getByRole('group', { name: 'Search terms' }))
    expect(chips.getByText('by:grace-hopper')).toBeInTheDocument()
    expect(chips.getByText('tagged:finance')).toBeInTheDocument()
    expect(chips.getByText('tagged:tax')).toBeInTheDocument()

    await user.click(chips.getByRole('button', { name: 'Remove tagged:finance' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/forum/search?q=budget+by%3Agrace-hopper+tagged%3Atax'))
    expect(screen.queryByText('tagged:finance')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove by:grace-hopper' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/forum/search?q=budget+tagged%3Atax'))
    await waitFor(() => expect(requests.at(-1)?.query.get('q')).toBe('budget tagged:tax'))
  })

  it('says "No results found" when nothing matches', async () => {
    openSearch('/forum/search?q=zzxq', () => [])
    expect(await screen.findByText('No results found')).toBeInTheDocument()
  })
})
