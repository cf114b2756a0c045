import { waitFor } from '@testing-library/react'
import { reportFigure } from '../../worker/security/support/figure'
import { missingTexts } from './xss-dom'

/** A render's verdict when nothing is wrong. */
export const SAFE = { unsafe: 0, firstUnsafe: [], notShownAsText: 0, firstNotShown: [] }

/**
 * Waits by polling only: testing-library's default also re-checks on every DOM mutation, which
 * on a page of thousands of nodes costs more than the rendering.
 */
export const settleWithin = (timeout: number) => (check: () => void) =>
  waitFor(check, { container: document.createElement('div'), timeout, interval: 100 })

/**
 * One suite-4 file's tally: each verdict names the sinks it covered (counted towards the file's
 * figure line, printed as `label`) and reports what `scan` found unsafe and which payloads did
 * not come out as text.
 */
export const xssTally = (label: string, payloads: number, scan: (root: Element) => string[]) => {
  const sinks: { name: string; payloads: number }[] = []
  let executable = 0

  reportFigure(label, () => {
    const rendered = sinks.reduce((sum, s) => sum + s.payloads, 0)
    const least = Math.min(...sinks.map((s) => s.payloads))
    return `${sinks.length} sinks × ≥${least.toLocaleString('en-GB')} payloads, ${rendered.toLocaleString('en-GB')} rendered, ${executable} executable`
  })

  /** The verdict on a render (SAFE when all is well); the named sinks count towards the figure. */
  const verdict = (names: string[], problems: string[], missing: string[]) => {
    executable += problems.length
    for (const name of names) sinks.push({ name, payloads })
    return {
      unsafe: problems.length,
      firstUnsafe: problems.slice(0, 20),
      notShownAsText: missing.length,
      firstNotShown: missing.slice(0, 10).map((m) => JSON.stringify(m.slice(0, 120))),
    }
  }

  /** Scans what was rendered and checks that the payload texts show, in order. */
  const verdictOn = (names: string[], root: Element, texts: readonly string[]) =>
    verdict(names, scan(root), missingTexts(root, texts))

  return { verdict, verdictOn }
}
