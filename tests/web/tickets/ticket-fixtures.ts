import type { OrderCost, OrderResource } from '@worker/events/event-orders.schemas'
import type { EventResource, TicketResource } from '@worker/events/events.schemas'
import { meFixture } from '../helpers/fixtures'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { baseEvent, baseTicket } from '../helpers/event-resource'

/** Events, tickets, orders and a fake orders API for the ticket screens' tests. */

export const ticketFixture = (overrides: Partial<TicketResource> = {}): TicketResource =>
  baseTicket({ ...overrides })

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString()
const IN_A_MONTH_LATER = new Date(Date.now() + 30 * 86_400_000 + 3 * 3_600_000).toISOString()

export const eventFixture = (overrides: Partial<EventResource> = {}): EventResource =>
  baseEvent({
    slug: 'summer-social',
    title: 'Summer social',
    starts_at: IN_A_MONTH,
    ends_at: IN_A_MONTH_LATER,
    address: { line_1: '1 High Street', town_city: 'York' },
    user_id: 2,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    tickets: [ticketFixture()],
    children: [],
    ...overrides,
  })

export const orderFixture = (overrides: Partial<OrderResource> = {}): OrderResource => ({
  id: 5,
  reference: 'ref-0123456789',
  event_id: 1,
  ticket_id: 11,
  user_id: 7,
  status: 'purchased',
  total_tickets: 1,
  subevents: [],
  subevent_ids: [],
  attr_text: {},
  attr_select: {},
  attr_check: {},
  stripe_id: null,
  payment_required: false,
  payment_method: 'free',
  attended: 'No',
  attended_formatted: 'No',
  ticket_price_formatted: 'Free',
  price_formatted: 'Free',
  expires_at: null,
  purchased_at: '2025-06-01T10:00:00.000Z',
  cancelled_at: null,
  created_at: '2025-06-01T10:00:00.000Z',
  ticket_label: 'Standard',
  event: {
    id: 1,
    slug: 'summer-social',
    title: 'Summer social',
    img: null,
    starts_at: IN_A_MONTH,
    ends_at: IN_A_MONTH_LATER,
    address: { line_1: '1 High Street', town_city: 'York' },
    total_children: 0,
  },
  ...overrides,
})

export const pageOf = <T>(rows: T[]) => ({
  data: rows,
  meta: {
    pagination: {
      total: rows.length,
      count: rows.length,
      per_page: 100,
      current_page: 1,
      total_pages: 1,
    },
  },
})

type Server = {
  signedIn?: boolean
  /** The cost answer for a query (default: free, unlimited). */
  cost?: (query: URLSearchParams) => Partial<OrderCost>
  reserve?: (request: ApiRequest) => Response
  confirm?: (request: ApiRequest) => Response
  other?: (request: ApiRequest) => Response | undefined
}

/** A fake API for the order flow: me, cost, reserve and confirm. */
export const orderServer = ({ signedIn = true, cost, reserve, confirm, other }: Server = {}) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: signedIn ? meFixture() : null })
    if (r.path === '/api/event-orders/cost') {
      const n = Number(r.query.get('total_tickets'))
      const base: OrderCost = {
        payment_required: false,
        total_tickets: n,
        ticket_price: 0,
        ticket_price_formatted: 'Free',
        total_cost: 0,
        total_cost_formatted: 'Free',
        total_remaining_tickets: null,
        unavailable_subevents: [],
      }
      return jsonResponse(200, { data: { ...base, ...cost?.(r.query) } })
    }
    if (r.path === '/api/event-orders' && r.method === 'POST')
      return reserve?.(r) ?? jsonResponse(201, { data: orderFixture({ status: 'reserved' }) })
    if (r.path === '/api/event-orders/5/confirm')
      return confirm?.(r) ?? jsonResponse(200, { data: orderFixture() })
    return other?.(r)
  })
