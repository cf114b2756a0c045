import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FeedScreen } from '@/features/feed/components/feed-screen'
import { FeedSection } from '@/features/feed/components/feed-section'
import { MyFeedScreen } from '@/features/feed/components/my-feed-screen'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { feedApi, feedItem } from './feed-fixtures'

const cards = () =>
  within(screen.getByRole('list', { name: /feed|community/i })).getAllByRole('article')

describe('/feed', () => {
  it('asks for 15 items and shows them, cards of several types with their counts', async () => {
    const { feedCalls } = feedApi()
    renderScreen('/feed', <FeedScreen />)
    await screen.findByText('Event 4')
    expect(feedCalls[0]!.query.get('per_page')).toBe('15')
    expect(feedCalls[0]!.query.get('page')).toBe('1')
    expect(feedCalls[0]!.query.has('filter_by')).toBe(false)
    expect(cards()).toHaveLength(15)
    expect(screen.getByText('News 1')).toBeTruthy()
    expect(screen.getByText('Resource 2')).toBeTruthy()
    expect(screen.getByText('Member 3')).toBeTruthy()
    const event = screen.getByText('Event 4').closest('article')!
    // The shared like button, seeded with the card's own counts (no request of its own).
    expect(
      await within(event).findByRole('button', { name: /^(Like|Sign in to like this)$/ }),
    ).toBeTruthy()
    expect(within(event).getByText('1 comment')).toBeTruthy()
    // Member profiles exist: the card links to one.
    expect(screen.getByRole('link', { name: 'Member 3' }).getAttribute('href')).toBe(
      '/members/member-3',
    )
  })

  it('"Load more" adds 5: page 4 of 5 after the first 15, then page 5', async () => {
    const { feedCalls } = feedApi()
    renderScreen('/feed', <FeedScreen />)
    await screen.findByText('Event 4')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(feedCalls[1]!.query.get('per_page')).toBe('5')
    expect(feedCalls[1]!.query.get('page')).toBe('4')
    expect(screen.getByText('Event 16')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(25))
    expect(feedCalls[2]!.query.get('page')).toBe('5')
  })

  it('offers filters only for the types the reader may view, labelled from the titles', async () => {
    feedApi({ titles: { event: 'Happenings', news: 'News' } })
    renderScreen('/feed', <FeedScreen />)
    await screen.findByText('Event 4')
    const show = await screen.findByRole('group', { name: 'Show' })
    expect(
      within(show)
        .getAllByRole('radio')
        .map((r) => r.closest('div')!.textContent),
    ).toEqual(expect.arrayContaining(['All', 'Happenings', 'News']))
    expect(within(show).queryByText('Resources')).toBeNull()
    expect(within(show).queryByText('Members')).toBeNull()
  })

  it('a filter asks for 20 of that type, then 5 more', async () => {
    const { feedCalls } = feedApi({ total: 120 })
    renderScreen('/feed', <FeedScreen />)
    await screen.findByText('Event 4')
    await userEvent.click(await screen.findByRole('radio', { name: 'News' }))
    await waitFor(() => expect(cards()).toHaveLength(20))
    const filtered = feedCalls.at(-1)!
    expect(filtered.query.get('filter_by')).toBe('news')
    expect(filtered.query.get('per_page')).toBe('20')
    expect(cards().every((c) => within(c).queryByText('News') !== null)).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(25))
    expect(feedCalls.at(-1)!.query.get('page')).toBe('5')
    expect(feedCalls.at(-1)!.query.get('per_page')).toBe('5')
  })

  it('says so when the feed is empty', async () => {
    feedApi({ total: 0 })
    renderScreen('/feed', <FeedScreen />)
    expect(await screen.findByText('Nothing new yet.')).toBeTruthy()
  })

  it('shows a locked resource with "Request to join this group", then "Requested to join"', async () => {
    const locked = {
      ...feedItem(2, 'resource'),
      locked: true,
      total_files: 0,
      group: { id: 9, title: 'Trustees' },
    }
    const { posts } = feedApi({ items: () => [locked] })
    renderScreen('/feed', <FeedScreen />)
    const ask = await screen.findByRole('button', { name: 'Request to join this group' })
    expect(screen.queryByRole('link', { name: 'Resource 2' })).toBeNull()
    await userEvent.click(ask)
    expect(await screen.findByRole('button', { name: 'Requested to join' })).toBeTruthy()
    expect(posts[0]!.body).toEqual({ group_id: 9, user_id: meFixture().id })
  })
})

describe('/my-feed', () => {
  it('asks for the member’s own 20 items', async () => {
    const { feedCalls } = feedApi()
    renderScreen('/my-feed', <MyFeedScreen />)
    await screen.findByText('Event 4')
    expect(feedCalls[0]!.query.get('user_id')).toBe(String(meFixture().id))
    expect(feedCalls[0]!.query.get('per_page')).toBe('20')
    expect(cards()).toHaveLength(20)
  })
})

describe('the member view (home)', () => {
  it('shows 12, and "Load more" makes it 15', async () => {
    const { feedCalls } = feedApi()
    renderScreen('/', <FeedSection meId={meFixture().id} />)
    await screen.findByText('Event 4')
    expect(cards()).toHaveLength(12)
    expect(feedCalls[0]!.query.get('per_page')).toBe('12')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(15))
    expect(feedCalls[1]!.query.get('per_page')).toBe('3')
    expect(feedCalls[1]!.query.get('page')).toBe('5')
  })
})
