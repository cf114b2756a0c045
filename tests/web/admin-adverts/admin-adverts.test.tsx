import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminAdvertsScreen } from '@/features/admin-adverts/components/admin-adverts-screen'
import { mockFetch } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { item, page } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'
import { admin, advertResource } from './helpers'

const florist = advertResource({ id: 7, total_clicks: 42, total_impressions: 1_200 })
const garage = advertResource({
  id: 8,
  name: 'Hill Street Garage',
  position: 'footer',
  position_id: 'footer',
  status: 'pending',
  total_clicks: 0,
  total_impressions: 0,
})

const adminApi = (rows = [florist, garage]) =>
  mockFetch((request) => {
    if (request.method !== 'GET') return undefined
    if (request.path === '/api/me') return item(admin())
    if (request.path === '/api/settings') return item(settingsFixture())
    if (request.path === '/api/adverts') {
      const status = request.query.get('status')
      const position = request.query.get('position')
      return page(
        rows.filter(
          (a) => (!status || a.status === status) && (!position || a.position === position),
        ),
      )
    }
    return undefined
  })

describe('Admin adverts screen (M02-ADVERT-01)', { timeout: 20_000 }, () => {
  it('lists each advert with its position, dates, status, clicks and impressions', async () => {
    adminApi()
    renderScreen('/admin/adverts', <AdminAdvertsScreen />)
    const row = (await screen.findByText('Riverside Florist')).closest('tr')!
    expect(within(row).getByText('Side column')).toBeInTheDocument()
    expect(within(row).getByText('Approved')).toBeInTheDocument()
    expect(within(row).getByText('42')).toBeInTheDocument()
    expect(within(row).getByText('1,200')).toBeInTheDocument()
    expect(within(row).getByText(/Fri 10th Jul 2026/)).toBeInTheDocument()
    const other = screen.getByText('Hill Street Garage').closest('tr')!
    expect(within(other).getByText('Footer banner')).toBeInTheDocument()
    expect(within(other).getByText('Pending')).toBeInTheDocument()
  })

  it('asks the API for 15 a page and filters by status in the address', async () => {
    const api = adminApi()
    const { user } = renderScreen('/admin/adverts', <AdminAdvertsScreen />)
    await screen.findByText('Riverside Florist')
    await user.click(screen.getByRole('radio', { name: 'Pending' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('status=pending')
    const last = api.requests.filter((r) => r.path === '/api/adverts').at(-1)!
    expect(last.query.get('page_size')).toBe('15')
    expect(last.query.get('status')).toBe('pending')
    expect(screen.queryByText('Riverside Florist')).toBeNull()
  })

  it('says when there are no adverts', async () => {
    adminApi([])
    renderScreen('/admin/adverts', <AdminAdvertsScreen />)
    expect(await screen.findByText('No adverts found')).toBeInTheDocument()
  })
})
