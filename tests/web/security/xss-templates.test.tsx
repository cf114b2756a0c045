import { describe, expect, it, vi } from 'vitest'
import { EmailTemplatesScreen } from '@/features/admin-templates/components/email-templates-screen'
import { PushTemplatesScreen } from '@/features/admin-templates/components/push-templates-screen'
import { TemplatePreview } from '@/features/admin-templates/components/template-preview'
import { mention, pushMention } from '../admin-templates/helpers'
import { page, settings } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the email and push templates (issue 16): every payload of the corpus
 * as a template's label and subject in both admin lists, and as the subject and text in the
 * editor's live preview. The DOM must hold only allowlisted elements and attributes, the payloads
 * shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)

/** Fixed structure, never content: the lists' tables. */
const FIXED = ['table', 'thead', 'tbody', 'tr', 'th', 'td']
const scan = (root: Element) =>
  scanDom(root).filter(
    (problem) => !FIXED.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
const { verdict } = xssTally('XSS (suite 4, templates)', payloads.length, scan)

const batches = (size = 100) => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}

const LISTS = [
  {
    sink: 'email template',
    path: '/admin/settings/email-templates',
    screen: <EmailTemplatesScreen />,
    api: 'GET /api/email-templates',
    row: (p: string, i: number) => mention({ key: `k${i}`, label: p, subject: p }),
  },
  {
    sink: 'push template',
    path: '/admin/settings/push-notifications',
    screen: <PushTemplatesScreen />,
    api: 'GET /api/push-notifications',
    row: (p: string, i: number) => pushMention({ key: `k${i}`, label: p, subject: p }),
  },
] as const

describe('XSS: the email and push templates', () => {
  for (const list of LISTS) {
    it(`shows ${list.sink}s' labels and subjects in the admin list as text`, async () => {
      const problems: string[] = []
      const missing: string[] = []
      for (const batch of batches()) {
        mockApi({
          'GET /api/settings': () => settings(),
          [list.api]: () => page(batch.map(({ p, i }) => list.row(p, i))),
        })
        const { container, unmount } = renderScreen(list.path, list.screen)
        let body: Element | null = null
        await settle(() => {
          body = container.querySelector('table tbody')
          expect(body?.querySelectorAll('tr')).toHaveLength(batch.length)
        })
        problems.push(...scan(body!))
        const rows = [...body!.querySelectorAll('tr')]
        batch.forEach(({ p }, k) => missing.push(...missingTexts(rows[k]!, [p, p])))
        unmount()
        vi.restoreAllMocks()
      }
      expect(
        verdict(
          [`${list.sink} label (admin list)`, `${list.sink} subject (admin list)`],
          problems,
          missing,
        ),
      ).toEqual(SAFE)
    })
  }

  it('shows a template’s subject and text in the editor’s preview as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      mockApi({ 'GET /api/settings': () => settings() })
      const { container, unmount } = renderScreen(
        '/',
        <ul>
          {batch.map(({ p, i }) => (
            <li key={i}>
              <TemplatePreview subject={p} text={p} placeholders={[]} />
            </li>
          ))}
        </ul>,
      )
      let items: Element[] = []
      await settle(() => {
        items = [...container.querySelectorAll('ul > li')]
        expect(items).toHaveLength(batch.length)
      })
      problems.push(...scan(container.querySelector('ul')!))
      batch.forEach(({ p }, k) => missing.push(...missingTexts(items[k]!, [p, p])))
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(['subject (template preview)', 'text (template preview)'], problems, missing),
    ).toEqual(SAFE)
  })
})
