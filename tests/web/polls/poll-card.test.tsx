import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PollRoute } from '@/app/routes/public/poll-route'
import { jsonResponse } from '../helpers/fetch-mock'
import { approvedPoll, optionFixture, pendingPoll, pollFixture } from '../helpers/poll-fixtures'
import { renderScreen } from '../helpers/render'
import { item, pollsApi } from './polls-api'

const openPoll = () => renderScreen('/polls/:id', <PollRoute />, { route: '/polls/5' })
const voteButton = (option: string) => screen.getByRole('button', { name: `Vote for ${option}` })
const removeButton = (option: string) =>
  screen.getByRole('button', { name: `Remove vote for ${option}` })

describe('the poll card (spec 01 §2, §4)', { timeout: 20_000 }, () => {
  it('offers Vote on every option of an open poll the reader has not voted in, without results', async () => {
    pollsApi(() => item(pollFixture()))
    openPoll()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourite colour' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Pick the colour for the summer fair.')).toBeInTheDocument()
    for (const option of ['Red', 'Green', 'Blue']) expect(voteButton(option)).toBeEnabled()
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByText(/^Expires in/)).toBeInTheDocument()
  })

  it('votes: "Vote Cast", the choice marked with Remove, the other options disabled, no refetch', async () => {
    const { calls } = pollsApi((req) =>
      req.method === 'POST' && req.path === '/api/poll-votes'
        ? jsonResponse(201, { data: pendingPoll() })
        : item(pollFixture()),
    )
    const { user } = openPoll()
    await user.click(await screen.findByRole('button', { name: 'Vote for Green' }))
    expect(await screen.findByText('Vote Cast')).toBeInTheDocument()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({ poll_option_id: 12 })
    expect(removeButton('Green')).toBeEnabled()
    await waitFor(() => expect(removeButton('Green')).toHaveFocus())
    expect(voteButton('Red')).toBeDisabled()
    expect(voteButton('Blue')).toBeDisabled()
    expect(screen.getByText('Your vote')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1)
  })

  it('removes a pending vote: "Vote Withdrawn", the choice cleared, every option open again', async () => {
    const { calls } = pollsApi((req) =>
      req.method === 'DELETE' ? item(pollFixture()) : item(pendingPoll()),
    )
    const { user } = openPoll()
    await user.click(await screen.findByRole('button', { name: 'Remove vote for Green' }))
    expect(await screen.findByText('Vote Withdrawn')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/poll-votes/90')
    for (const option of ['Red', 'Green', 'Blue']) expect(voteButton(option)).toBeEnabled()
    await waitFor(() => expect(voteButton('Green')).toHaveFocus())
    expect(screen.queryByText('Your vote')).not.toBeInTheDocument()
  })

  it('shows the bars and "You have submitted an answer for this poll." once the vote is approved', async () => {
    pollsApi(() => item(approvedPoll()))
    openPoll()
    expect(
      await screen.findByText('You have submitted an answer for this poll.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Green: 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    expect(screen.getByRole('progressbar', { name: 'Red: 20%' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Vote|Remove)/ })).not.toBeInTheDocument()
    expect(screen.getByText('5 votes')).toBeInTheDocument()
  })

  it('says "Expired" and offers no vote on a poll that has ended, showing its results', async () => {
    pollsApi(() =>
      item(
        pollFixture({
          ends_at: '2025-02-01T00:00:00.000Z',
          is_active: false,
          is_expired: true,
          results_visible: true,
          total_votes: 2,
          poll_options: [
            optionFixture(11, 'Red', { percentage: 50, total_votes: 1 }),
            optionFixture(12, 'Green', { percentage: 50, total_votes: 1 }),
          ],
        }),
      ),
    )
    openPoll()
    expect(await screen.findByText('Expired')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Vote/ })).not.toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Red: 50%' })).toBeInTheDocument()
  })

  it('offers no vote on a poll that has not opened yet', async () => {
    pollsApi(() => item(pollFixture({ starts_at: '2098-06-01T00:00:00.000Z', is_active: false })))
    openPoll()
    expect(await screen.findByText(/^Opens /)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Vote/ })).not.toBeInTheDocument()
  })

  it('asks a visitor to sign in to vote, coming back to the poll', async () => {
    pollsApi(() => item(pollFixture({ results_visible: true })), { me: null })
    openPoll()
    const link = await screen.findByRole('link', { name: 'Sign in to vote' })
    expect(link).toHaveAttribute('href', '/signin?message=unauthorised&next=%2Fpolls%2F5')
    expect(screen.queryByRole('button', { name: /^Vote/ })).not.toBeInTheDocument()
  })

  it('links the sponsor when the poll has a link, and names it as text when not', async () => {
    pollsApi(() =>
      item(pollFixture({ sponsored_by: 'Acme Ltd', sponsored_by_link: 'https://acme.example/' })),
    )
    openPoll()
    const sponsor = await screen.findByRole('link', { name: 'Acme Ltd' })
    expect(sponsor).toHaveAttribute('href', 'https://acme.example/')
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer sponsored')
    expect(sponsor.parentElement).toHaveTextContent('Sponsored by Acme Ltd')
  })

  it('names a sponsor without a link as plain text', async () => {
    pollsApi(() => item(pollFixture({ sponsored_by: 'Acme Ltd' })))
    openPoll()
    expect(await screen.findByText('Sponsored by Acme Ltd')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Acme Ltd' })).not.toBeInTheDocument()
  })

  it('lists the sibling polls as links, leaving out itself', async () => {
    pollsApi(() =>
      item(
        pollFixture({
          siblingPolls: [
            { id: 5, title: 'Favourite colour', status: 'approved', ends_at: '2099-01-01' },
            { id: 6, title: 'Favourite food', status: 'approved', ends_at: '2099-01-01' },
          ],
        }),
      ),
    )
    openPoll()
    const nav = await screen.findByRole('region', { name: 'More polls in this series' })
    expect(within(nav).getAllByRole('link')).toHaveLength(1)
    expect(within(nav).getByRole('link', { name: 'Favourite food' })).toHaveAttribute(
      'href',
      '/polls/6',
    )
  })

  it('shows likes and comments while display_likes_and_comments is on', async () => {
    const { comments } = pollsApi(() => item(pollFixture({ total_likes: 3 })))
    openPoll()
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '3 likes' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    expect(comments[0]!.query.get('item_type')).toBe('poll')
    expect(comments[0]!.query.get('item_id')).toBe('5')
  })

  it('hides likes and comments while display_likes_and_comments is off', async () => {
    const { comments } = pollsApi(() => item(pollFixture({ total_likes: 3 })), {
      settings: { display_likes_and_comments: false },
    })
    openPoll()
    expect(await screen.findByRole('button', { name: 'Vote for Red' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument()
    expect(comments).toHaveLength(0)
  })

  it('is the "page not found" page for a poll that does not exist', async () => {
    pollsApi(() => jsonResponse(404, { message: 'Not Found' }))
    openPoll()
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('offers to try again when the poll fails to load', async () => {
    pollsApi(() => jsonResponse(500, { message: 'Server Error' }))
    openPoll()
    expect(await screen.findByText('The poll could not be loaded.')).toBeInTheDocument()
  })
})
