import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { POLL_MESSAGES, type PollResource } from '@worker/polls/polls.schemas'
import { PollsAdminScreen } from '@/features/admin-polls/components/polls-admin-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import {
  item,
  optionFixture,
  page,
  pollApi,
  pollFixture,
  pollManager,
  requestsTo,
  voteFixture,
} from './poll-admin-fixtures'

const live = pollFixture({ id: 5, title: 'Where should the summer social be?' })
const past = pollFixture({
  id: 6,
  title: 'Last year’s outing',
  is_active: false,
  is_expired: true,
  status: 'pending',
})
const soon = pollFixture({ id: 7, title: 'Autumn walk', is_active: false, is_expired: false })

const adminApi = ({
  rows = [live, past, soon],
  me = pollManager(),
  deleteFails = false,
}: { rows?: PollResource[]; me?: ReturnType<typeof pollManager>; deleteFails?: boolean } = {}) => {
  let current = rows
  return pollApi(me, (request) => {
    if (request.method === 'GET' && request.path === '/api/polls') {
      const status = request.query.get('status')
      return page(status && status !== 'all' ? current.filter((p) => p.status === status) : current)
    }
    if (request.method === 'GET' && request.path === '/api/poll-votes')
      return page([voteFixture(), voteFixture({ id: 41 }), voteFixture({ id: 42 })])
    const detail = current.find((p) => request.path === `/api/polls/${p.id}`)
    if (request.method === 'GET' && detail) return item(detail)
    if (request.method === 'DELETE' && detail) {
      if (deleteFails) return jsonResponse(500, { message: 'Server error' })
      current = current.filter((p) => p !== detail)
      return new Response(null, { status: 204 })
    }
    return undefined
  })
}

const renderAdmin = (route = '/admin/polls') =>
  renderScreen('/admin/polls', <PollsAdminScreen />, { route })

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!

const openMenu = async (user: ReturnType<typeof renderAdmin>['user'], title: string) => {
  await user.click(within(await rowOf(title)).getByRole('button', { name: `Actions for ${title}` }))
}

describe('Admin polls screen', { timeout: 20_000 }, () => {
  it('lists every status and type=poll, 15 a page, with its window, status and votes', async () => {
    const api = adminApi()
    renderAdmin()
    const row = await rowOf(live.title)
    expect(within(row).getByText('Active')).toBeInTheDocument()
    expect(within(row).getByText('4 approved · 1 pending')).toBeInTheDocument()
    expect(within(await rowOf(past.title)).getByText('Expired')).toBeInTheDocument()
    expect(within(await rowOf(past.title)).getByText('Pending')).toBeInTheDocument()
    expect(within(await rowOf(soon.title)).getByText('Upcoming')).toBeInTheDocument()
    const [list] = requestsTo(api.requests, 'GET', '/api/polls')
    expect(list?.query.get('status')).toBe('all')
    expect(list?.query.get('type')).toBe('poll')
    expect(list?.query.get('page_size')).toBe('15')
    expect(screen.getByText('3 polls')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Votes waiting: 3' })).toHaveAttribute(
      'href',
      '/admin/polls/votes',
    )
  })

  it('keeps the status filter and the search in the address and asks the API for them', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await rowOf(live.title)
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/polls?status=pending'),
    )
    await waitFor(() => expect(screen.queryByText(live.title)).not.toBeInTheDocument())
    expect(screen.getByText(past.title)).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/polls').at(-1)?.query.get('status')).toBe(
      'pending',
    )
  })

  it('reads the filters from the address and says when nothing matches', async () => {
    const api = adminApi()
    renderAdmin('/admin/polls?status=rejected&q=walk')
    expect(await screen.findByText(POLL_MESSAGES.noPolls)).toBeInTheDocument()
    const [list] = requestsTo(api.requests, 'GET', '/api/polls')
    expect(list?.query.get('status')).toBe('rejected')
    expect(list?.query.get('q')).toBe('walk')
    expect(screen.getByRole('radio', { name: 'Rejected' })).toBeChecked()
  })

  it(`deletes a poll after the confirm dialog and says '${POLL_MESSAGES.pollDeleted}'`, async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await openMenu(user, soon.title)
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete poll' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(POLL_MESSAGES.pollDeleted)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(soon.title)).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'DELETE', '/api/polls/7')).toHaveLength(1)
  })

  it(`says '${POLL_MESSAGES.deleteFailed}' when the delete fails, and keeps the row`, async () => {
    adminApi({ deleteFails: true })
    const { user } = renderAdmin()
    await openMenu(user, soon.title)
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete poll' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(POLL_MESSAGES.deleteFailed)).toBeInTheDocument()
    expect(screen.queryByText(POLL_MESSAGES.pollDeleted)).not.toBeInTheDocument()
    expect(screen.getByText(soon.title)).toBeInTheDocument()
  })

  it('links the votes CSV, the poll’s vote queue and the voters of the chosen options', async () => {
    adminApi()
    const { user } = renderAdmin()
    await openMenu(user, live.title)
    expect(await screen.findByRole('menuitem', { name: 'Export votes CSV' })).toHaveAttribute(
      'href',
      '/api/polls/5/export-votes',
    )
    expect(screen.getByRole('menuitem', { name: 'Votes' })).toHaveAttribute(
      'href',
      '/admin/polls/votes?poll_id=5',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Export voters…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export voters' })
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeDisabled()
    await user.click(await within(dialog).findByRole('checkbox', { name: 'The park' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'The pub' }))
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/polls/5/export-users?options[]=1&options[]=2',
    )
  })

  it('offers no voters export without polls.export-voters', async () => {
    adminApi({ me: meFixture({ role: 'admin', permissions: ['polls.view', 'polls.manage'] }) })
    const { user } = renderAdmin()
    await openMenu(user, live.title)
    expect(await screen.findByRole('menuitem', { name: 'Export votes CSV' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Export voters…' })).not.toBeInTheDocument()
  })

  it('shows the results: approved and pending votes per option, their share, the totals', async () => {
    adminApi({
      rows: [
        pollFixture({
          poll_options: [
            optionFixture(1, 'The park', 3, 2),
            optionFixture(2, 'The pub', 1, 0),
            optionFixture(3, 'The beach', 0, 1),
          ],
        }),
      ],
    })
    const { user } = renderAdmin()
    await openMenu(user, live.title)
    await user.click(await screen.findByRole('menuitem', { name: 'Results' }))
    const dialog = await screen.findByRole('dialog', { name: 'Results' })
    expect(await within(dialog).findByText('75%')).toBeInTheDocument()
    expect(within(dialog).getByText('25%')).toBeInTheDocument()
    expect(within(dialog).getByText('0%')).toBeInTheDocument()
    expect(within(dialog).getByText('3 approved · 2 pending')).toBeInTheDocument()
    expect(within(dialog).getByText('4 approved votes · 3 pending')).toBeInTheDocument()
    expect(within(dialog).getByRole('progressbar', { name: /The park$/ })).toHaveAttribute(
      'aria-valuenow',
      '75',
    )
  })

  it('opens the poll editor from "New poll", its address saying so', async () => {
    adminApi()
    const { user, unmount } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'New poll' }))
    expect(await screen.findByRole('dialog', { name: 'New poll' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/polls?create')
    unmount()
  })

  it('offers no "New poll" without polls.create, polls.create-billable or polls.manage', async () => {
    adminApi({ me: meFixture({ role: 'admin', permissions: ['polls.view', 'surveys.manage'] }) })
    renderAdmin()
    await rowOf(live.title)
    expect(screen.queryByRole('button', { name: 'New poll' })).not.toBeInTheDocument()
  })
})
