import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShowingAdvert } from '@worker/adverts/adverts.schemas'
import { AdvertSlot } from '@/components/adverts/advert-slot'
import { mockFetch } from '../helpers/fetch-mock'
import { item } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

const advert = (overrides: Partial<ShowingAdvert> = {}): ShowingAdvert => ({
  id: 3,
  name: 'Riverside Florist',
  description: 'Bouquets delivered the same day',
  href: 'https://florist.example.com/',
  img: null,
  position: 'sidebar',
  click_url: '/api/adverts/3/click',
  ...overrides,
})

/** An IntersectionObserver that reports every observed node in view at once. */
class SeenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return []
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', SeenAtOnce))
afterEach(() => vi.unstubAllGlobals())

const api = (rows: ShowingAdvert[]) =>
  mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/adverts/showing') return item(rows)
    if (request.method === 'POST' && request.path === '/api/adverts/impressions')
      return new Response(null, { status: 204 })
    return undefined
  })

describe('AdvertSlot', { timeout: 20_000 }, () => {
  it('shows its position’s advert as a sponsored link through the click route', async () => {
    api([advert(), advert({ id: 4, name: 'Hill Street Garage', position: 'footer' })])
    renderScreen('/', <AdvertSlot position="sidebar" />)
    const link = await screen.findByRole('link', { name: /Riverside Florist/ })
    expect(link).toHaveAttribute('href', '/api/adverts/3/click')
    expect(link).toHaveAttribute('rel', 'sponsored noopener')
    expect(screen.getByRole('complementary', { name: 'Advert' })).toHaveTextContent('Sponsored')
    expect(screen.queryByText('Hill Street Garage')).toBeNull()
  })

  it('records one impression once the advert is seen', async () => {
    const calls = api([advert()])
    renderScreen('/', <AdvertSlot position="sidebar" />)
    await screen.findByRole('link', { name: /Riverside Florist/ })
    await waitFor(
      () =>
        expect(
          calls.requests.filter((r) => r.path === '/api/adverts/impressions').map((r) => r.body),
        ).toEqual([{ ids: [3] }]),
      { timeout: 3_000 },
    )
  })

  it('renders nothing at all when no advert of its position runs', async () => {
    const calls = api([advert({ position: 'footer' })])
    const { container } = renderScreen(
      '/',
      <div data-testid="holder">
        <AdvertSlot position="header" wrap={(card) => <section>{card}</section>} />
      </div>,
    )
    await waitFor(() =>
      expect(calls.requests.some((r) => r.path === '/api/adverts/showing')).toBe(true),
    )
    expect(screen.getByTestId('holder')).toBeEmptyDOMElement()
    expect(container.querySelector('section')).toBeNull()
  })
})
