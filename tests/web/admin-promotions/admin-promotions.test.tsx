import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PROMOTION_MESSAGES, type PromotionSummary } from '@worker/posts/promotions.schemas'
import { AdminPromotionsScreen } from '@/features/admin-promotions/components/admin-promotions-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { pageOf } from '../helpers/post-fixtures'
import { page, requestsTo } from '../helpers/post-resource'
import { claimRow, promotionSummary } from '../helpers/promotion-fixtures'
import { renderScreen } from '../helpers/render'
import { promotionApi } from './helpers'

const live = promotionSummary(5, {
  title: 'Ten percent off',
  tier: 'platinum',
  total_claimed: 3,
  recently_approved: true,
  starts_at: '2026-06-30T23:00:00.000Z',
  ends_at: '2026-07-30T23:00:00.000Z',
})
const waiting = promotionSummary(8, {
  title: 'Summer jobs',
  status: 'pending',
  settings: { company_name: 'Harbour Cafe', promotion_type: 'job' },
})

const adminApi = (rows: PromotionSummary[] = [live, waiting]) => {
  let current = rows
  return promotionApi({}, (request) => {
    if (request.method === 'GET' && request.path === '/api/promotions') {
      const status = request.query.get('status')
      return page(status && status !== 'all' ? current.filter((p) => p.status === status) : current)
    }
    if (request.method === 'GET' && request.path === '/api/promotions/5/claims')
      return request.query.get('page') === '2'
        ? pageOf([claimRow(16)], 16, 2, 15)
        : pageOf(
            Array.from({ length: 15 }, (_, i) => claimRow(i + 1)),
            16,
            1,
            15,
          )
    if (request.method === 'DELETE' && request.path === '/api/promotions/5') {
      current = current.filter((p) => p.id !== 5)
      return new Response(null, { status: 204 })
    }
    return undefined
  })
}

const renderAdmin = (route = '/admin/promotions') =>
  renderScreen('/admin/promotions', <AdminPromotionsScreen />, { route })

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!

describe('Admin promotions screen (M02-PROMO-01)', { timeout: 20_000 }, () => {
  it('lists every status, 15 a page, with company, tier, status, dates, claims and the recently-approved mark', async () => {
    const api = adminApi()
    renderAdmin()
    const row = await rowOf('Ten percent off')
    expect(within(row).getByText('Corner Bakery')).toBeInTheDocument()
    expect(within(row).getByText('Platinum')).toBeInTheDocument()
    expect(within(row).getByText('Approved')).toBeInTheDocument()
    expect(within(row).getByText('Recently approved')).toBeInTheDocument()
    expect(within(row).getByText('Wed 1st Jul 2026 – Fri 31st Jul 2026')).toBeInTheDocument()
    expect(within(row).getByText('3')).toBeInTheDocument()
    const other = await rowOf('Summer jobs')
    expect(within(other).getByText('Pending')).toBeInTheDocument()
    expect(within(other).queryByText('Recently approved')).not.toBeInTheDocument()
    const [list] = requestsTo(api.requests, 'GET', '/api/promotions')
    expect(list?.query.get('status')).toBe('all')
    expect(list?.query.get('page_size')).toBe('15')
    expect(screen.getByText('2 promotions')).toBeInTheDocument()
  })

  it('keeps the status filter in the address and asks the API for it', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await rowOf('Ten percent off')
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/promotions?status=pending'),
    )
    await waitFor(() => expect(screen.queryByText('Ten percent off')).not.toBeInTheDocument())
    expect(screen.getByText('Summer jobs')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/promotions').at(-1)?.query.get('status')).toBe(
      'pending',
    )
  })

  it(`says '${PROMOTION_MESSAGES.noPromotions}' when none match`, async () => {
    adminApi()
    renderAdmin('/admin/promotions?status=rejected')
    expect(await screen.findByText(PROMOTION_MESSAGES.noPromotions)).toBeInTheDocument()
  })

  it('shows a promotion’s claims, paged, with the CSV export link', async () => {
    adminApi()
    const { user } = renderAdmin()
    const row = await rowOf('Ten percent off')
    await user.click(within(row).getByRole('button', { name: 'Actions for Ten percent off' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Claims' }))
    const dialog = await screen.findByRole('dialog', { name: 'Claims: Ten percent off' })
    expect(await within(dialog).findByText('Member 1')).toBeInTheDocument()
    expect(within(dialog).getByText('member1@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText('16 claims')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/promotions/5/export-claims',
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/promotions?claims=5')
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    expect(await within(dialog).findByText('Member 16')).toBeInTheDocument()
  })

  it('deletes a promotion after "Are you sure…"', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    const row = await rowOf('Ten percent off')
    await user.click(within(row).getByRole('button', { name: 'Actions for Ten percent off' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete promotion' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete “Ten percent off”?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Ten percent off')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'DELETE', '/api/promotions/5')).toHaveLength(1)
  })

  it('opens the editor from "New promotion", and offers Try again when the list fails', async () => {
    promotionApi({}, (request) =>
      request.path === '/api/promotions' ? jsonResponse(500, { message: 'Boom' }) : undefined,
    )
    const { user } = renderAdmin()
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'New promotion' }))
    expect(await screen.findByRole('dialog', { name: 'New promotion' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/promotions?create')
  })
})
