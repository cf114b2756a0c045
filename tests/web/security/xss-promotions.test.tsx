import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PromotionsRoute } from '@/app/routes/public/promotions-route'
import { PromotionPage } from '@/features/promotions/components/promotion-page'
import { capExcerpt } from '@/lib/excerpt'
import type { StoredRichText } from '@worker/posts/posts.schemas'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { pageOf } from '../helpers/post-fixtures'
import { promotionResource, promotionSummary } from '../helpers/promotion-fixtures'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for promotions (issue 15): every payload of the corpus as each text a
 * promoter controls (title, excerpt, company name, body text and its link, picture and address)
 * through the real cards and page. The DOM must hold only allowlisted elements, attributes and
 * schemes, with the payloads shown as text.
 */

const payloads = XSS_CORPUS

vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const scan = (root: Element) => scanDom(root)
const { verdict } = xssTally('XSS (suite 4, promotions)', payloads.length, scan)

const BATCH = 100
/**
 * Pages come 40 at a time: each page's claim button reads the session and holds a mutation, and a
 * hundred of them answering one settled read at once is more nested renders than React allows.
 */
const PAGE_BATCH = 40
type Batch = { p: string; i: number }[]
const batches = (size = BATCH) => {
  const out: Batch[] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}
const item = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)

const body = (p: string): StoredRichText => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: p }] },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: `${p} link`, marks: [{ type: 'link', attrs: { href: p } }] }],
    },
  ],
})

const withApi = (answer: (req: ApiRequest) => Response | undefined) =>
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: meFixture() })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    return answer(req)
  })

const indexOf = (path: string) => Number(/\/x(\d+)$/.exec(path)?.[1] ?? -1)

describe('XSS: promotions', () => {
  it('shows titles, excerpts and company names on the promotion cards as text, with pictures and links only from safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      withApi((req) =>
        req.path === '/api/promotions'
          ? pageOf(
              batch.map(({ p, i }) =>
                promotionSummary(i + 1, {
                  title: p,
                  excerpt: p,
                  img: p,
                  slug: p,
                  tier: i % 2 === 0 ? 'platinum' : 'gold',
                  settings: { company_name: p, promotion_type: 'offer' },
                  can_edit: true,
                }),
              ),
              batch.length,
              1,
              batch.length,
            )
          : undefined,
      )
      const { container, unmount } = renderScreen('/promotions', <PromotionsRoute />)
      await settle(() => expect(container.querySelectorAll('article')).toHaveLength(batch.length))
      const cards = [...container.querySelectorAll('article')]
      problems.push(...scan(container))
      batch.forEach(({ p }, k) => {
        missing.push(...missingTexts(cards[k]!, [p, `Provided by ${p}`, capExcerpt(p)]))
      })
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'promotion title (card)',
          'promotion company name (card)',
          'promotion excerpt (card)',
          'promotion picture address (card)',
          'promotion address (card View Details)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('shows a promotion’s title, company and body as text, with its picture only from a safe address', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches(PAGE_BATCH)) {
      withApi((req) => {
        const i = indexOf(req.path)
        const p = payloads[i]
        if (!req.path.startsWith('/api/promotions/') || p === undefined) return undefined
        return jsonResponse(200, {
          data: promotionResource(i + 1, {
            title: p,
            img: p,
            body: body(p),
            settings: { company_name: p, promotion_type: 'event' },
            can_edit: true,
          }),
        })
      })
      const { container, unmount } = renderScreen(
        '/',
        <>
          {batch.map(({ i }) => item(i, <PromotionPage slug={`x${i}`} onEdit={() => undefined} />))}
        </>,
      )
      await settle(() => expect(container.querySelectorAll('article')).toHaveLength(batch.length))
      problems.push(...scan(container))
      const pages = [...container.querySelectorAll('[data-xss-item]')]
      batch.forEach(({ p }, k) => {
        // Title, company, body, its link.
        missing.push(...missingTexts(pages[k]!, [p, `Provided by ${p}`, p, `${p} link`]))
      })
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'promotion title (page)',
          'promotion company name (page)',
          'promotion body text (page)',
          'promotion body link (page)',
          'promotion picture address (page)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})
