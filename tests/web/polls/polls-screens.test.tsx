import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MyPollsRoute } from '@/app/routes/public/my-polls-route'
import { PollsRoute } from '@/app/routes/public/polls-route'
import { jsonResponse } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { pollFixture } from '../helpers/poll-fixtures'
import { ids, pageOf } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'
import { pollsApi } from './polls-api'

const poll = (id: number) => pollFixture({ id, title: `Poll ${id}` })

describe('/polls (spec 01 §2, §9)', { timeout: 20_000 }, () => {
  it('shows 9 polls, and "Load more" adds 3 until there are none', async () => {
    const { calls } = pollsApi((req) =>
      req.query.get('per_page') === '3'
        ? pageOf(ids(10, 3).map(poll), 12, 4, 3)
        : pageOf(ids(1, 9).map(poll), 12, 1, 9),
    )
    const { user } = renderScreen('/polls', <PollsRoute />)
    expect(await screen.findByRole('link', { name: 'Poll 9' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(9)
    expect(calls[0]!.query.get('per_page')).toBe('9')
    expect(calls[0]!.query.get('page')).toBe('1')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Poll 12' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(calls[1]!.query.get('page')).toBe('4')
    expect(calls[1]!.query.get('per_page')).toBe('3')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('links each card to its poll and offers Vote on it', async () => {
    pollsApi(() => pageOf([poll(4)], 1, 1, 9))
    renderScreen('/polls', <PollsRoute />)
    const card = await screen.findByRole('article', { name: 'Poll 4' })
    expect(within(card).getByRole('link', { name: 'Poll 4' })).toHaveAttribute('href', '/polls/4')
    expect(within(card).getByRole('button', { name: 'Vote for Red' })).toBeEnabled()
    expect(await within(card).findByRole('link', { name: 'Comment' })).toHaveAttribute(
      'href',
      '/polls/4#comments',
    )
  })

  it('says "No polls found" when there are none', async () => {
    pollsApi(() => pageOf([], 0, 1, 9))
    renderScreen('/polls', <PollsRoute />)
    expect(await screen.findByText('No polls found')).toBeInTheDocument()
  })

  it('offers to try again when the list fails', async () => {
    let fail = true
    pollsApi(() =>
      fail ? jsonResponse(500, { message: 'Server Error' }) : pageOf([poll(1)], 1, 1, 9),
    )
    const { user } = renderScreen('/polls', <PollsRoute />)
    expect(await screen.findByText('The polls could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Poll 1' })).toBeInTheDocument()
  })

  it('tells a member without polls.view they may not, without asking the API', async () => {
    const { calls } = pollsApi(() => pageOf([], 0, 1, 9), {
      me: meFixture({ permissions: ['events.view'] }),
    })
    renderScreen('/polls', <PollsRoute />)
    expect(await screen.findByText('You are not authorised to access "Polls".')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('/my-polls', { timeout: 20_000 }, () => {
  it('lists the member’s own polls in every status, linking only the approved ones', async () => {
    const { calls } = pollsApi(() =>
      pageOf(
        [
          pollFixture({ id: 1, title: 'Waiting one', status: 'pending' }),
          pollFixture({ id: 2, title: 'Turned down', status: 'rejected' }),
          pollFixture({ id: 3, title: 'Out there' }),
        ],
        3,
        1,
        9,
      ),
    )
    renderScreen('/my-polls', <MyPollsRoute />)
    expect(await screen.findByRole('heading', { name: 'My polls' })).toBeInTheDocument()
    const pending = await screen.findByRole('article', { name: 'Waiting one' })
    expect(within(pending).getByText('Waiting for approval')).toBeInTheDocument()
    expect(within(pending).queryByRole('link', { name: 'Waiting one' })).not.toBeInTheDocument()
    expect(within(pending).queryByRole('button', { name: /^Vote/ })).not.toBeInTheDocument()
    const rejected = screen.getByRole('article', { name: 'Turned down' })
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument()
    const approved = screen.getByRole('article', { name: 'Out there' })
    expect(within(approved).getByText('Approved')).toBeInTheDocument()
    expect(within(approved).getByRole('link', { name: 'Out there' })).toHaveAttribute(
      'href',
      '/polls/3',
    )
    expect(calls[0]!.query.get('user_id')).toBe('7')
    expect(calls[0]!.query.get('status')).toBe('all')
  })

  it('says "No polls found" when the member has created none', async () => {
    pollsApi(() => pageOf([], 0, 1, 9))
    renderScreen('/my-polls', <MyPollsRoute />)
    expect(await screen.findByText('No polls found')).toBeInTheDocument()
  })
})
