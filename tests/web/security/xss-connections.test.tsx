import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MemberReportsScreen } from '@/features/admin-member-reports/components/member-reports-screen'
import { ConnectionRequestsScreen } from '@/features/connections/components/connection-requests-screen'
import { REQUESTS_FIRST } from '@/features/connections/connections-constants'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { scanDom } from './xss-dom'
import { XSS_CORPUS } from './xss-corpus'
import { SAFE, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for connections (issue 13): every payload of the corpus as a connect
 * request's message and as the asking member's name, company, picture and slug on the requests
 * screen, and as a report's reason and the names in it on the admin reports list. The DOM must
 * hold only allowlisted elements, attributes and schemes, with the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })

/** The admin list is a <table> in a scrolling region: its structure is fixed, not content. */
const FIXED = ['table', 'thead', 'tbody', 'tr', 'th', 'td']
const scan = (root: Element) =>
  scanDom(root).filter(
    (problem) => !FIXED.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
const { verdict } = xssTally('XSS (suite 4, connections)', payloads.length, scan)

const member = (p: string, id: number) => ({
  id,
  full_name: p,
  forename: p,
  slug: p,
  img: p,
  initials: p.slice(0, 2),
  company: p,
})
const pageOf = <T,>(rows: T[], perPage: number) => ({
  data: rows,
  meta: {
    pagination: {
      total: rows.length,
      count: rows.length,
      per_page: perPage,
      current_page: 1,
      total_pages: 1,
    },
  },
})

/**
 * Renders `size` payloads at a time, each page a fresh screen: the list or table (`region`) is
 * scanned, and each of its rows (`rows`) must show its payload as text.
 */
const inPages = async (
  name: string,
  size: number,
  render: (batch: { p: string; i: number }[]) => { unmount: () => void; container: Element },
  region: (container: Element) => Element | null,
  rows: (region: Element) => Element[],
) => {
  const problems: string[] = []
  const missing: string[] = []
  for (let start = 0; start < payloads.length; start += size) {
    const batch = payloads.slice(start, start + size)
    const { unmount, container } = render(batch.map((p, k) => ({ p, i: start + k })))
    let root: Element | null = null
    await waitFor(
      () => {
        root = region(container)
        expect(root && rows(root)).toHaveLength(batch.length)
      },
      { timeout: 20_000 },
    )
    const shown = rows(root!)
    problems.push(...scan(root!))
    batch.forEach((p, k) => {
      if (!(shown[k]?.textContent ?? '').includes(p.trim())) missing.push(p)
    })
    unmount()
  }
  return verdict([name], problems, missing)
}

describe('XSS: connect requests and member reports', () => {
  it('shows every payload in a request (message, name, company, picture, slug) as text', async () => {
    const result = await inPages(
      'connect request (message, member)',
      REQUESTS_FIRST,
      (batch) => {
        mockFetch((r) => {
          if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
          if (r.path !== '/api/connect-requests') return undefined
          const rows = batch.map(({ p, i }) => ({
            id: i + 1,
            user_id: 7,
            user_from_id: 1000 + i,
            message: p,
            status: 'pending',
            created_at: '2026-11-01T10:00:00.000Z',
            updated_at: '2026-11-01T10:00:00.000Z',
            user_from: member(p, 1000 + i),
            user_to: member('Ada Lovelace', 7),
          }))
          return jsonResponse(200, pageOf(rows, 999))
        })
        return renderScreen('/my-connection-requests', <ConnectionRequestsScreen />)
      },
      (container) => container.querySelector('ul[aria-label="Requests to connect with you"]'),
      (list) => [...list.querySelectorAll(':scope > li')],
    )
    expect(result).toEqual(SAFE)
  })

  it('shows every payload in a report (reason, members) as text on the admin list', async () => {
    const result = await inPages(
      'member report (reason, members)',
      15,
      (batch) => {
        mockFetch((r) => {
          if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
          if (r.path !== '/api/member-reports') return undefined
          const rows = batch.map(({ p, i }) => ({
            id: i + 1,
            reason: p,
            status: i % 2 === 0 ? 'open' : 'resolved',
            created_at: '2026-11-01T10:00:00.000Z',
            resolved_at: null,
            reported: member(p, 2000 + i),
            reporter: member(p, 3000 + i),
            resolved_by: i % 2 === 0 ? null : { id: 1, full_name: p },
          }))
          return jsonResponse(200, pageOf(rows, 15))
        })
        return renderScreen('/admin/member-reports', <MemberReportsScreen />)
      },
      (container) => container.querySelector('table tbody'),
      (body) => [...body.querySelectorAll(':scope > tr')],
    )
    expect(result).toEqual(SAFE)
  })
})
