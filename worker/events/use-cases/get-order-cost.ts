import { notFound } from '../../lib/errors'
import type { Deps } from '../../lib/deps'
import { formatAmount, formatPrice, fromMinor } from '../../lib/money'
import { settingFrom } from '../../settings/settings.service'
import type { OrderCost, OrderCostQuery } from '../event-orders.schemas'
import { bookingContextQueries } from '../event-orders.queries'
import { canSeeEvent } from '../events.policy'
import { chooseTickets, firstTicketOf, priceOrder, remainingSeats } from './price-order'

/** GET /api/event-orders/cost: what an order would cost and whether seats remain. */
export const orderCost = async (deps: Deps, query: OrderCostQuery): Promise<OrderCost> => {
  const { db } = deps
  const [[event], tickets, children, currencyRows] = await db.batch(
    bookingContextQueries(db, query.event_id),
  )
  const actor = deps.auth.current()
  if (!event || !canSeeEvent(actor, event)) throw notFound()
  const subevents = [...new Set([...(query.subevents ?? []), ...(query['subevents[]'] ?? [])])]
  const seeChild = (c: (typeof children)[number]) => canSeeEvent(actor, c)
  const chosen = chooseTickets(
    event.id,
    tickets,
    children,
    { ticketId: query.ticket_id, subevents },
    seeChild,
  )
  const seats = query.total_tickets
  const { unitPriceMinor, totalCostMinor } = priceOrder(chosen, seats)
  const currency = settingFrom('currency_symbol', currencyRows)
  // Every sub-event that could not take this many more, so the form can disable its checkbox.
  const unavailable = children.filter(seeChild).filter((child) => {
    const ticket = firstTicketOf(tickets, child.id)
    const left = ticket ? remainingSeats(ticket) : 0
    return left !== null && left < seats
  })
  return {
    payment_required: totalCostMinor > 0 || event.paymentRequired,
    total_tickets: seats,
    ticket_price: fromMinor(unitPriceMinor),
    ticket_price_formatted: formatPrice(unitPriceMinor, currency),
    total_cost: fromMinor(totalCostMinor),
    total_cost_formatted: formatAmount(totalCostMinor, currency),
    total_remaining_tickets: remainingSeats(chosen.ticket),
    unavailable_subevents: unavailable.map((c) => c.id),
  }
}
