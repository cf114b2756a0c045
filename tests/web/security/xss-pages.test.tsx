import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FaqScreen } from '@/features/pages/components/faq-screen'
import { PageScreen } from '@/features/pages/components/page-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { faqPageFixture, pageFixture } from '../pages/page-fixtures'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for pages and the FAQ (issue 16): every payload of the corpus as each
 * text an editor of pages controls — a page's title, body text and link, cover address, and the
 * FAQ settings' title, sub-heading, questions and logo address — through the real screens.
 */

const payloads = XSS_CORPUS

vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const { verdict } = xssTally('XSS (suite 4, pages and FAQ)', payloads.length, scanDom)

const BATCH = 100
type Batch = { p: string; i: number }[]
const batches = () => {
  const out: Batch[] = []
  for (let start = 0; start < payloads.length; start += BATCH)
    out.push(payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j })))
  return out
}
const item = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)
const body = (p: string) => ({
  type: 'doc' as const,
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

describe('XSS: pages', () => {
  it("shows a page's title and body as text, with its cover and links only from safe addresses", async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      withApi((req) => {
        const i = Number(/\/api\/pages\/x(\d+)$/.exec(req.path)?.[1] ?? -1)
        const p = payloads[i]
        if (p === undefined) return undefined
        return jsonResponse(200, {
          data: pageFixture({ id: i + 1, slug: `x${i}`, title: p, img: p, body: body(p) }),
        })
      })
      const { container, unmount } = renderScreen(
        '/',
        <>{batch.map(({ i }) => item(i, <PageScreen slug={`x${i}`} />))}</>,
      )
      await settle(() => expect(container.querySelectorAll('article')).toHaveLength(batch.length))
      problems.push(...scanDom(container))
      const pages = [...container.querySelectorAll('[data-xss-item]')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(pages[k]!, [p, p, `${p} link`])))
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        ['page title', 'page body text', 'page body link', 'page cover address'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it("shows the FAQ's title, sub-heading and questions as text, its logo only from a safe address", async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const texts = batch.map(({ p }) => p)
      const page = faqPageFixture()
      withApi((req) =>
        req.path === '/api/pages/faq'
          ? jsonResponse(200, {
              data: {
                ...page,
                body: body(texts[0]!),
                faq_settings: {
                  faq_title: texts.join(' '),
                  faq_logo: { value: texts[batch.length - 1]! },
                  faq_colour: '#1F4E79',
                  faq_sub_heading: texts.join(' | '),
                  faq_default_questions: texts,
                },
              },
            })
          : undefined,
      )
      const { container, findAllByRole, unmount } = renderScreen('/faq', <FaqScreen />)
      await settle(() => expect(container.querySelectorAll('li')).toHaveLength(batch.length))
      await findAllByRole('heading')
      // The question form holds nothing the FAQ's editor wrote (its own inputs are not sinks).
      container.querySelector('form')?.remove()
      problems.push(...scanDom(container))
      missing.push(...missingTexts(container, [texts.join(' '), texts.join(' | '), ...texts]))
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        ['FAQ title', 'FAQ sub-heading', 'FAQ questions', 'FAQ logo address'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})
