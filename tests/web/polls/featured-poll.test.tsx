import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomeRoute } from '@/app/routes/public/home'
import type { Home } from '@/features/home/api/get-home'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { pollFixture } from '../helpers/poll-fixtures'
import { renderScreen } from '../helpers/render'

const home = (): Home => ({
  member_count: 12,
  featured_tiles: false,
  featured: {
    event: null,
    news: null,
    resource: null,
    member: null,
    promotion: null,
    poll: {
      id: 5,
      title: 'Favourite colour',
      slug: '5',
      excerpt: '',
      img: null,
      starts_at: '2025-01-01T00:00:00.000Z',
    },
  },
  events: [],
  threads: [],
  member: null,
})

const api = (polls: boolean) => {
  const pollCalls: string[] = []
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: null })
    if (req.path === '/api/settings')
      return jsonResponse(200, {
        data: settingsFixture({ features: { ...settingsFixture().features, polls } }),
      })
    if (req.path === '/api/home') return jsonResponse(200, { data: home() })
    if (req.path === '/api/polls/5') {
      pollCalls.push(req.path)
      return jsonResponse(200, { data: pollFixture({ results_visible: true }) })
    }
    return undefined
  })
  return pollCalls
}

describe('the featured poll on the home (spec 01 §2)', { timeout: 20_000 }, () => {
  it('is the whole poll card, read from the poll itself', async () => {
    const calls = api(true)
    renderScreen('/', <HomeRoute />)
    const card = await screen.findByRole('article', { name: 'Favourite colour' })
    expect(within(card).getByRole('link', { name: 'Favourite colour' })).toHaveAttribute(
      'href',
      '/polls/5',
    )
    expect(within(card).getByText('Red')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Sign in to vote' })).toBeInTheDocument()
    expect(calls).toEqual(['/api/polls/5'])
  })

  it('stays a plain tile, without reading the poll, while polls are switched off', async () => {
    const calls = api(false)
    renderScreen('/', <HomeRoute />)
    expect(await screen.findByText('Featured poll')).toBeInTheDocument()
    expect(screen.queryByText('Red')).not.toBeInTheDocument()
    expect(calls).toEqual([])
  })
})
