import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomeRoute } from '@/app/routes/public/home'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const HOME = {
  member_count: 12,
  featured_tiles: false,
  featured: { event: null, news: null, resource: null, member: null },
  events: [],
  threads: [],
  member: null,
}

const serve = (routeName: string, signedIn: boolean) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: signedIn ? meFixture() : null })
    if (r.path === '/api/settings')
      return jsonResponse(200, { data: settingsFixture({ homepage_route_name: routeName }) })
    if (r.path === '/api/home') return jsonResponse(200, { data: HOME })
    if (r.path === '/api/feed')
      return jsonResponse(200, {
        data: [],
        meta: { pagination: { total: 0, count: 0, per_page: 12, current_page: 1, total_pages: 1 } },
      })
    return undefined
  })

const screens = [{ path: '/news', element: <h1>The news screen</h1> }]

/** Homepage settings: the screen a visitor arriving at / sees (settings.homepage_route_name). */
describe('homepage_route_name', () => {
  it('takes a visitor arriving at / to the chosen screen', async () => {
    serve('news', false)
    renderScreen('/', <HomeRoute />, { screens })
    expect(await screen.findByRole('heading', { name: 'The news screen' })).toBeInTheDocument()
  })

  it('keeps a visitor on the home page when it is "home"', async () => {
    serve('home', false)
    renderScreen('/', <HomeRoute />, { screens })
    expect(await screen.findByText(/12 members and counting/)).toBeInTheDocument()
    expect(screen.queryByText('The news screen')).not.toBeInTheDocument()
  })
})
