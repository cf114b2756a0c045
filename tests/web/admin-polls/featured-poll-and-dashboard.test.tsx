import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DashboardPage } from '@/app/routes/admin/dashboard-page'
import { HomepageSettingsScreen } from '@/features/admin-settings/components/homepage-settings-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import {
  item,
  optionFixture,
  page,
  pollApi,
  pollFixture,
  pollManager,
  requestsTo,
} from './poll-admin-fixtures'

const polls = [
  pollFixture({ id: 5, title: 'Where should the summer social be?' }),
  pollFixture({ id: 6, title: 'Best picnic spot' }),
]

const homepageApi = () => {
  const saves: ApiRequest[] = []
  const api = mockFetch((r) => {
    if (r.path === '/api/me') return item(pollManager())
    if (r.path === '/api/settings' && r.method === 'GET') return item(settingsFixture())
    if (r.path === '/api/settings' && r.method === 'PUT') {
      saves.push(r)
      return item(settingsFixture((r.body as { settings: object }).settings))
    }
    if (r.path === '/api/polls') {
      const q = r.query.get('q') ?? ''
      return page(polls.filter((p) => p.title.toLowerCase().includes(q.toLowerCase())))
    }
    return undefined
  })
  return { ...api, saves }
}

describe('Homepage settings: the featured poll', { timeout: 20_000 }, () => {
  it('finds polls by title, says "No polls found" when nothing matches, and saves the choice', async () => {
    const { requests, saves } = homepageApi()
    const { user } = renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Choose featured poll' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a featured poll' })
    expect(await within(dialog).findByText('Best picnic spot')).toBeInTheDocument()
    expect(requestsTo(requests, 'GET', '/api/polls')[0]?.query.get('page_size')).toBe('15')
    await user.type(within(dialog).getByRole('searchbox', { name: 'Title' }), 'nothing like it')
    expect(await within(dialog).findByText('No polls found')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Title' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Select Best picnic spot' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(saves[0]?.body).toMatchObject({ settings: { featured_poll_id: 6 } })
  })
})

describe('Admin dashboard: the latest poll', { timeout: 20_000 }, () => {
  const dashboardApi = (latest: ReturnType<typeof pollFixture> | null) =>
    pollApi(undefined, (r) => {
      if (r.path === '/api/polls') return page(latest ? [latest] : [])
      if (['/api/users', '/api/roles', '/api/approvals'].includes(r.path)) return page([])
      return undefined
    })

  it('shows the newest poll with its results bars and a link to its results', async () => {
    const { requests } = dashboardApi(
      pollFixture({
        poll_options: [optionFixture(1, 'The park', 1, 0), optionFixture(2, 'The pub', 3, 2)],
      }),
    )
    renderScreen('/admin', <DashboardPage viewer={pollManager()} />)
    const card = await screen.findByRole('region', { name: 'Latest poll' })
    expect(await within(card).findByText('Where should the summer social be?')).toBeInTheDocument()
    expect(within(card).getByText('75%')).toBeInTheDocument()
    expect(within(card).getByText('25%')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'See the poll’s results' })).toHaveAttribute(
      'href',
      '/admin/polls?results=5',
    )
    const [latest] = requestsTo(requests, 'GET', '/api/polls')
    expect(latest?.query.get('page_size')).toBe('1')
    expect(latest?.query.get('status')).toBe('all')
  })

  it('says so when there is no poll yet, and is left out for those who cannot manage polls', async () => {
    dashboardApi(null)
    const { unmount } = renderScreen('/admin', <DashboardPage viewer={pollManager()} />)
    expect(await screen.findByText('No polls yet.')).toBeInTheDocument()
    unmount()
    renderScreen(
      '/admin',
      <DashboardPage viewer={{ ...pollManager(), permissions: ['users.update'] }} />,
    )
    expect(await screen.findByText(/Welcome/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Latest poll' })).not.toBeInTheDocument()
  })

  it('offers Try again when the latest poll cannot be read', async () => {
    pollApi(undefined, (r) => {
      if (r.path === '/api/polls') return jsonResponse(500, { message: 'Boom' })
      if (['/api/users', '/api/roles', '/api/approvals'].includes(r.path)) return page([])
      return undefined
    })
    renderScreen('/admin', <DashboardPage viewer={pollManager()} />)
    expect(await screen.findByText('The latest poll could not be loaded.')).toBeInTheDocument()
  })
})
