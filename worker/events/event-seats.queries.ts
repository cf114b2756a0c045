import { and, Column, eq, getTableColumns, is, SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'
import { eventAttendees, eventOrders, eventTickets, eventWaitlist } from '../db/schema'

/**
 * The seat arithmetic, as statements for one db.batch (D1 runs a batch as one serialised
 * transaction). Nothing here reads and then writes: each write carries its own condition, and
 * later statements in a batch check that the earlier ones happened, so seats are never oversold
 * and every release runs at most once.
 *
 * total_held always equals the number of 'offered' waitlist rows of the ticket: each offer holds
 * one seat. `syncHeld` restores that after any change to the offers.
 */
export type Statement = BatchItem<'sqlite'>

/** The rows of the last two statements of a batch that starts with any number of writes. */
export const lastTwo = <A, B>(results: readonly [...unknown[], A, B]) => {
  const n = results.length
  return [results[n - 2], results[n - 1]] as [A, B]
}

/** A list of ids as one bound parameter (D1 allows at most 100 per statement). */
export const idsIn = (ids: number[]) => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`

/**
 * The select list of an INSERT … SELECT: drizzle inserts into every column of the table, in
 * order. Values are encoded as an insert would encode them; columns and SQL pass through; unset
 * columns take their defaults.
 */
export const selectList = <T extends SQLiteTable>(
  table: T,
  values: Partial<Record<keyof T['$inferInsert'], unknown>>,
) => {
  const given = new Map<string, unknown>(Object.entries(values))
  const fields = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given.has(key) ? given.get(key) : (column.defaultFn?.() ?? column.default ?? null)
    if (is(value, SQL) || is(value, Column)) return sql`${value}`
    return value === null ? sql`NULL` : sql`${sql.param(value, column)}`
  })
  return sql.join(fields, sql`, `)
}

/** Sets total_held to the ticket's live offers (see above). */
export const syncHeld = (db: Db, ticketId: number) =>
  db
    .update(eventTickets)
    .set({
      totalHeld: sql`(SELECT count(*) FROM event_waitlist w WHERE w.ticket_id = ${ticketId} AND w.status = 'offered')`,
    })
    .where(eq(eventTickets.id, ticketId))

export type NewOrder = Omit<
  typeof eventOrders.$inferInsert,
  'id' | 'reference' | 'ticketId' | 'totalTickets' | 'createdAt' | 'updatedAt'
>

export type Reservation = {
  /** Random, so the later statements of the batch can find the new row. */
  reference: string
  ticketId: number
  /** The main ticket and each chosen sub-event's first ticket. */
  ticketIds: number[]
  seats: number
  order: NewOrder
  /** The buyer's waitlist row that holds a seat on this ticket for them, if any. */
  offerId: number | null
  /**
   * One per seat. userId is given, never looked up by email: an email typed by a buyer does not
   * make its owner an attendee.
   */
  attendees: { fullName: string; email: string; userId: number | null }[]
  now: string
}

/**
 * Takes seats and writes the order and its attendees, or does nothing at all when any ticket
 * has fewer than `seats` left (a seat held for the buyer counts as theirs). The caller reads the
 * order back by reference: no row means the seats were gone.
 */
export const reserveStatements = (db: Db, r: Reservation): Statement[] => {
  const orderExists = sql`EXISTS (SELECT 1 FROM event_orders o WHERE o.reference = ${r.reference})`
  const heldForBuyer =
    r.offerId === null
      ? sql`0`
      : sql`EXISTS (SELECT 1 FROM event_waitlist w WHERE w.id = ${r.offerId} AND w.ticket_id = ${r.ticketId}
          AND w.status = 'offered' AND w.offer_expires_at > ${r.now})`
  const seatsFree = sql`(SELECT count(*) FROM event_tickets t WHERE t.id IN ${idsIn(r.ticketIds)}) = ${r.ticketIds.length}
    AND NOT EXISTS (SELECT 1 FROM event_tickets t WHERE t.id IN ${idsIn(r.ticketIds)} AND t.no_limit = 0
      AND t.total_available - t.total_redeemed - t.total_held
        + (CASE WHEN t.id = ${r.ticketId} AND ${heldForBuyer} THEN 1 ELSE 0 END) < ${r.seats})`
  const row = selectList(eventOrders, {
    ...r.order,
    reference: r.reference,
    ticketId: r.ticketId,
    totalTickets: r.seats,
    createdAt: r.now,
    updatedAt: r.now,
  })
  const statements: Statement[] = [
    db.insert(eventOrders).select(sql`SELECT ${row} WHERE ${seatsFree}`),
  ]
  if (r.order.userId) {
    // Booking ends their wait; an offer for this ticket is used up (its seat becomes theirs below).
    statements.push(
      db
        .update(eventWaitlist)
        .set({ status: 'booked' })
        .where(
          and(
            eq(eventWaitlist.eventId, r.order.eventId),
            eq(eventWaitlist.userId, r.order.userId),
            sql`(${eventWaitlist.status} = 'waiting' OR (${eventWaitlist.status} = 'offered'
              AND ${eventWaitlist.ticketId} = ${r.ticketId} AND ${eventWaitlist.offerExpiresAt} > ${r.now}))`,
            orderExists,
          ),
        ),
      syncHeld(db, r.ticketId),
    )
  }
  statements.push(
    db
      .update(eventTickets)
      .set({ totalRedeemed: sql`${eventTickets.totalRedeemed} + ${r.seats}` })
      .where(and(sql`${eventTickets.id} IN ${idsIn(r.ticketIds)}`, orderExists)),
    ...r.attendees.map((a) => {
      const row = selectList(eventAttendees, {
        eventId: eventOrders.eventId,
        orderId: eventOrders.id,
        userId: a.userId,
        ticketId: eventOrders.ticketId,
        fullName: a.fullName,
        email: a.email,
        createdAt: r.now,
      })
      return db
        .insert(eventAttendees)
        .select(
          sql`SELECT ${row} FROM ${eventOrders} WHERE ${eventOrders.reference} = ${r.reference}`,
        )
    }),
  )
  return statements
}

export type OfferedRow = {
  id: number
  userId: number
  eventId: number
  offerExpiresAt: string | null
}

/**
 * Offers a freed seat on `ticketId` to the first member waiting, if `guard` holds and the seat is
 * really free. Returns the offered row (RETURNING), so the caller can tell them.
 */
export const offerSeat = (db: Db, ticketId: number, guard: SQL, now: string, until: string) =>
  db
    .update(eventWaitlist)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: until })
    .where(
      and(
        sql`${eventWaitlist.id} = (SELECT w.id FROM event_waitlist w WHERE w.ticket_id = ${ticketId} AND w.status = 'waiting' ORDER BY w.id LIMIT 1)`,
        guard,
        sql`EXISTS (SELECT 1 FROM event_tickets t WHERE t.id = ${ticketId} AND t.no_limit = 0
          AND t.total_redeemed + (SELECT count(*) FROM event_waitlist w2 WHERE w2.ticket_id = ${ticketId} AND w2.status = 'offered') < t.total_available)`,
      ),
    )
    .returning({
      id: eventWaitlist.id,
      userId: eventWaitlist.userId,
      eventId: eventWaitlist.eventId,
      offerExpiresAt: eventWaitlist.offerExpiresAt,
    })

/** A batch being built, remembering where the waitlist offers are so their rows can be read back. */
export class SeatBatch {
  readonly statements: Statement[] = []
  private readonly offerAt: number[] = []
  private readonly releaseAt: number[] = []

  add(...statements: Statement[]) {
    this.statements.push(...statements)
    return this
  }

  offer(statement: ReturnType<typeof offerSeat>) {
    this.offerAt.push(this.statements.length)
    this.statements.push(statement)
    return this
  }

  /** A statement whose RETURNING rows say an order was released by this batch. */
  release(statement: Statement) {
    this.releaseAt.push(this.statements.length)
    this.statements.push(statement)
    return this
  }

  /** How many orders this batch released (0 when another request got there first). */
  releasedCount(results: readonly unknown[]) {
    return this.releaseAt.reduce(
      (n, i) => n + (Array.isArray(results[i]) ? results[i].length : 0),
      0,
    )
  }

  /** The members offered a seat by this batch, from its results. */
  offered(results: readonly unknown[]): OfferedRow[] {
    return this.offerAt.flatMap((i) => {
      const rows = results[i]
      return Array.isArray(rows) ? rows.filter(isOfferedRow) : []
    })
  }
}

const isOfferedRow = (row: unknown): row is OfferedRow =>
  typeof row === 'object' && row !== null && 'userId' in row && typeof row.userId === 'number'

export type Release = {
  orderId: number
  ticketId: number
  ticketIds: number[]
  seats: number
  /** 'live': cancel any order not yet cancelled; 'expired': only a reservation past its expiry. */
  when: 'live' | 'expired'
  now: string
  offerUntil: string
}

const orderIs = (r: Release, alias: string) => {
  const a = sql.raw(alias)
  return r.when === 'live'
    ? sql`${a}.status <> 'cancelled'`
    : sql`${a}.status = 'reserved' AND ${a}.expires_at < ${r.now}`
}

/**
 * Cancels an order: its seats go back (redeemed −n, unredeemed +n on the main and sub-event
 * tickets), each freed seat on the main ticket is offered to the next member waiting, its
 * attendees are removed, and the order becomes cancelled — all only if the order was still live
 * when the batch ran (the order is updated last, so a second run finds nothing to do).
 */
export const releaseOrder = (db: Db, batch: SeatBatch, r: Release) => {
  const guard = sql`EXISTS (SELECT 1 FROM event_orders o WHERE o.id = ${r.orderId} AND ${orderIs(r, 'o')})`
  batch.add(
    db
      .update(eventTickets)
      .set({
        totalRedeemed: sql`${eventTickets.totalRedeemed} - ${r.seats}`,
        totalUnredeemed: sql`${eventTickets.totalUnredeemed} + ${r.seats}`,
      })
      .where(and(sql`${eventTickets.id} IN ${idsIn(r.ticketIds)}`, guard)),
  )
  for (let i = 0; i < r.seats; i++)
    batch.offer(offerSeat(db, r.ticketId, guard, r.now, r.offerUntil))
  batch.add(
    syncHeld(db, r.ticketId),
    db.delete(eventAttendees).where(and(eq(eventAttendees.orderId, r.orderId), guard)),
  )
  batch.release(
    db
      .update(eventOrders)
      .set({ status: 'cancelled', cancelledAt: r.now, expiresAt: null, updatedAt: r.now })
      .where(and(eq(eventOrders.id, r.orderId), orderIs(r, 'event_orders')))
      .returning({ id: eventOrders.id }),
  )
  return batch
}

/**
 * An offer ends unused (it expired, or the member left the list): the held seat passes to the
 * next member waiting, or back on sale when nobody is.
 */
export const passOnOffer = (
  db: Db,
  batch: SeatBatch,
  o: {
    waitlistId: number
    ticketId: number
    to: 'expired' | 'left'
    now: string
    offerUntil: string
  },
) => {
  const ending = sql`${eventWaitlist.id} = ${o.waitlistId} AND ${eventWaitlist.status} = 'offered'${
    o.to === 'expired' ? sql` AND ${eventWaitlist.offerExpiresAt} < ${o.now}` : sql``
  }`
  const stillOffered = sql`EXISTS (SELECT 1 FROM event_waitlist x WHERE x.id = ${o.waitlistId} AND x.status = 'offered'${
    o.to === 'expired' ? sql` AND x.offer_expires_at < ${o.now}` : sql``
  })`
  // The next in line takes over the held seat, so no free-seat check: it is already held.
  batch.offer(
    db
      .update(eventWaitlist)
      .set({ status: 'offered', offeredAt: o.now, offerExpiresAt: o.offerUntil })
      .where(
        and(
          sql`${eventWaitlist.id} = (SELECT w.id FROM event_waitlist w WHERE w.ticket_id = ${o.ticketId} AND w.status = 'waiting' ORDER BY w.id LIMIT 1)`,
          stillOffered,
        ),
      )
      .returning({
        id: eventWaitlist.id,
        userId: eventWaitlist.userId,
        eventId: eventWaitlist.eventId,
        offerExpiresAt: eventWaitlist.offerExpiresAt,
      }),
  )
  batch.add(db.update(eventWaitlist).set({ status: o.to }).where(ending), syncHeld(db, o.ticketId))
  return batch
}

/**
 * An admin removes one attendee of an order: that seat goes back (on the main and sub-event
 * tickets) and may be offered to the waitlist, the order shrinks by one ticket and its cost by
 * one seat's share, and an order left with no tickets is cancelled.
 */
export const releaseAttendeeSeat = (
  db: Db,
  batch: SeatBatch,
  a: {
    attendeeId: number
    orderId: number
    ticketId: number
    ticketIds: number[]
    now: string
    offerUntil: string
  },
) => {
  const attendeeExists = sql`EXISTS (SELECT 1 FROM event_attendees x WHERE x.id = ${a.attendeeId} AND x.order_id = ${a.orderId})`
  const guard = sql`${attendeeExists} AND EXISTS (SELECT 1 FROM event_orders o WHERE o.id = ${a.orderId} AND o.status <> 'cancelled')`
  batch.add(
    db
      .update(eventTickets)
      .set({
        totalRedeemed: sql`${eventTickets.totalRedeemed} - 1`,
        totalUnredeemed: sql`${eventTickets.totalUnredeemed} + 1`,
      })
      .where(and(sql`${eventTickets.id} IN ${idsIn(a.ticketIds)}`, guard)),
  )
  batch.offer(offerSeat(db, a.ticketId, guard, a.now, a.offerUntil))
  const emptied = sql`${eventOrders.totalTickets} <= 1`
  batch.add(
    syncHeld(db, a.ticketId),
    db
      .update(eventOrders)
      .set({
        totalTickets: sql`max(${eventOrders.totalTickets} - 1, 0)`,
        totalCostMinor: sql`${eventOrders.totalCostMinor} - ${eventOrders.totalCostMinor} / max(${eventOrders.totalTickets}, 1)`,
        status: sql`CASE WHEN ${emptied} THEN 'cancelled' ELSE ${eventOrders.status} END`,
        cancelledAt: sql`CASE WHEN ${emptied} THEN ${a.now} ELSE ${eventOrders.cancelledAt} END`,
        updatedAt: a.now,
      })
      .where(
        and(
          eq(eventOrders.id, a.orderId),
          sql`${eventOrders.status} <> 'cancelled'`,
          attendeeExists,
        ),
      ),
    db.delete(eventAttendees).where(eq(eventAttendees.id, a.attendeeId)),
  )
  return batch
}

/** Expiry instants (reservations, waitlist offers) as ISO strings, `now` in ms. */
export const minutesFrom = (now: number, minutes: number) =>
  new Date(now + minutes * 60_000).toISOString()

export const hoursFrom = (now: number, hours: number) =>
  new Date(now + hours * 3_600_000).toISOString()
