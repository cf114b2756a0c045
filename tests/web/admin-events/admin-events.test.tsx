import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EventResource } from '@worker/events/events.schemas'
import { AdminEventsScreen } from '@/features/admin-events/components/admin-events-screen'
import { renderScreen } from '../helpers/render'
import { editorApi, eventFixture, item, manager, page, requestsTo } from './helpers'

const organiser = {
  id: 7,
  full_name: 'Ada Lovelace',
  slug: 'ada-lovelace',
  img: null,
  company: null,
}
const social = eventFixture({
  id: 5,
  title: 'Summer social',
  user: organiser,
  is_recently_approved: true,
})
const workshop = eventFixture({
  id: 8,
  title: 'Pottery workshop',
  status: 'pending',
  parent_id: 5,
  parent: { id: 5, slug: 'event-5', title: 'Summer social' },
  user: organiser,
  approved_at: null,
})

const adminApi = (rows: EventResource[] = [social, workshop]) =>
  editorApi({ me: manager(), event: social }, (request) => {
    if (request.method === 'GET' && request.path === '/api/events') {
      const status = request.query.get('status')
      return page(status && status !== 'all' ? rows.filter((e) => e.status === status) : rows)
    }
    if (request.method === 'PUT' && request.path === '/api/events/8')
      return item({ ...workshop, status: 'approved' })
    return undefined
  })

const renderAdmin = (route = '/admin/events') =>
  renderScreen('/admin/events', <AdminEventsScreen />, { route })

describe('Admin events screen', { timeout: 15_000 }, () => {
  it('lists upcoming events soonest first with organiser, status, attendees and flags', async () => {
    const api = adminApi()
    renderAdmin()
    const socialRow = (await screen.findByRole('link', { name: 'Summer social' })).closest('tr')!
    expect(within(socialRow).getByText('Recently approved')).toBeInTheDocument()
    expect(within(socialRow).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(socialRow).getByText('Approved')).toBeInTheDocument()
    expect(within(socialRow).getByText('Wed 15th Jul 2026 06:00pm')).toBeInTheDocument()
    expect(within(socialRow).getAllByRole('cell')[4]).toHaveTextContent('3')
    expect(within(socialRow).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    expect(
      within(socialRow).getByRole('link', { name: 'Export attendees of Summer social' }),
    ).toHaveAttribute('href', '/api/events/5/attendees-export')

    const workshopRow = screen.getByRole('link', { name: 'Pottery workshop' }).closest('tr')!
    expect(within(workshopRow).getByText('Sub-event of Summer social')).toBeInTheDocument()
    expect(within(workshopRow).getByText('Pending')).toBeInTheDocument()

    const [list] = requestsTo(api.requests, 'GET', '/api/events')
    // Upcoming (and under way) by default, soonest first, as an organiser works through them.
    expect(list?.query.get('ends_at_from')).toBe('now')
    expect(list?.query.get('order')).toBe('asc')
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked()
    // Spec 02: admin lists page by 15.
    expect(list?.query.get('page_size')).toBe('15')
    expect(list?.query.get('page')).toBe('1')
    expect(list?.query.get('with')).toContain('user')
    // "All" asks for every status explicitly: without one the API lists approved events only.
    expect(list?.query.get('status')).toBe('all')
  })

  it('keeps the status filter in the address and asks the API for it', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await screen.findByRole('link', { name: 'Summer social' })
    await user.click(screen.getByRole('radio', { name: 'Pending' }))

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/events?status=pending'),
    )
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Summer social' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('link', { name: 'Pottery workshop' })).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/events').at(-1)?.query.get('status')).toBe(
      'pending',
    )
  })

  it('shows past events latest first, and every event, from the When filter kept in the address', async () => {
    const api = adminApi()
    const { user } = renderAdmin('/admin/events?page=2')
    await screen.findByRole('link', { name: 'Summer social' })
    await user.click(screen.getByRole('radio', { name: 'Past' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/events\?when=past$/),
    )
    await waitFor(() =>
      expect(requestsTo(api.requests, 'GET', '/api/events').at(-1)?.query.get('ends_at_to')).toBe(
        'now',
      ),
    )
    const past = requestsTo(api.requests, 'GET', '/api/events').at(-1)
    expect(past?.query.get('order')).toBe('desc')
    expect(past?.query.get('page')).toBe('1')
    expect(past?.query.has('ends_at_from')).toBe(false)

    await user.click(screen.getByRole('radio', { name: 'All dates' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/events\?when=all$/),
    )
    await waitFor(() => {
      const all = requestsTo(api.requests, 'GET', '/api/events').at(-1)
      expect(all?.query.has('ends_at_to')).toBe(false)
      expect(all?.query.has('ends_at_from')).toBe(false)
    })

    await user.click(screen.getByRole('radio', { name: 'Upcoming' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/events$/),
    )
  })

  it('reads the status filter from the address', async () => {
    adminApi()
    renderAdmin('/admin/events?status=pending')
    expect(await screen.findByRole('link', { name: 'Pottery workshop' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked()
  })

  it('approves a pending event with PUT {status: approved}', async () => {
    const api = adminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'Approve Pottery workshop' }))
    await waitFor(() => expect(requestsTo(api.requests, 'PUT', '/api/events/8')).toHaveLength(1))
    expect(requestsTo(api.requests, 'PUT', '/api/events/8')[0]?.body).toEqual({
      status: 'approved',
    })
  })

  it("says 'No events found' when nothing matches", async () => {
    adminApi([])
    renderAdmin()
    expect(await screen.findByText('No events found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('opens the editor from ?edit&id=', async () => {
    adminApi()
    renderAdmin('/admin/events?edit&id=5')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' })
    expect(await within(dialog).findByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Summer social',
    )
  })

  it('opens New Event from its button and puts ?create in the address', async () => {
    adminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'New event' }))
    expect(await screen.findByRole('dialog', { name: 'New Event' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events?create=')
  })
})
