import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_EVENT_ID } from '@worker/events/event-orders.schemas'
import { AttendanceModal } from '@/features/tickets/components/attendance-modal'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { orderFixture, pageOf } from './ticket-fixtures'

// The confirm dialog's host loads lazily with the app's overlays; have it ready.
beforeAll(() => import('@/app/overlays'))

describe('AttendanceModal', () => {
  it('says "No eventId provided to controller" and closes without an event id', async () => {
    const { requests } = mockFetch(() => undefined)
    const onClose = vi.fn<() => void>()
    renderScreen('/my-tickets', <AttendanceModal eventId={null} opened onClose={onClose} />)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect((await screen.findAllByText(NO_EVENT_ID)).length).toBeGreaterThan(0)
    expect(requests).toHaveLength(0)
  })

  it("shows the member's order for the event with its attendees, and cancels it", async () => {
    const order = orderFixture({
      total_tickets: 2,
      attendees: [
        {
          id: 1,
          event_id: 1,
          order_id: 5,
          user_id: 7,
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          ticket_id: 11,
          create_event_order: true,
          user: null,
          created_at: '2025-01-01T00:00:00.000Z',
        },
        {
          id: 2,
          event_id: 1,
          order_id: 5,
          user_id: null,
          full_name: 'Grace Hopper',
          email: 'grace@example.com',
          ticket_id: 11,
          create_event_order: true,
          user: null,
          created_at: '2025-01-01T00:00:00.000Z',
        },
      ],
    })
    const { requests } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/api/event-orders')
        return jsonResponse(200, pageOf([order]))
      if (r.method === 'DELETE')
        return jsonResponse(200, { data: { ...order, status: 'cancelled' } })
      return undefined
    })
    const onClose = vi.fn<() => void>()
    const { user } = renderScreen(
      '/my-tickets',
      <AttendanceModal eventId={1} opened onClose={onClose} />,
    )
    expect(await screen.findByText('Grace Hopper · grace@example.com')).toBeInTheDocument()
    expect(requests[0]?.query.get('event_id')).toBe('1')
    expect(requests[0]?.query.get('with')).toBe('event,attendees')

    const modal = screen.getByRole('dialog', { name: 'Manage attendance' })
    await user.click(within(modal).getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByRole('button', {
        name: 'Cancel order',
      }),
    )
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/event-orders/5')).toBe(
      true,
    )
  })
})
