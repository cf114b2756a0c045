import { describe, expect, it, vi } from 'vitest'
import type { CategoryGroup } from '@/features/admin-categories/api/list-category-types'
import { item } from '../admin/helpers/fixtures'
import { categoriesApi, category, renderCategories } from '../admin-categories/helpers'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the category tree (issue 16): every payload of the corpus as a
 * category group's name (its section heading) and as a category's name (its row in the tree).
 * The DOM must hold only allowlisted elements and attributes, the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
const { verdict } = xssTally('XSS (suite 4, category tree)', payloads.length, scanDom)

const batches = (size = 50) => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}

const groupOf = (p: string, i: number): CategoryGroup => ({
  id: i + 1,
  name: p,
  categorizables: ['events'],
  max_depth: 2,
  categories: [category({ id: i + 1, name: p, type_id: i + 1 })],
})

describe('XSS: the category tree', () => {
  it('shows group and category names as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      categoriesApi({
        'GET /api/category-types': () => item(batch.map(({ p, i }) => groupOf(p, i))),
      })
      const { container, unmount } = renderCategories()
      let sections: Element[] = []
      await settle(() => {
        sections = [...container.querySelectorAll('section')]
        expect(sections).toHaveLength(batch.length)
      })
      sections.forEach((section, k) => {
        problems.push(...scanDom(section))
        const heading = section.querySelector('h2')!
        const row = section.querySelector('[data-category-row] p')!
        missing.push(...missingTexts(heading, [batch[k]!.p]), ...missingTexts(row, [batch[k]!.p]))
      })
      unmount()
    }
    expect(verdict(['category group name', 'category name'], problems, missing)).toEqual(SAFE)
  })
})
