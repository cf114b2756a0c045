import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PollVoteRow } from '@worker/polls/polls.schemas'
import {
  NO_VOTES_WAITING,
  VoteQueueScreen,
} from '@/features/admin-polls/components/vote-queue-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { item, page, pollApi, requestsTo, voteFixture } from './poll-admin-fixtures'

const grace = voteFixture({ id: 40 })
const alan = voteFixture({
  id: 41,
  user: { id: 10, full_name: 'Alan Turing', slug: 'alan-turing', img: null, email: null },
  option: { id: 2, value: 'The pub' },
})
const other = voteFixture({
  id: 42,
  poll_id: 8,
  poll: { id: 8, title: 'Christmas lunch', type: 'poll' },
  user: { id: 11, full_name: 'Ada Byron', slug: 'ada-byron', img: null, email: null },
})

/** The queue drops what was decided: approved (one, by ids or by poll) or rejected. */
const queueApi = (rows: PollVoteRow[] = [grace, alan, other]) => {
  let waiting = rows
  return pollApi(undefined, (request) => {
    if (request.method === 'GET' && request.path === '/api/poll-votes') {
      const pollId = Number(request.query.get('poll_id'))
      return page(pollId ? waiting.filter((v) => v.poll_id === pollId) : waiting)
    }
    const one = waiting.find((v) => request.path === `/api/poll-votes/${v.id}`)
    if (one && (request.method === 'PUT' || request.method === 'DELETE')) {
      waiting = waiting.filter((v) => v !== one)
      return item({ ...one, status: 'approved' })
    }
    if (request.method === 'POST' && request.path === '/api/poll-votes/approve') {
      const body = request.body as { ids?: number[]; poll_id?: number }
      const approved = waiting.filter((v) =>
        body.ids ? body.ids.includes(v.id) : v.poll_id === body.poll_id,
      )
      waiting = waiting.filter((v) => !approved.includes(v))
      return item({ approved: approved.length })
    }
    return undefined
  })
}

const renderQueue = (route = '/admin/polls/votes') =>
  renderScreen('/admin/polls/votes', <VoteQueueScreen />, { route })

const nameOf = (vote: PollVoteRow) => `${vote.user.full_name}’s vote in ${vote.poll.title}`

describe('Vote approval queue', { timeout: 20_000 }, () => {
  it('lists the waiting votes with member, poll, option and when, asking for pending ones', async () => {
    const api = queueApi()
    renderQueue()
    const row = (await screen.findByText('Alan Turing')).closest('tr')!
    expect(within(row).getByText('The pub')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: grace.poll.title })).toHaveAttribute(
      'href',
      '/admin/polls/votes?poll_id=5',
    )
    expect(within(row).getByText(/Wed 3rd Jun 2026/)).toBeInTheDocument()
    expect(screen.getByText('3 votes')).toBeInTheDocument()
    const [list] = requestsTo(api.requests, 'GET', '/api/poll-votes')
    expect(list?.query.get('status')).toBe('pending')
    expect(list?.query.get('page_size')).toBe('15')
  })

  it('approves one vote with PUT status approved, and it leaves the queue', async () => {
    const api = queueApi()
    const { user } = renderQueue()
    await user.click(await screen.findByRole('button', { name: `Approve ${nameOf(alan)}` }))
    expect(await screen.findByText('Vote approved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'PUT', '/api/poll-votes/41')[0]?.body).toEqual({
      status: 'approved',
    })
  })

  it('rejects one vote with DELETE', async () => {
    const api = queueApi()
    const { user } = renderQueue()
    await user.click(await screen.findByRole('button', { name: `Reject ${nameOf(grace)}` }))
    expect(await screen.findByText('Vote rejected')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'DELETE', '/api/poll-votes/40')).toHaveLength(1)
    expect(screen.getByText('Alan Turing')).toBeInTheDocument()
  })

  it('approves the selected votes in one request', async () => {
    const api = queueApi()
    const { user } = renderQueue()
    expect(screen.getByRole('button', { name: /^Approve selected/ })).toBeDisabled()
    await user.click(await screen.findByRole('checkbox', { name: `Select ${nameOf(grace)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Select ${nameOf(other)}` }))
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }))
    expect(await screen.findByText('Votes approved')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/poll-votes/approve')[0]?.body).toEqual({
      ids: [40, 42],
    })
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument())
    expect(screen.getByText('Alan Turing')).toBeInTheDocument()
    expect(screen.queryByText('Ada Byron')).not.toBeInTheDocument()
  })

  it('approves every waiting vote of one poll', async () => {
    const api = queueApi()
    const { user } = renderQueue()
    await user.click(
      await screen.findByRole('button', {
        name: `Approve all: ${grace.poll.title}`,
      }),
    )
    await waitFor(() => expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument())
    expect(screen.getByText('Ada Byron')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/poll-votes/approve')[0]?.body).toEqual({
      poll_id: 5,
    })
  })

  it('shows one poll’s votes from the address, and says when none wait', async () => {
    const api = queueApi([other])
    renderQueue('/admin/polls/votes?poll_id=5')
    expect(await screen.findByText(NO_VOTES_WAITING)).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/poll-votes')[0]?.query.get('poll_id')).toBe('5')
    expect(screen.getByRole('link', { name: 'Every poll’s votes' })).toBeInTheDocument()
  })

  it('offers Try again when the queue cannot be loaded', async () => {
    pollApi(undefined, (request) =>
      request.path === '/api/poll-votes' ? jsonResponse(500, { message: 'Boom' }) : undefined,
    )
    renderQueue()
    expect(await screen.findByText('The votes could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
