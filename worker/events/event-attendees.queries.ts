import { getTableColumns, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { eventAttendees, users, events } from '../db/schema'
import { sqlInt } from '../lib/paging'
import type { AttendeeResource } from './events.schemas'

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

/**
 * An event's attendees (oldest first, at most `limit`) as ONE JSON array built in SQL: the event
 * page lists up to 999, and one text parsed once costs a fraction of as many rows mapped column by
 * column (the bench's 200-attendee page). Each attendee is a positional array (ATTENDEE_FIELDS),
 * not an object: the text crosses D1's JSON twice, and keys made it three times as long.
 * `showEmailSql` is SQL about the attendee row `a`, deciding whose address the reader may see.
 */
export const attendeesJsonSql = (eventId: SQL, showEmailSql: SQL, limit: number) =>
  sql<string>`(SELECT json_group_array(json_array(a.id, a.order_id, a.user_id, a.full_name,
      CASE WHEN ${showEmailSql} THEN a.email END, a.ticket_id, a.created_at,
      u.id, trim(u.forename || ' ' || u.surname), u.slug, u.img, u.company))
    FROM (SELECT * FROM event_attendees WHERE event_id = ${eventId} ORDER BY id LIMIT ${sqlInt(limit)}) a
    LEFT JOIN users u ON u.id = a.user_id)`

/** The positions of attendeesJsonSql's arrays. */
type AttendeeTuple = [
  id: number,
  orderId: number | null,
  userId: number | null,
  fullName: string,
  email: string | null,
  ticketId: number | null,
  createdAt: string,
  memberId: number | null,
  memberName: string | null,
  memberSlug: string | null,
  memberImg: string | null,
  memberCompany: string | null,
]

/** The attendee resource as the event page answers it (tests hold parseAttendeesJson to it). */
export const attendeeJsonSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  order_id: z.number().nullable(),
  user_id: z.number().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  ticket_id: z.number().nullable(),
  create_event_order: z.boolean(),
  user: z
    .object({
      id: z.number(),
      full_name: z.string(),
      slug: z.string(),
      img: z.string().nullable(),
      company: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AttendeeResource>

/**
 * The attendees of event `eventId` from attendeesJsonSql's text, without a schema pass: SQLite
 * writes every position from NOT NULL or nullable columns of the right types, and checking 999
 * objects per page cost more CPU than the rest of the event page (bench `--profile`).
 * tests/worker/events.test.ts parses what the API answers with attendeeJsonSchema instead.
 */
export const parseAttendeesJson = (eventId: number, text: string | null): AttendeeResource[] =>
  text
    ? (JSON.parse(text) as AttendeeTuple[]).map(
        ([id, orderId, userId, fullName, email, ticketId, createdAt, memberId, ...member]) => ({
          id,
          event_id: eventId,
          order_id: orderId,
          user_id: userId,
          full_name: fullName,
          email,
          ticket_id: ticketId,
          create_event_order: orderId !== null,
          user:
            memberId === null
              ? null
              : {
                  id: memberId,
                  full_name: member[0] ?? '',
                  slug: member[1] ?? '',
                  img: member[2],
                  company: member[3],
                },
          created_at: createdAt,
        }),
      )
    : []
