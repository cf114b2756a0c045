import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomeRoute } from '@/app/routes/public/home'
import type { Home } from '@/features/home/api/get-home'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const NONE = { event: null, news: null, resource: null, member: null, poll: null, promotion: null }

const home = (overrides: Partial<Home> = {}): Home => ({
  member_count: 12,
  featured_tiles: true,
  featured: NONE,
  events: [],
  threads: [],
  member: null,
  ...overrides,
})

const serve = (answer: Home, signedIn = false) => {
  const feed: URLSearchParams[] = []
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: signedIn ? meFixture() : null })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (r.path === '/api/home') return jsonResponse(200, { data: answer })
    if (r.path === '/api/feed') {
      feed.push(r.query)
      return jsonResponse(200, {
        data: [],
        meta: { pagination: { total: 0, count: 0, per_page: 12, current_page: 1, total_pages: 1 } },
      })
    }
    return undefined
  })
  return feed
}

describe('the home page’s featured tiles and items', () => {
  it('shows tiles for the areas that exist when featured_tiles is on', async () => {
    serve(home())
    renderScreen('/', <HomeRoute />)
    const tiles = await screen.findByRole('navigation', { name: 'Explore' })
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/events', '/forum', '/news', '/polls', '/surveys', '/promotions', '/resources'])
  })

  it('shows no tiles when featured_tiles is off', async () => {
    serve(home({ featured_tiles: false }))
    renderScreen('/', <HomeRoute />)
    await screen.findByRole('heading', { name: /Welcome to/ })
    await screen.findByText(/12 members/)
    expect(screen.queryByRole('navigation', { name: 'Explore' })).toBeNull()
  })

  it('shows the featured event linked to its page and the featured news as a card', async () => {
    serve(
      home({
        featured: {
          ...NONE,
          event: {
            id: 4,
            title: 'Winter gala',
            slug: 'winter-gala',
            excerpt: 'Dinner',
            img: null,
            starts_at: '2026-12-12T19:00:00.000Z',
          },
          news: {
            id: 9,
            title: 'New premises',
            slug: 'new-premises',
            excerpt: 'We moved',
            img: null,
          },
        },
      }),
    )
    renderScreen('/', <HomeRoute />)
    const featured = await screen.findByRole('region', { name: 'Featured' })
    expect(within(featured).getByRole('link', { name: 'Winter gala' }).getAttribute('href')).toBe(
      '/events/winter-gala',
    )
    expect(within(featured).getByText('New premises')).toBeTruthy()
    expect(within(featured).getByText('Featured news')).toBeTruthy()
  })

  it('gives a member the feed’s member view: 12 items first', async () => {
    const feed = serve(home(), true)
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByRole('heading', { name: 'Latest in the community' })).toBeTruthy()
    await screen.findByText('Nothing new yet.')
    expect(feed[0]!.get('per_page')).toBe('12')
  })
})
