import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HeaderNav } from '@/components/layout/header-nav'
import { renderScreen } from '../helpers/render'

const ITEMS = [
  { label: 'Events', to: '/events' },
  { label: 'Forum', to: '/forum' },
  { label: 'Members', to: '/members' },
  { label: 'News', to: '/news' },
  { label: 'Our shop', to: 'https://shop.example.org', external: true },
]

const inView = globalThis.IntersectionObserver
afterEach(() => {
  globalThis.IntersectionObserver = inView
})

/** A layout in which the row fits only its first `fit` links: the rest wrapped onto the clipped line. */
const rowFits = (fit: number) => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const index = Number((target as HTMLElement).dataset.index)
      const visible = index < fit
      queueMicrotask(() =>
        this.callback(
          [
            {
              target,
              isIntersecting: visible,
              intersectionRatio: visible ? 1 : 0,
            } as IntersectionObserverEntry,
          ],
          this as unknown as IntersectionObserver,
        ),
      )
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}

describe('the header links on one line', () => {
  it('offers the links that do not fit under More, and hides them from the row', async () => {
    rowFits(2)
    const { user } = renderScreen('/', <HeaderNav items={ITEMS} />)
    const more = await screen.findByRole('button', { name: 'More' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    // The clipped ones are hidden (visibility) so nothing reaches them twice.
    expect([...nav.querySelectorAll('a[data-overflow]')].map((a) => a.textContent)).toEqual([
      'Members',
      'News',
      'Our shop',
    ])
    await user.click(more)
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual(['Members', 'News', 'Our shop'])
    expect(items[0]).toHaveAttribute('href', '/members')
    expect(items[2]).toHaveAttribute('target', '_blank')
    expect(items[2]).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows no More while every link fits', async () => {
    rowFits(ITEMS.length)
    renderScreen('/', <HeaderNav items={ITEMS} />)
    expect(await screen.findByRole('link', { name: 'News' })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })
})
