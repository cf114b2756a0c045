import { getTableColumns, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventAttendees, users, events } from '../db/schema'

/**
 * The member's columns are aliased: inside a D1 batch rows arrive keyed by column name, so two
 * columns both called "id" would collide.
 */
export const attendeeColumns = {
  ...getTableColumns(eventAttendees),
  memberId: sql<number | null>`${users.id}`.as('member_id'),
  memberForename: sql<string | null>`${users.forename}`.as('member_forename'),
  memberSurname: sql<string | null>`${users.surname}`.as('member_surname'),
  memberSlug: sql<string | null>`${users.slug}`.as('member_slug'),
  memberImg: sql<string | null>`${users.img}`.as('member_img'),
  memberCompany: sql<string | null>`${users.company}`.as('member_company'),
}
export type AttendeeRow = typeof eventAttendees.$inferSelect & {
  memberId: number | null
  memberForename: string | null
  memberSurname: string | null
  memberSlug: string | null
  memberImg: string | null
  memberCompany: string | null
}

/** Attendees with the member they are (if any): one primary-key join per row. */
export const selectAttendees = (db: Db) =>
  db
    .select(attendeeColumns)
    .from(eventAttendees)
    .leftJoin(users, eq(users.id, eventAttendees.userId))

export const eventAccessColumns = {
  id: events.id,
  slug: events.slug,
  status: events.status,
  private: events.private,
  userId: events.userId,
  settings: events.settings,
  customAttrs: events.customAttrs,
}
