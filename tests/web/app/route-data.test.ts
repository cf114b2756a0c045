import type { LoaderFunctionArgs } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { meKeys } from '@/lib/session'
import { settingsKeys } from '@/lib/site-settings'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'

const emptyPage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 6, current_page: 1, total_pages: 1 } },
}

/** The loaders and the app's query cache, fresh for each test (both are module singletons). */
const load = async (settings?: Parameters<typeof settingsFixture>[0]) => {
  vi.resetModules()
  const { requests } = mockFetch((r) => {
    if (r.path === '/api/events') return jsonResponse(200, emptyPage)
    if (r.path === '/api/categories') return jsonResponse(200, { data: [] })
    if (r.path === '/api/forum/categories') return jsonResponse(200, { data: [] })
    if (r.path === '/api/home')
      return jsonResponse(200, {
        data: { member_count: 0, events: [], threads: [], member: null },
      })
    return undefined
  })
  const { queryClient } = await import('@/app/app-query-client')
  if (settings) queryClient.setQueryData(settingsKeys.all, settingsFixture(settings))
  return { loaders: await import('@/app/route-data'), queryClient, requests }
}

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs

beforeEach(() => vi.restoreAllMocks())

describe('route loaders start a screen’s first request before its code arrives', () => {
  it('/events asks for the first 6 upcoming events with the address’s search, and the categories', async () => {
    const { loaders, queryClient, requests } = await load({})
    expect(loaders.eventsLoader(args('http://localhost/events?q=quiz'))).toBeNull()
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    const events = requests.find((r) => r.path === '/api/events')!
    expect(Object.fromEntries(events.query)).toMatchObject({
      q: 'quiz',
      is_parent: '1',
      ends_at_from: 'now',
      page: '1',
      per_page: '6',
    })
    expect(requests.map((r) => r.path)).toContain('/api/categories')
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  })

  it('leaves the calendar view to ask for its own range', async () => {
    const { loaders, requests } = await load({})
    loaders.eventsLoader(args('http://localhost/events?view=calendar'))
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.path).toBe('/api/categories')
  })

  it('asks nothing when the area is switched off, or before the settings are known', async () => {
    const off = await load({ features: { ...settingsFixture().features, forum: false } })
    expect(off.loaders.forumIndexLoader()).toBeNull()
    const unknown = await load()
    unknown.loaders.eventsLoader(args('http://localhost/events'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect([...off.requests, ...unknown.requests]).toEqual([])
  })

  it('/ asks for the home page of the viewer the session names, once both it and the settings are known', async () => {
    const { loaders, queryClient, requests } = await load({})
    expect(loaders.homeLoader()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Who is looking is not known yet: the screen asks once it is.
    expect(requests).toEqual([])
    queryClient.setQueryData(meKeys.all, null)
    loaders.homeLoader()
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/api/home']))
    await vi.waitFor(() => expect(queryClient.getQueryData(['home', 'visitor'])).toBeDefined())
  })
})
