import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StatsGrain, StatsRange } from '@worker/stats/stats.schemas'
import { STATS_CONTENT_TYPES } from '@worker/stats/stats.schemas'
import type { Stats } from '@/features/admin-stats/api/get-stats'
import { DashboardPage } from '@/app/routes/admin/dashboard-page'
import { StatisticsScreen } from '@/features/admin-stats/components/statistics-screen'
import { me, page } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

const dates = (grain: StatsGrain, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(
      Date.UTC(
        2026,
        grain === 'month' ? i : 0,
        grain === 'month' ? 1 : 1 + i * (grain === 'week' ? 7 : 1),
      ),
    )
    return d.toISOString().slice(0, 10)
  })

/** A stats answer: `scale` multiplies every figure, so two ranges read differently. */
const statsFixture = (range: StatsRange, scale = 1): Stats => {
  const grain = ({ '30d': 'day', '90d': 'week', '12m': 'month' } as const)[range]
  const days = dates(grain, { day: 30, week: 13, month: 12 }[grain])
  const count = (i: number) => (i === days.length - 1 ? 2 * scale : 0)
  return {
    range,
    grain,
    from: days[0]!,
    to: days.at(-1)!,
    members: {
      total: 120 * scale,
      by_status: { active: 100 * scale, pending: 15 * scale, inactive: 5 * scale },
      joined_in_range: 12 * scale,
      seen_in_range: 48 * scale,
      joined: days.map((date, i) => ({ date, count: count(i) })),
      taking_part: days.map((date, i) => ({ date, count: count(i) })),
    },
    content: {
      by_type_and_status: STATS_CONTENT_TYPES.flatMap((type) =>
        (['pending', 'approved', 'rejected'] as const).map((status) => ({
          type,
          status,
          count: status === 'approved' ? 3 * scale : 0,
        })),
      ),
      created_in_range: 9 * scale,
      created: days.map((date, i) => ({
        date,
        news: count(i),
        resource: 0,
        promotion: 0,
        page: 0,
        event: count(i),
        poll: 0,
        survey: 0,
      })),
    },
    events: {
      upcoming: 4,
      past: 7,
      tickets_sold_in_range: 31 * scale,
      revenue_minor_in_range: 15_000 * scale,
      revenue_formatted_in_range: `£${150 * scale}.00`,
      tickets_sold: days.map((date, i) => ({ date, count: count(i) })),
    },
    forum: {
      threads: 40,
      replies: 300,
      threads_in_range: 6 * scale,
      replies_in_range: 27 * scale,
      activity: days.map((date, i) => ({ date, threads: count(i), replies: count(i) })),
    },
    engagement: {
      likes_in_range: 17 * scale,
      comments_in_range: 8 * scale,
      over_time: days.map((date, i) => ({ date, likes: count(i), comments: count(i) })),
    },
  }
}

const figureCard = (label: string) => screen.getByRole('group', { name: label })

