import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { POST_MESSAGES, type NewsResource } from '@worker/posts/posts.schemas'
import { AdminNewsScreen } from '@/features/admin-news/components/admin-news-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { item, newsFixture, page, postApi, requestsTo } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

const approved = newsFixture({ id: 5, title: 'Summer newsletter' })
const waiting = newsFixture({ id: 8, title: 'Walk report', status: 'pending' })

/** The list answers by status; after the PUT approving post 8 it is recently approved. */
const adminApi = (rows: NewsResource[] = [approved, waiting]) => {
  let current = rows
  return postApi({}, (request) => {
    if (request.method === 'GET' && request.path === '/api/news') {
      const status = request.query.get('status')
      return page(status && status !== 'all' ? current.filter((n) => n.status === status) : current)
    }
    if (request.method === 'GET' && request.path === '/api/news/8') return item(waiting)
    if (request.method === 'PUT' && request.path === '/api/news/8') {
      const saved = { ...waiting, status: 'approved' as const, recently_approved: true }
      current = current.map((n) => (n.id === 8 ? saved : n))
      return item(saved)
    }
    if (request.method === 'DELETE' && request.path === '/api/news/5') {
      current = current.filter((n) => n.id !== 5)
      return new Response(null, { status: 204 })
    }
    return undefined
  })
}

const renderAdmin = (route = '/admin/news') =>
  renderScreen('/admin/news', <AdminNewsScreen />, { route })

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!

describe('Admin news screen', { timeout: 20_000 }, () => {
  it('lists every status, 15 a page, with author, status and date', async () => {
    const api = adminApi()
    renderAdmin()
    const row = await rowOf('Walk report')
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(row).getByText('Pending')).toBeInTheDocument()
    expect(within(await rowOf('Summer newsletter')).getByText('Approved')).toBeInTheDocument()
    const [list] = requestsTo(api.requests, 'GET', '/api/news')
    expect(list?.query.get('status')).toBe('all')
    expect(list?.query.get('page_size')).toBe('15')
    expect(screen.getByText('2 news posts')).toBeInTheDocument()
  })

  it('keeps the status filter in the address and asks the API for it', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await rowOf('Summer newsletter')
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/news?status=pending'),
    )
    await waitFor(() => expect(screen.queryByText('Summer newsletter')).not.toBeInTheDocument())
    expect(screen.getByText('Walk report')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/news').at(-1)?.query.get('status')).toBe('pending')
  })

  it('reads the filter from the address', async () => {
    const api = adminApi()
    renderAdmin('/admin/news?status=rejected')
    expect(await screen.findByText(POST_MESSAGES.noPosts)).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/news')[0]?.query.get('status')).toBe('rejected')
    expect(screen.getByRole('radio', { name: 'Rejected' })).toBeChecked()
  })

  it('shows the recently-approved mark once a manager approves a pending post in the editor', async () => {
    adminApi()
    const { user } = renderAdmin()
    const row = await rowOf('Walk report')
    expect(within(row).queryByText('Recently approved')).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Actions for Walk report' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit news post' })
    await user.click(await within(dialog).findByLabelText('Status', { selector: 'input' }))
    await user.click(await screen.findByRole('option', { name: 'Approved' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(POST_MESSAGES.newsSaved)).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(screen.getByText('Walk report').closest('tr')!).getByText('Recently approved'),
      ).toBeInTheDocument(),
    )
  })

  it('deletes a post after the confirm dialog', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    const row = await rowOf('Summer newsletter')
    await user.click(within(row).getByRole('button', { name: 'Actions for Summer newsletter' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete news post' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Summer newsletter')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'DELETE', '/api/news/5')).toHaveLength(1)
  })

  it('opens the editor from "New news post" and shows a failed list with Try again', async () => {
    postApi({}, (request) =>
      request.path === '/api/news' ? jsonResponse(500, { message: 'Boom' }) : undefined,
    )
    const { user } = renderAdmin()
    expect(await screen.findByText('The news posts could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New news post' }))
    expect(await screen.findByRole('dialog', { name: 'New news post' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/news?create')
  })
})
