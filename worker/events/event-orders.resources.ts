import { formatPrice } from '../lib/money'
import type { OrderResource } from './event-orders.schemas'
import type { OrderRow } from './event-orders.queries'

/**
 * `showReference`: the reference confirms the order, so only its buyer (or a manager) sees it;
 * members who are merely named as attendees get an empty string.
 */
export const toOrderResource = (
  o: OrderRow,
  currency: string,
  showReference: boolean,
): OrderResource => ({
  id: o.id,
  reference: showReference ? o.reference : '',
  event_id: o.eventId,
  ticket_id: o.ticketId,
  user_id: o.userId,
  status: o.status,
  total_tickets: o.totalTickets,
  subevents: o.subeventIds,
  subevent_ids: o.subeventIds,
  attr_text: o.attrs.attr_text ?? {},
  attr_select: o.attrs.attr_select ?? {},
  attr_check: o.attrs.attr_check ?? {},
  stripe_id: o.stripeId,
  payment_required: o.paymentRequired,
  payment_method: o.paymentMethod,
  attended: o.attended ? 'Yes' : 'No',
  attended_formatted: o.attended ? 'Yes' : 'No',
  ticket_price_formatted: formatPrice(o.unitPriceMinor, currency),
  price_formatted: formatPrice(o.totalCostMinor, currency),
  expires_at: o.expiresAt,
  purchased_at: o.purchasedAt,
  cancelled_at: o.cancelledAt,
  created_at: o.createdAt,
  ticket_label: o.ticketLabel ?? '',
})
