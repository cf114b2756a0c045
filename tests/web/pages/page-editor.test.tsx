import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EditablePage } from '@/features/admin-pages/api/get-page-for-edit'
import { PageEditorModal } from '@/features/admin-pages/components/page-editor'
import { filledFieldCount, pageValuesOf } from '@/features/admin-pages/components/page-form'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { faqPageFixture, pageFixture } from './page-fixtures'

// The editor (TipTap, Mantine) renders slowly on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const admin = meFixture({ role: 'admin' })

const renderEditor = (pageId?: number, page = pageFixture()) => {
  let closed = 0
  const api = mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: admin })
    if (r.path === `/api/pages/${pageId}`) return jsonResponse(200, { data: page })
    if (r.path === '/api/pages' && r.method === 'POST')
      return jsonResponse(201, { data: pageFixture({ title: 'Saved' }) })
    return undefined
  })
  const view = renderScreen(
    '/admin/pages',
    <PageEditorModal opened onClose={() => (closed += 1)} pageId={pageId} />,
  )
  return { ...view, ...api, closed: () => closed }
}

describe('the page editor', () => {
  it('starts a new page approved, with an empty paragraph and the cover hint (M02-PAGE-05, -10)', async () => {
    renderEditor()
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('')
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('Approved')
    expect(screen.getByText('1920x480 recommended')).toBeInTheDocument()
    expect(screen.getByText(/Cropped to 1920 × 600 px/)).toBeInTheDocument()
    expect(pageValuesOf(null).body).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
  })

  it('saves with type page (M02-PAGE-11)', async () => {
    const { user, requests } = renderEditor()
    await user.type(await screen.findByLabelText(/^Title/), 'Code of conduct')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'page',
      title: 'Code of conduct',
      status: 'approved',
    })
  })

  it('closes at once with 4 fields filled or fewer (M02-PAGE-03)', async () => {
    const { user, closed } = renderEditor()
    await user.type(await screen.findByLabelText(/^Title/), 'About')
    await user.type(screen.getByLabelText(/^Address/), 'about')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(closed()).toBe(1)
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument()
  })

  it("asks 'Are you sure?' before closing a draft with more than 4 fields (M02-PAGE-03)", async () => {
    const page = faqPageFixture()
    const { user, closed } = renderEditor(1, page)
    // Title, address, FAQ title, colour, sub-heading and questions: six, asked about once changed.
    expect(filledFieldCount(pageValuesOf(page as unknown as EditablePage))).toBe(6)
    await user.clear(await screen.findByLabelText(/^Title/))
    await user.type(screen.getByLabelText(/^Title/), 'FAQ')
    await user.click(screen.getByRole('button', { name: 'Close the page editor' }))
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument()
    expect(closed()).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Close without saving' }))
    await waitFor(() => expect(closed()).toBe(1))
  })

  it('adds a FAQ question only when the input is not empty (M02-PAGE-09)', async () => {
    const { user } = renderEditor(1, faqPageFixture())
    await user.click(await screen.findByRole('tab', { name: 'FAQ' }))
    const list = () => screen.getAllByRole('listitem')
    expect(list()).toHaveLength(2)
    await user.type(screen.getByLabelText('New question'), '   ')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(list()).toHaveLength(2)
    await user.clear(screen.getByLabelText('New question'))
    await user.type(screen.getByLabelText('New question'), 'Can children come?')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(list()).toHaveLength(3)
    expect(screen.getByText('Can children come?')).toBeInTheDocument()
  })
})
