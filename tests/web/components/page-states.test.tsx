import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BootFallback, bootSkeletonFor } from '@/components/boot-fallback'
import { PageFrame } from '@/components/layout/page'
import { ListLoading, PageSkeleton } from '@/components/page-states'

const renderThemed = (node: ReactNode) =>
  render(
    <MantineProvider env="test">
      <main>{node}</main>
    </MantineProvider>,
  )

/** Someone who has asked their system for less motion. */
const preferReducedMotion = () => {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(prefers-reduced-motion: reduce)'
      ? { ...real(query), matches: true, media: query }
      : real(query),
  )
}

const blocks = (container: HTMLElement) => [...container.querySelectorAll('.mantine-Skeleton-root')]

describe('page skeletons', () => {
  it('announces what is loading and draws a list page as rows, in the page’s frame', () => {
    const { container } = renderThemed(<PageSkeleton label="Loading the forum…" />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading the forum…')
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(status).toHaveAttribute('data-skeleton', 'list')
    expect(container.querySelectorAll('.mantine-Paper-root')).toHaveLength(5)
    expect(container.querySelector('[data-page="wide"]')).toHaveClass('mantine-Container-root')
  })

  it('draws a detail page as a picture and paragraphs, without rows', () => {
    const { container } = renderThemed(<PageSkeleton variant="detail" label="Loading the event…" />)
    expect(screen.getByRole('status')).toHaveAttribute('data-skeleton', 'detail')
    expect(container.querySelectorAll('.mantine-Paper-root')).toHaveLength(0)
    expect(blocks(container).length).toBeGreaterThanOrEqual(6)
  })

  it('pulses, unless the visitor asks for reduced motion', () => {
    const moving = renderThemed(<PageSkeleton />)
    expect(blocks(moving.container).every((b) => b.hasAttribute('data-animate'))).toBe(true)
    moving.unmount()

    preferReducedMotion()
    const still = renderThemed(<PageSkeleton />)
    expect(blocks(still.container).length).toBeGreaterThan(0)
    expect(blocks(still.container).some((b) => b.hasAttribute('data-animate'))).toBe(false)
  })

  it('adds no second gutter inside a frame that has its own (the admin area)', () => {
    const { container } = renderThemed(
      <PageFrame>
        <PageSkeleton />
      </PageFrame>,
    )
    expect(container.querySelector('[data-page]')).not.toHaveClass('mantine-Container-root')
  })

  it('shows a list’s rows while its items load under the page’s heading', () => {
    const { container } = renderThemed(<ListLoading label="Loading events…" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…')
    expect(container.querySelectorAll('.mantine-Paper-root')).toHaveLength(3)
  })
})

describe('the boot skeleton', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it.each([
    ['/events/summer-social', 'detail'],
    ['/forum/general/introduce-yourself', 'detail'],
    ['/events', 'list'],
    ['/forum/general', 'list'],
    ['/forum/private', 'list'],
    ['/', 'list'],
  ])('%s loads as a %s page', (path, variant) => {
    expect(bootSkeletonFor(path)).toBe(variant)
  })

  it('draws the header with the site’s name, and the page’s shape by its address', () => {
    window.history.replaceState(null, '', '/events/summer-social')
    const { container } = render(<BootFallback siteName="Makers Guild" />)
    expect(container.querySelector('.boot-header')).toHaveTextContent('Makers Guild')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('data-skeleton', 'detail')
  })

  it('draws a plain header bar when the site’s name is not known yet', () => {
    const { container } = render(<BootFallback />)
    expect(container.querySelector('.boot-brand-block')).not.toBeNull()
    expect(container.querySelectorAll('.boot-card')).toHaveLength(5)
  })
})
