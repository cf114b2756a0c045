import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DashboardPage } from '@/app/routes/admin/dashboard-page'
import { ApprovalsWidget } from '@/features/admin-approvals/components/approvals-widget'
import { me, page } from '../admin/helpers/fixtures'
import { mockApi, reply, type ApiCall } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'

const author = { id: 7, full_name: 'Priya Shah', slug: 'priya-shah', img: null }
const ITEMS = [
  {
    item_type: 'event',
    id: 11,
    slug: 'summer-social',
    title: 'Summer social',
    excerpt: '',
    created_at: '2026-11-20T14:30:00.000Z',
    user: author,
  },
  {
    item_type: 'news',
    id: 12,
    slug: 'meet-up-in-leeds',
    title: 'Meet-up in Leeds',
    excerpt: '',
    created_at: '2026-11-19T09:00:00.000Z',
    user: null,
  },
  {
    item_type: 'resource',
    id: 13,
    slug: 'planning-guide',
    title: 'Planning guide',
    excerpt: '',
    created_at: '2026-11-18T09:00:00.000Z',
    user: author,
  },
] as const

/** The API with the three items waiting, until each is approved or rejected. */
const approvalsApi = (overrides: Record<string, (call: ApiCall) => unknown> = {}) => {
  const waiting = new Set<number>(ITEMS.map((i) => i.id))
  const decide = ({ url }: ApiCall) => {
    waiting.delete(Number(url.pathname.split('/').pop()))
    return { data: {} }
  }
  return mockApi({
    'GET /api/approvals': () => page(ITEMS.filter((i) => waiting.has(i.id))),
    'PUT /api/events/:id': decide,
    'PUT /api/news/:id': decide,
    'PUT /api/resources/:id': decide,
    ...overrides,
  })
}

const rowOf = async (title: string) => {
  const row = (await screen.findByText(title)).closest('li')
  if (!row) throw new Error(`No row for ${title}`)
  return within(row)
}

describe('Waiting for approval (admin dashboard)', () => {
  it('lists each waiting item with its type, title, author and date', async () => {
    approvalsApi()
    renderWithProviders(<ApprovalsWidget pendingLinks={{}} />)
    const event = await rowOf('Summer social')
    expect(event.getByText('Event')).toBeInTheDocument()
    expect(event.getByText(/Priya Shah · Fri 20th Nov 2026 02:30pm/)).toBeInTheDocument()
    expect((await rowOf('Meet-up in Leeds')).getByText('News')).toBeInTheDocument()
    expect((await rowOf('Planning guide')).getByText('Resource')).toBeInTheDocument()
    expect(screen.getByText('3 waiting')).toBeInTheDocument()
  })

  it.each([
    ['Summer social', 'Approve', '/api/events/11', 'approved'],
    ['Meet-up in Leeds', 'Reject', '/api/news/12', 'rejected'],
    ['Planning guide', 'Approve', '/api/resources/13', 'approved'],
  ])(
    '%s: %s sends the status to its own endpoint and leaves the list',
    async (title, verb, path, status) => {
      const api = approvalsApi()
      const { user } = renderWithProviders(<ApprovalsWidget pendingLinks={{}} />)
      await user.click(await screen.findByRole('button', { name: `${verb} ${title}` }))
      await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument())
      expect(api.callsTo('PUT', path).map((c) => c.body)).toEqual([{ status }])
    },
  )

  it('says so when nothing is waiting', async () => {
    approvalsApi({ 'GET /api/approvals': () => page([]) })
    renderWithProviders(<ApprovalsWidget pendingLinks={{}} />)
    expect(await screen.findByText('Nothing is waiting for approval')).toBeInTheDocument()
  })

  it('shows a load failure with a way to try again', async () => {
    let fail = true
    approvalsApi({
      'GET /api/approvals': () => (fail ? reply(500, { message: 'Server error' }) : page([])),
    })
    const { user } = renderWithProviders(<ApprovalsWidget pendingLinks={{}} />)
    expect(
      await screen.findByText('Could not load what is waiting for approval'),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing is waiting for approval')).toBeInTheDocument()
  })

  it('keeps the row and says why when a decision fails', async () => {
    approvalsApi({
      'PUT /api/news/:id': () => reply(403, { message: 'Only managers can change the status' }),
    })
    const { user } = renderWithProviders(<ApprovalsWidget pendingLinks={{}} />)
    await user.click(await screen.findByRole('button', { name: 'Approve Meet-up in Leeds' }))
    const row = await rowOf('Meet-up in Leeds')
    expect(
      await row.findByText('Could not approve it: Only managers can change the status'),
    ).toBeInTheDocument()
  })

  it('links each type to its admin list filtered by pending', async () => {
    approvalsApi()
    const { user } = renderWithProviders(
      <ApprovalsWidget pendingLinks={{ event: '/admin/events?status=pending' }} />,
    )
    expect(screen.queryByRole('link', { name: 'Pending news' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Pending events' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events?status=pending')
  })

  it('sits on the dashboard of a manager, and not on one without a manage key', async () => {
    approvalsApi({ 'GET /api/users': () => page([]), 'GET /api/roles': () => page([]) })
    const { unmount } = renderWithProviders(<DashboardPage viewer={me()} />)
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Pending events' })).toHaveAttribute(
      'href',
      '/admin/events?status=pending',
    )
    unmount()
    renderWithProviders(
      <DashboardPage viewer={me({ role: 'member', permissions: ['users.update'] })} />,
    )
    await screen.findByText('Requests awaiting approval')
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).not.toBeInTheDocument()
  })
})
