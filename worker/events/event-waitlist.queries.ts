import { and, eq, sql } from 'drizzle-orm'
import { eventWaitlist } from '../db/schema'
import type { Deps } from '../lib/deps'

/** The member's entry with their place in the queue (those offered or waiting ahead, plus one). */
export const entryQuery = (db: Deps['db'], eventId: number, userId: number) =>
  db
    .select({
      status: eventWaitlist.status,
      offerExpiresAt: eventWaitlist.offerExpiresAt,
      // Written out: drizzle leaves columns unqualified in a one-table select, and inside the
      // subquery an unqualified id would be w.id.
      position: sql<number>`(SELECT count(*) FROM event_waitlist w WHERE w.ticket_id = event_waitlist.ticket_id
        AND w.status IN ('waiting', 'offered') AND w.id <= event_waitlist.id)`,
    })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))
