import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CommentsSection } from '@/components/engagement/comments-section'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { scanDom } from './xss-dom'
import { XSS_CORPUS } from './xss-corpus'
import { SAFE, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for comments (issue 14): every payload of the corpus as a comment's body
 * and as its author's name, slug, picture and initials, and the same in a reply under it, through
 * the real CommentsSection. The DOM must hold only allowlisted elements, attributes and schemes,
 * with the payloads shown as text. Rendered for a visitor (no text box: a form is not content)
 * with Edit and Delete shown, as the owner would see them.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const { verdict } = xssTally('XSS (suite 4, comments)', payloads.length, scanDom)
const PAGE = 25

const author = (p: string, id: number) => ({
  id,
  full_name: p,
  slug: p,
  img: p,
  initials: p.slice(0, 2),
})
const comment = (p: string, id: number, parentId: number | null) => ({
  id,
  parent_id: parentId,
  body: p,
  entities: [],
  item_id: 5,
  item_type: 'event',
  user_id: 1000 + id,
  user: author(p, 1000 + id),
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  can_edit: true,
  can_delete: true,
})

/** Top-level comments only: a reply's article sits inside its comment's. */
const topLevel = (root: Element) =>
  [...root.querySelectorAll('article')].filter((a) => !a.parentElement?.closest('article'))

describe('XSS: comments', () => {
  it('shows every payload in a comment and its reply (body, author) as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (let start = 0; start < payloads.length; start += PAGE) {
      const batch = payloads.slice(start, start + PAGE)
      mockFetch((r) => {
        if (r.path === '/api/me') return jsonResponse(200, { data: null })
        if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
        if (r.path !== '/api/comments') return undefined
        const rows = batch.map((p, k) => ({
          ...comment(p, 2 * (start + k) + 1, null),
          replies: [comment(p, 2 * (start + k) + 2, 2 * (start + k) + 1)],
        }))
        return jsonResponse(200, {
          data: rows,
          meta: {
            pagination: {
              total: rows.length,
              count: rows.length,
              per_page: PAGE,
              current_page: 1,
              total_pages: 1,
            },
          },
        })
      })
      const { unmount, container } = renderScreen(
        '/events/quiz',
        <CommentsSection itemType="event" itemId={5} />,
      )
      let section: Element | null = null
      await waitFor(
        () => {
          section = container.querySelector('section')
          expect(section && topLevel(section)).toHaveLength(batch.length)
        },
        { timeout: 20_000 },
      )
      const shown = topLevel(section!)
      problems.push(...scanDom(section!))
      batch.forEach((p, k) => {
        const text = shown[k]?.textContent ?? ''
        // The body and the name, in the comment and in its reply.
        if (text.split(p.trim()).length - 1 < 2) missing.push(p)
      })
      unmount()
    }
    expect(verdict(['comment (body, author) and reply'], problems, missing)).toEqual(SAFE)
  })
})
