import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ShowingAdvert } from '@worker/adverts/adverts.schemas'
import { AdvertSlot } from '@/components/adverts/advert-slot'
import { AdminAdvertsScreen } from '@/features/admin-adverts/components/admin-adverts-screen'
import { admin, advertResource } from '../admin-adverts/helpers'
import { mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { item, page } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for adverts (issue 16): every payload of the corpus as an advert's name,
 * description and picture on the member side, and as its name and link in the admin list. The DOM
 * must hold only allowlisted elements and attributes, the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)

/** Fixed structure, never content: the admin table, and the slot's <aside>. */
const FIXED = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'aside']
const scan = (root: Element) =>
  scanDom(root).filter(
    (problem) => !FIXED.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
const { verdict } = xssTally('XSS (suite 4, adverts)', payloads.length, scan)

const batches = (size = 100) => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}

describe('XSS: adverts', () => {
  it('shows names and descriptions on the member side as text, and no hostile picture', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const rows: ShowingAdvert[] = batch.map(({ p, i }) => ({
        id: i + 1,
        name: p,
        description: p,
        href: 'https://example.com/',
        img: p,
        position: 'feed',
        click_url: `/api/adverts/${i + 1}/click`,
      }))
      const api = mockFetch((r) => {
        if (r.path === '/api/adverts/showing') return item(rows)
        if (r.path === '/api/adverts/impressions') return new Response(null, { status: 204 })
        return undefined
      })
      const { container, unmount } = renderScreen(
        '/',
        <div>
          {batch.map(({ i }, k) => (
            <div key={i} data-xss-item={i}>
              <AdvertSlot position="feed" index={k} />
            </div>
          ))}
        </div>,
      )
      await settle(() => expect(container.querySelectorAll('aside')).toHaveLength(batch.length))
      problems.push(...scan(container))
      const items = [...container.querySelectorAll('[data-xss-item]')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(items[k]!, [p, p])))
      unmount()
      api.spy.mockRestore()
    }
    expect(
      verdict(
        ['advert name (slot)', 'advert description (slot)', 'advert img (slot)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('shows names and links in the admin list as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const api = mockFetch((r) => {
        if (r.path === '/api/me') return item(admin())
        if (r.path === '/api/settings') return item(settingsFixture())
        if (r.path === '/api/adverts')
          return page(
            batch.map(({ p, i }) => advertResource({ id: i + 1, name: p, href: p })),
            batch.length,
          )
        return undefined
      })
      const { container, unmount } = renderScreen('/admin/adverts', <AdminAdvertsScreen />)
      let body: Element | null = null
      await settle(() => {
        body = container.querySelector('table tbody')
        expect(body?.querySelectorAll('tr')).toHaveLength(batch.length)
      })
      problems.push(...scan(body!))
      const rows = [...body!.querySelectorAll('tr')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(rows[k]!, [p, p])))
      unmount()
      api.spy.mockRestore()
    }
    expect(
      verdict(['advert name (admin list)', 'advert link (admin list)'], problems, missing),
    ).toEqual(SAFE)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
