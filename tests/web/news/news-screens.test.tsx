import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MyNewsRoute } from '@/app/routes/public/my-news-route'
import { NewsPostRoute } from '@/app/routes/public/news-post-route'
import { NewsRoute } from '@/app/routes/public/news-route'
import { capExcerpt } from '@/lib/excerpt'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { ids, newsResource, newsSummary, pageOf } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'

/** The API as the news screens see it; `news` answers /api/news and /api/news/{slug}. */
const api = (news: (req: ApiRequest) => Response | undefined, me: Me | null = meFixture()) => {
  const calls: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: me })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (req.path.startsWith('/api/news')) {
      calls.push(req)
      return news(req)
    }
    return undefined
  })
  return calls
}

const cards = () => screen.getAllByRole('article')

describe('/news (spec 01 §2 news grid)', { timeout: 20_000 }, () => {
  it('shows 12 posts, and "Load more" adds 12 more until there are none', async () => {
    const calls = api((req) =>
      req.query.get('page') === '2'
        ? pageOf(
            ids(13, 12).map((id) => newsSummary(id)),
            24,
            2,
          )
        : pageOf(
            ids(1, 12).map((id) => newsSummary(id)),
            24,
            1,
          ),
    )
    const { user } = renderScreen('/news', <NewsRoute />)
    expect(await screen.findByRole('link', { name: 'Post 12' })).toBeInTheDocument()
    expect(cards()).toHaveLength(12)
    expect(calls[0]!.query.get('per_page')).toBe('12')
    expect(calls[0]!.query.get('user_id')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Post 24' })).toBeInTheDocument()
    expect(cards()).toHaveLength(24)
    expect(calls[1]!.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('shows each card’s date from created_at in London time, title, excerpt and "Read more"', async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    api(() => pageOf([newsSummary(1, { slug: 'summer-fair', title: 'Summer fair' })], 1, 1))
    renderScreen('/news', <NewsRoute />)
    const card = await screen.findByRole('article', { name: 'Summer fair' })
    const date = within(card).getByText('Tue 1st Jul 2025')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', '2025-06-30T23:30:00.000Z')
    expect(within(card).getByText('Excerpt of post 1')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Summer fair' })).toHaveAttribute(
      'href',
      '/news/summer-fair',
    )
    expect(within(card).getByRole('link', { name: /^Read more/ })).toHaveAttribute(
      'href',
      '/news/summer-fair',
    )
  })

  it('caps an excerpt at 250 characters', async () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(20)
    api(() => pageOf([newsSummary(1, { excerpt: long })], 1, 1))
    renderScreen('/news', <NewsRoute />)
    const excerpt = await screen.findByTestId('excerpt')
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(250)
    expect(excerpt.textContent!.endsWith('…')).toBe(true)
    expect(long.startsWith(excerpt.textContent!.slice(0, -1))).toBe(true)
  })

  it('says "No posts found" when there are none', async () => {
    api(() => pageOf([], 0, 1))
    renderScreen('/news', <NewsRoute />)
    expect(await screen.findByText('No posts found')).toBeInTheDocument()
  })

  it('offers to try again when the list fails', async () => {
    let fail = true
    api(() =>
      fail ? jsonResponse(500, { message: 'Server Error' }) : pageOf([newsSummary(1)], 1, 1),
    )
    const { user } = renderScreen('/news', <NewsRoute />)
    expect(await screen.findByText('The news could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument()
  })

  it('tells a member without news.view:directory they may not, without asking the API', async () => {
    const calls = api(() => pageOf([], 0, 1), meFixture({ permissions: ['events.view'] }))
    renderScreen('/news', <NewsRoute />)
    expect(await screen.findByText('You are not authorised to access "News".')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('capExcerpt', () => {
  it('keeps a short excerpt whole and never splits an emoji', () => {
    expect(capExcerpt('  Short one  ')).toBe('Short one')
    const emoji = '😀'.repeat(200)
    const capped = capExcerpt(emoji)
    expect(capped.length).toBeLessThanOrEqual(250)
    expect(capped).toBe(`${'😀'.repeat(124)}…`)
  })
})

describe('/news/:slug (spec 01 §2 single news)', { timeout: 20_000 }, () => {
  it('shows the title, date, author, body and categories', async () => {
    api((req) =>
      req.path === '/api/news/summer-fair'
        ? jsonResponse(200, {
            data: newsResource(1, {
              slug: 'summer-fair',
              title: 'Summer fair',
              categories: [
                {
                  id: 4,
                  name: 'Community',
                  slug: 'community',
                  parent_id: null,
                  type_id: null,
                  position: 0,
                  img: null,
                  group_id: null,
                },
              ],
            }),
          })
        : undefined,
    )
    renderScreen('/news/:slug', <NewsPostRoute />, { route: '/news/summer-fair' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer fair' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Tue 1st Jul 2025')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/members/grace-hopper',
    )
    expect(screen.getByText('Body of post 1')).toBeInTheDocument()
    expect(screen.getByText('Community')).toBeInTheDocument()
  })

  it('is the "page not found" page for a post that does not exist', async () => {
    api(() => jsonResponse(404, { message: 'Not Found' }))
    renderScreen('/news/:slug', <NewsPostRoute />, { route: '/news/gone' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('offers to try again when the post fails to load', async () => {
    api(() => jsonResponse(500, { message: 'Server Error' }))
    renderScreen('/news/:slug', <NewsPostRoute />, { route: '/news/summer-fair' })
    expect(await screen.findByText('The post could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('/my-news', { timeout: 20_000 }, () => {
  it('lists the member’s own posts in every status, marking those not yet public', async () => {
    const calls = api(() =>
      pageOf(
        [
          newsSummary(1, { status: 'pending', title: 'Draft news' }),
          newsSummary(2, { status: 'rejected', title: 'Turned down' }),
          newsSummary(3, { title: 'Out there' }),
        ],
        3,
        1,
      ),
    )
    renderScreen('/my-news', <MyNewsRoute />)
    expect(await screen.findByRole('heading', { name: 'My news' })).toBeInTheDocument()
    const pending = await screen.findByRole('article', { name: 'Draft news' })
    expect(within(pending).getByText('Waiting for approval')).toBeInTheDocument()
    const rejected = screen.getByRole('article', { name: 'Turned down' })
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument()
    const approved = screen.getByRole('article', { name: 'Out there' })
    expect(within(approved).queryByText('Waiting for approval')).not.toBeInTheDocument()
    expect(within(approved).queryByText('Rejected')).not.toBeInTheDocument()
    expect(calls[0]!.query.get('user_id')).toBe('7')
    expect(calls[0]!.query.get('status')).toBe('all')
  })

  it('says "No posts found" when the member has written none', async () => {
    api(() => pageOf([], 0, 1))
    renderScreen('/my-news', <MyNewsRoute />)
    await waitFor(() => expect(screen.getByText('No posts found')).toBeInTheDocument())
  })
})
