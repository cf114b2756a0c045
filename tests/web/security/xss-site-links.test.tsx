import { describe, expect, it, vi } from 'vitest'
import { siteLinkItems } from '@/app/layout/nav-items'
import { AppLayout } from '@/components/layout/app-layout'
import { MainNav } from '@/components/layout/main-nav'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the site's header and footer links (settings links_header,
 * links_footer): every payload of the corpus as a link's label (shown as text) and as its address
 * (put in an href only when it is a path on the site or an http(s) address). The DOM must hold
 * only allowlisted elements, attributes and schemes.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })

/** The frame's own landmarks, rendered by design (nothing from content in their tags). */
const FRAME_ELEMENTS = ['nav', 'main', 'footer']
const scan = (root: Element) =>
  scanDom(root).filter(
    (problem) =>
      !FRAME_ELEMENTS.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
const { verdict } = xssTally('XSS (suite 4, site links)', payloads.length, scan)

const BATCH = 200

describe('XSS: header and footer links', () => {
  it('shows labels as text and puts only safe addresses in hrefs', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (let start = 0; start < payloads.length; start += BATCH) {
      const batch = payloads.slice(start, start + BATCH)
      const labelled = batch.map((p) => ({ label: p, href: '/pages/about-us' }))
      const addressed = batch.map((p, i) => ({ label: `Link ${start + i}`, href: p }))
      const { container, unmount } = renderScreen(
        '/',
        <AppLayout
          siteName="Guildhall"
          header={<MainNav items={siteLinkItems([...labelled, ...addressed])} />}
          footerLinks={siteLinkItems([...addressed, ...labelled])}
        >
          <p>Page</p>
        </AppLayout>,
      )
      problems.push(...scan(container))
      missing.push(...missingTexts(container, batch))
      unmount()
    }
    expect(verdict(['header link', 'footer link'], problems, missing)).toEqual(SAFE)
  })
})
