import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'
import { MEMBERS } from './users.sql'

/** 1,000 events over two years around today, 20,000 orders with one attendee each. */
export const EVENTS = 1_000
export const ORDERS = 20_000
/** The event the single-event endpoint reads: it has BIG_EVENT_ATTENDEES attendees. */
export const BIG_EVENT_ID = 1
export const BIG_EVENT_ATTENDEES = 200
/** A sold-out event: the reservation endpoint runs its guarded batch and is refused every time. */
export const SOLD_OUT_EVENT_ID = 2

const TITLES = [
  'Members breakfast',
  'Pricing workshop',
  'Rooftop social',
  'Export clinic',
  'Book club',
  'Annual conference',
  'Tax briefing',
]
const TOWNS = ['London', 'Leeds', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Belfast']
/** Orders beyond the big event's, spread evenly: 19 or 20 per event, each by a different member. */
const SPREAD = ORDERS - BIG_EVENT_ATTENDEES

export const eventsDomain: SeedDomain = {
  name: 'events',
  tables: ['events', 'event_tickets', 'event_orders', 'event_attendees'],
  statements: ({ nowIso }) => [
    `INSERT INTO events (slug, user_id, title, excerpt, description, status, starts_at, ends_at, address, contactables, settings, custom_attrs, approved_at, created_at, updated_at)
     ${sequence(EVENTS)}
     SELECT 'bench-event-' || n, 1 + (n % 50), ${pick(TITLES, 'n')} || ' ' || n,
       'An event the bench made, with an excerpt of ordinary length for a card.',
       '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"About this event."}]}]}',
       CASE WHEN n % 20 = 0 THEN 'pending' ELSE 'approved' END,
       ${isoAt(nowIso, `((n * 17) % 730 - 200) || ' days'`)},
       ${isoAt(nowIso, `((n * 17) % 730 - 200) || ' days', '+2 hours'`)},
       '{"line_1":"1 High Street","town_city":"' || ${pick(TOWNS, 'n')} || '","postcode":"AB1 2CD"}',
       '{}', '{"hide_attendees":false}', '[]', ${isoAt(nowIso, `'-30 days'`)}, ${isoAt(nowIso, `'-60 days'`)}, ${isoAt(nowIso, `'-60 days'`)}
     FROM seq`,
    // The two named events start in a month whatever the clock says.
    `UPDATE events SET status = 'approved', starts_at = ${isoAt(nowIso, `'+30 days'`)}, ends_at = ${isoAt(nowIso, `'+30 days', '+3 hours'`)} WHERE id IN (${BIG_EVENT_ID}, ${SOLD_OUT_EVENT_ID})`,
    // Half the events sell 300 seats; the rest are unlimited. The sold-out one has 20.
    `INSERT INTO event_tickets (event_id, label, price_minor, no_limit, total_available, position, created_at)
     SELECT id, 'Standard', CASE WHEN id % 3 = 0 THEN 1500 ELSE 0 END, id % 2 = 0 AND id <> ${SOLD_OUT_EVENT_ID}, CASE WHEN id = ${SOLD_OUT_EVENT_ID} THEN 20 WHEN id % 2 = 0 THEN 0 ELSE 300 END, 0, created_at FROM events`,
    // The big event's orders: one each from members 3…202.
    `INSERT INTO event_orders (reference, event_id, ticket_id, user_id, status, total_tickets, payment_method, purchased_at, created_at, updated_at)
     ${sequence(BIG_EVENT_ATTENDEES)}
     SELECT 'bench-big-' || n, ${BIG_EVENT_ID}, (SELECT id FROM event_tickets WHERE event_id = ${BIG_EVENT_ID}), 2 + n, 'purchased', 1, 'free',
       ${isoAt(nowIso, `'-' || n || ' hours'`)}, ${isoAt(nowIso, `'-' || n || ' hours'`)}, ${isoAt(nowIso, `'-' || n || ' hours'`)}
     FROM seq`,
    // The rest over events 3…1000, by members chosen so no member books one event twice.
    `INSERT INTO event_orders (reference, event_id, ticket_id, user_id, status, total_tickets, payment_method, purchased_at, created_at, updated_at)
     ${sequence(SPREAD)}
     SELECT 'bench-' || n, 3 + (n % ${EVENTS - 2}), 3 + (n % ${EVENTS - 2}), 3 + ((n / ${EVENTS - 2}) * 37) % (${MEMBERS} - 3), 'purchased', 1, 'free',
       ${isoAt(nowIso, `'-' || (n % 400) || ' hours'`)}, ${isoAt(nowIso, `'-' || (n % 400) || ' hours'`)}, ${isoAt(nowIso, `'-' || (n % 400) || ' hours'`)}
     FROM seq`,
    `INSERT INTO event_attendees (event_id, order_id, user_id, ticket_id, full_name, email, created_at)
     SELECT o.event_id, o.id, o.user_id, o.ticket_id, u.forename || ' ' || u.surname, u.email, o.created_at
     FROM event_orders o JOIN users u ON u.id = o.user_id`,
    `UPDATE event_tickets SET total_redeemed = (SELECT count(*) FROM event_orders o WHERE o.ticket_id = event_tickets.id) WHERE no_limit = 1 OR id <> (SELECT id FROM event_tickets WHERE event_id = ${SOLD_OUT_EVENT_ID})`,
    `UPDATE event_tickets SET total_redeemed = total_available WHERE event_id = ${SOLD_OUT_EVENT_ID}`,
  ],
  checks: [
    {
      // The public list's page of ids (events.queries.ts listEventsStatements), a visitor's
      // visibility rule included: read from the index alone, past events skipped without a lookup.
      name: 'upcoming approved events, soonest first',
      sql: `SELECT id FROM events WHERE (0 OR user_id = NULL OR (status = 'approved' AND (private = 0 OR NULL IS NOT NULL))) AND status = 'approved' AND parent_id IS NULL AND ends_at >= ? ORDER BY starts_at ASC, id ASC LIMIT 6`,
      params: [new Date().toISOString()],
      index: 'events_status_starts',
      covering: true,
      ordered: true,
    },
    {
      name: 'attendees of one event',
      sql: `SELECT id, full_name FROM event_attendees WHERE event_id = ? ORDER BY id LIMIT 999`,
      params: [BIG_EVENT_ID],
      index: 'event_attendees_event',
      ordered: true,
    },
    {
      name: "a member's orders",
      sql: `SELECT id, event_id FROM event_orders WHERE user_id = ? AND status <> 'cancelled'`,
      params: [3],
      index: 'event_orders_user',
    },
  ],
}
