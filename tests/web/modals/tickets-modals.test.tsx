import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventBookingPanel } from '@/features/tickets/components/event-booking-panel'
import { renderScreen } from '../helpers/render'
import { eventFixture, orderServer } from '../tickets/ticket-fixtures'
import { tryToDismiss } from './dismiss'

// Spec 01 §5: modal closing needs an explicit close or cancel, so what was entered survives.
describe('ticket modals ignore Escape and the backdrop', { timeout: 15_000 }, () => {
  it('Order Tickets keeps the number of tickets typed', async () => {
    orderServer()
    const { user } = renderScreen(
      '/events/summer-social',
      <EventBookingPanel event={eventFixture()} />,
    )
    await user.click(screen.getByRole('button', { name: 'Order Tickets' }))
    await within(await screen.findByRole('dialog', { name: 'Order Tickets' })).findByText(/^Total:/)
    const count = screen.getByRole('textbox', { name: /Number of tickets/ })
    await user.clear(count)
    await user.type(count, '3')

    const dialog = within(await tryToDismiss(user, 'Order Tickets'))
    expect(dialog.getByRole('textbox', { name: /Number of tickets/ })).toHaveValue('3')
  })
})