describe('Statistics screen', { timeout: 20_000 }, () => {
  it('shows the headline figures and each chart with its numbers as a table', async () => {
    const { requests } = mockFetch((r) =>
      r.path === '/api/stats' ? jsonResponse(200, { data: statsFixture('30d') }) : undefined,
    )
    renderScreen('/admin/statistics', <StatisticsScreen />)
    expect(await screen.findByText('12 joined in the last 30 days')).toBeInTheDocument()
    expect(within(figureCard('Members')).getByText('120')).toBeInTheDocument()
    expect(within(figureCard('Members seen')).getByText('48')).toBeInTheDocument()
    expect(within(figureCard('Tickets sold')).getByText('31')).toBeInTheDocument()
    expect(screen.getByText(/£150\.00 in the last 30 days/)).toBeInTheDocument()
    expect(within(figureCard('Forum replies')).getByText('27')).toBeInTheDocument()
    expect(within(figureCard('Likes and comments')).getByText('25')).toBeInTheDocument()
    expect(requests[0]?.query.get('range')).toBe('30d')

    for (const title of [
      'Members over time',
      'Members by status',
      'Content by type and status',
      'New content',
      'Tickets sold',
      'Forum activity',
      'Likes and comments',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()

    // What the ring draws, a screen reader reads as a table.
    const status = screen.getByRole('table', { name: 'Members by status' })
    expect(within(status).getByRole('row', { name: 'Awaiting approval 15' })).toBeInTheDocument()
    // Thirty days, every one a row, zeros included.
    const tickets = screen.getByRole('table', { name: 'Tickets sold' })
    expect(within(tickets).getAllByRole('row')).toHaveLength(31)
    expect(within(tickets).getByRole('row', { name: '1 January 2026 0' })).toBeInTheDocument()
    expect(within(tickets).getByRole('row', { name: '30 January 2026 2' })).toBeInTheDocument()
  })

  it('asks for the chosen period, keeps it in the address and shows its figures', async () => {
    const { requests } = mockFetch((r) => {
      const range = r.query.get('range') as StatsRange
      return jsonResponse(200, { data: statsFixture(range, range === '90d' ? 2 : 1) })
    })
    const { user } = renderScreen('/admin/statistics', <StatisticsScreen />)
    await screen.findByText('12 joined in the last 30 days')
    await user.click(screen.getByRole('radio', { name: '90 days' }))
    expect(await screen.findByText('24 joined in the last 90 days')).toBeInTheDocument()
    expect(requests.map((r) => r.query.get('range'))).toEqual(['30d', '90d'])
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/statistics?range=90d')
    const tickets = screen.getByRole('table', { name: 'Tickets sold' })
    expect(within(tickets).getAllByRole('row')).toHaveLength(14)
    expect(within(tickets).getByRole('columnheader', { name: 'Week' })).toBeInTheDocument()
  })

  it('says when the figures could not be loaded and tries again', async () => {
    let calls = 0
    mockFetch((r) => {
      if (r.path !== '/api/stats') return undefined
      calls += 1
      return calls === 1
        ? jsonResponse(500, { message: 'Server Error' })
        : jsonResponse(200, { data: statsFixture('30d') })
    })
    const { user } = renderScreen('/admin/statistics', <StatisticsScreen />)
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByText('12 joined in the last 30 days')).toBeInTheDocument(),
    )
  })
})

describe('Admin dashboard: the last 30 days', { timeout: 20_000 }, () => {
  const dashboardApi = () =>
    mockApi({
      'GET /api/stats': () => ({ data: statsFixture('30d') }),
      'GET /api/users': () => page([]),
      'GET /api/roles': () => page([]),
      'GET /api/approvals': () => page([]),
      'GET /api/polls': () => page([]),
    })

  it('shows an admin the new members, content and tickets, with a link to the statistics', async () => {
    const api = dashboardApi()
    renderWithProviders(<DashboardPage viewer={me({ role: 'admin' })} />, { route: '/admin' })
    const strip = await screen.findByRole('region', { name: 'The last 30 days' })
    expect(await within(strip).findByRole('group', { name: 'New members' })).toHaveTextContent('12')
    expect(within(strip).getByRole('group', { name: 'New content' })).toHaveTextContent('9')
    expect(within(strip).getByRole('group', { name: 'Tickets sold' })).toHaveTextContent('31')
    expect(within(strip).getByRole('link', { name: 'See all statistics' })).toHaveAttribute(
      'href',
      '/admin/statistics',
    )
    expect(api.callsTo('GET', '/api/stats')[0]?.url.searchParams.get('range')).toBe('30d')
  })

  it('leaves it out for a member who only runs the users', async () => {
    const api = dashboardApi()
    renderWithProviders(
      <DashboardPage viewer={me({ role: 'member', permissions: ['users.update'] })} />,
      { route: '/admin' },
    )
    expect(await screen.findByText('Requests awaiting approval')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'The last 30 days' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/stats')).toHaveLength(0)
  })
})
