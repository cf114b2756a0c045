import type { EventResource, TicketResource } from '@worker/events/events.schemas'
import { ticketsOnSale as onSale } from '@/lib/ticket-prices'

/**
 * What the event page's booking panel decides before any form opens, without zod: the panel is
 * on a first screen, the order forms (order-form.ts) load with the modal.
 */

/** The event's tickets still on sale (lib/ticket-prices). */
export const ticketsOnSale = (event: EventResource, now = Date.now()): TicketResource[] =>
  onSale(event.tickets, now)

/**
 * Whether the event books in one click (Attend): free, a single ticket on sale, nothing to
 * answer and no sub-events to choose. Anything else goes through the order modal.
 */
export const attendsInOneClick = (event: EventResource, now = Date.now()) => {
  const onSale = ticketsOnSale(event, now)
  return (
    !event.payment_required &&
    onSale.length === 1 &&
    onSale[0]!.price === 0 &&
    event.custom_attrs.length === 0 &&
    event.total_children === 0 &&
    (event.children?.length ?? 0) === 0
  )
}
