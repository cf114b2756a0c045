import { describe, expect, it, vi } from 'vitest'
import { ApprovalsWidget } from '@/features/admin-approvals/components/approvals-widget'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { settleWithin, SAFE, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the admin dashboard's "Waiting for approval": every payload of the
 * corpus as an item's title and its author's name. The DOM must hold only allowlisted elements,
 * attributes and schemes, with each payload shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const { verdict } = xssTally('XSS (suite 4, approvals)', payloads.length, scanDom)

const BATCH = 100
const TYPES = ['event', 'news', 'resource'] as const

const itemOf = (p: string, i: number) => ({
  item_type: TYPES[i % 3]!,
  id: i + 1,
  slug: `item-${i}`,
  title: p,
  excerpt: p,
  created_at: '2026-11-20T09:00:00.000Z',
  user: { id: i + 100, full_name: p, slug: `u-${i}`, img: p },
})

describe('XSS: waiting for approval', () => {
  it('shows titles and authors as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (let start = 0; start < payloads.length; start += BATCH) {
      const items = payloads.slice(start, start + BATCH).map((p, j) => itemOf(p, start + j))
      mockFetch((r) =>
        r.path === '/api/approvals'
          ? jsonResponse(200, {
              data: items,
              meta: {
                pagination: {
                  total: items.length,
                  count: items.length,
                  per_page: items.length,
                  current_page: 1,
                  total_pages: 1,
                },
              },
            })
          : undefined,
      )
      const { container, unmount } = renderScreen('/', <ApprovalsWidget pendingLinks={{}} />)
      await settle(() => expect(container.querySelectorAll('li')).toHaveLength(items.length))
      problems.push(...scanDom(container))
      missing.push(
        ...missingTexts(
          container,
          items.flatMap((item) => [item.title, item.user.full_name]),
        ),
      )
      unmount()
      vi.restoreAllMocks()
    }
    expect(verdict(['approval title', 'approval author name'], problems, missing)).toEqual(SAFE)
  })
})
