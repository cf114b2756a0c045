import { describe, expect, it, vi } from 'vitest'
import { AttachedFileList } from '@/components/uploads/attached-file-list'
import { PostListTable, type PostRow } from '@/components/admin/posts/post-list-table'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the news and resources admin (issue 14): every payload of the corpus
 * as a post's title and its author's name in the admin lists' table, and as an uploaded file's
 * name and size in the resource editor's file list. The DOM must hold only allowlisted elements
 * and attributes, with the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)

/** The list is a <table> in a scrolling region: its structure is fixed, not content. */
const FIXED = ['table', 'thead', 'tbody', 'tr', 'th', 'td']
const scan = (root: Element) =>
  scanDom(root).filter(
    (problem) => !FIXED.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
const { verdict } = xssTally('XSS (suite 4, posts admin)', payloads.length, scan)

const BATCH = 100
const batches = () => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += BATCH)
    out.push(payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j })))
  return out
}

const rowOf = (p: string, i: number): PostRow => ({
  id: i + 1,
  title: p,
  status: (['pending', 'approved', 'rejected'] as const)[i % 3]!,
  created_at: '2026-06-01T09:00:00.000Z',
  recently_approved: i % 2 === 0,
  user: { full_name: p },
})

describe('XSS: the news and resources admin', () => {
  it('shows titles and authors in the admin list as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const { container, unmount } = renderScreen(
        '/',
        <PostListTable
          label="News posts"
          rows={batch.map(({ p, i }) => rowOf(p, i))}
          noun="news post"
          onEdit={() => {}}
          onDelete={() => {}}
          deletingId={null}
        />,
      )
      let body: Element | null = null
      await settle(() => {
        body = container.querySelector('table tbody')
        expect(body?.querySelectorAll('tr')).toHaveLength(batch.length)
      })
      problems.push(...scan(body!))
      const rows = [...body!.querySelectorAll('tr')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(rows[k]!, [p, p])))
      unmount()
    }
    expect(
      verdict(['post title (admin list)', 'author name (admin list)'], problems, missing),
    ).toEqual(SAFE)
  })

  it("shows a resource's file names and sizes as text", async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const files = batch.map(({ p, i }) => ({
        id: i + 1,
        client_filename: p,
        filesize_formatted: p,
      }))
      const { container, unmount } = renderScreen(
        '/',
        <AttachedFileList files={files} onRemove={() => {}} />,
      )
      let list: Element | null = null
      await settle(() => {
        list = container.querySelector('ul')
        expect(list?.querySelectorAll(':scope > li')).toHaveLength(batch.length)
      })
      problems.push(...scan(list!))
      const items = [...list!.querySelectorAll(':scope > li')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(items[k]!, [p, p])))
      unmount()
    }
    expect(
      verdict(['file name (resource editor)', 'file size (resource editor)'], problems, missing),
    ).toEqual(SAFE)
  })
})
