import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SEARCH_MARK_END as E, SEARCH_MARK_START as S } from '@worker/forum/forum-search.schemas'
import type { ForumSearchResult } from '@worker/forum/forum-responses.schemas'
import { SearchPage } from '@/features/forum/components/search-page'
import { renderScreen } from '../helpers/render'
import { jsonResponse } from '../helpers/fetch-mock'
import { forumServer, forumUserFixture, pageOf, searchPageOf } from './screens-fixtures'

const result = (overrides: Partial<ForumSearchResult> = {}): ForumSearchResult => ({
  type: 'thread',
  id: 1,
  thread: {
    id: 1,
    title: 'Budget 2026',
    slug: 'budget-2026',
    url: '/forum/money/budget-2026',
    category: { id: 3, name: 'Money', slug: 'money' },
  },
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
      result({
        type: 'reply',
        id: 9,
        snippet: `${S}Budget${E} talk`,
        thread: { ...result().thread, id: 2, title: 'Planning', slug: 'planning' },
      }),
    ])
    const first = within(await screen.findByRole('article', { name: 'Budget 2026' }))
    expect(first.getByRole('link', { name: 'Budget 2026' })).toHaveAttribute(
      'href',
      '/forum/money/budget-2026',
    )
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'budget',
      'Budget',
    ])
    expect(container.querySelector('b')).toBeNull()
    expect(first.getByText(/is <b>tight<\/b>/)).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Planning' })).getByText(/Reply in/),
    ).toBeInTheDocument()
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
    const { user, requests } = openSearch(
      '/forum/search?q=budget by:grace-hopper tagged:finance tagged:tax',
      () => [result()],
    )
    await screen.findByRole('article', { name: 'Budget 2026' })
    const chips = within(screen.getByRole('group', { name: 'Search terms' }))
    expect(chips.getByText('by:grace-hopper')).toBeInTheDocument()
    expect(chips.getByText('tagged:finance')).toBeInTheDocument()
    expect(chips.getByText('tagged:tax')).toBeInTheDocument()

    await user.click(chips.getByRole('button', { name: 'Remove tagged:finance' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/forum/search?q=budget+by%3Agrace-hopper+tagged%3Atax',
      ),
    )
    expect(screen.queryByText('tagged:finance')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove by:grace-hopper' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/forum/search?q=budget+tagged%3Atax',
      ),
    )
    await waitFor(() => expect(requests.at(-1)?.query.get('q')).toBe('budget tagged:tax'))
  })

  it('says "No results found" when nothing matches', async () => {
    openSearch('/forum/search?q=zzxq', () => [])
    expect(await screen.findByText('No results found')).toBeInTheDocument()
  })

  // Issue 9: only the first results were shown, with no way to the rest; issue 11: past the first 50.
  it('pages through every result with Load more, 20 at a time, past the first 50, until none are left', async () => {
    const many = Array.from({ length: 65 }, (_, i) =>
      result({
        id: i + 1,
        thread: {
          ...result().thread,
          id: i + 1,
          title: `Budget thread ${i + 1}`,
          slug: `budget-${i + 1}`,
        },
      }),
    )
    const { user, requests } = openSearch('/forum/search?q=budget', () => many)
    await screen.findByRole('article', { name: 'Budget thread 1' })
    expect(screen.getAllByRole('article')).toHaveLength(20)
    expect(screen.getByText('Showing 20 of 65 results')).toBeInTheDocument()
    for (const [last, shown] of [
      [40, 40],
      [60, 60],
      [65, 65],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Load more' }))
      await screen.findByRole('article', { name: `Budget thread ${last}` })
      expect(screen.getAllByRole('article')).toHaveLength(shown)
    }
    expect(screen.getByText('65 results')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    const searches = requests.filter((r) => r.path === '/api/forum/search')
    expect(
      searches.map((r) => [r.query.get('q'), r.query.get('page'), r.query.get('per_page')]),
    ).toEqual([
      ['budget', '1', '20'],
      ['budget', '2', '20'],
      ['budget', '3', '20'],
      ['budget', '4', '20'],
    ])
  }, 20_000)

  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      result({ id: i + 1, thread: { ...result().thread, id: i + 1, title: `Row ${i + 1}` } }),
    )

  it('says 1,000+ when the server stops counting at its cap, and still offers more', async () => {
    const rows = rowsOf(1001)
    const server = forumServer({
      extra: (r) =>
        r.path === '/api/forum/search'
          ? jsonResponse(200, searchPageOf(rows, Number(r.query.get('page')), 20))
          : undefined,
    })
    renderScreen('/forum/search', <SearchPage />, { route: '/forum/search?q=budget' })
    expect(await screen.findByText('Showing 20 of 1,000+ results')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
    expect(server.requests.filter((r) => r.path === '/api/forum/search')).toHaveLength(1)
  })

  it('says 1,000 results, not 1,000+, when exactly 1,000 match', async () => {
    const rows = rowsOf(1000)
    forumServer({
      extra: (r) =>
        r.path === '/api/forum/search'
          ? jsonResponse(200, searchPageOf(rows, Number(r.query.get('page')), 20))
          : undefined,
    })
    renderScreen('/forum/search', <SearchPage />, { route: '/forum/search?q=budget' })
    expect(await screen.findByText('Showing 20 of 1,000 results')).toBeInTheDocument()
  })

  it('shows the loading state, then an error with Try again that searches again', async () => {
    let fail = true
    forumServer({
      extra: (r) =>
        r.path === '/api/forum/search'
          ? fail
            ? jsonResponse(500, { message: 'There was an error on the server' })
            : jsonResponse(200, pageOf([result()], 1, 20))
          : undefined,
    })
    const { user } = renderScreen('/forum/search', <SearchPage />, {
      route: '/forum/search?q=budget',
    })
    expect(screen.getByText('Searching…')).toBeInTheDocument()
    expect(await screen.findByText('The search could not be completed.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Budget 2026' })).toBeInTheDocument()
  })

  it('keeps the results shown when loading more fails, and tries again', async () => {
    let failMore = true
    const rows = Array.from({ length: 25 }, (_, i) =>
      result({ id: i + 1, thread: { ...result().thread, id: i + 1, title: `Row ${i + 1}` } }),
    )
    forumServer({
      extra: (r) => {
        if (r.path !== '/api/forum/search') return undefined
        const page = Number(r.query.get('page'))
        if (page === 2 && failMore)
          return jsonResponse(500, { message: 'There was an error on the server' })
        return jsonResponse(
          200,
          pageOf(rows.slice((page - 1) * 20, page * 20), page, 20, rows.length),
        )
      },
    })
    const { user } = renderScreen('/forum/search', <SearchPage />, {
      route: '/forum/search?q=budget',
    })
    await screen.findByRole('article', { name: 'Row 1' })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('More results could not be loaded.')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(20)
    failMore = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('article', { name: 'Row 25' })
    expect(screen.getAllByRole('article')).toHaveLength(25)
  }, 20_000)
})
