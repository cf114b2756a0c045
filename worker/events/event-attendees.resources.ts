import { fullName } from '../users/users.resources'
import type { AttendeeResource } from './events.schemas'
import type { AttendeeRow } from './event-attendees.queries'

/**
 * A tiny RFC 4180 CSV writer for the attendee export. Every cell is quoted; a cell that a
 * spreadsheet would run as a formula gets a leading apostrophe first, so an attendee named
 * "=HYPERLINK(…)" stays text. That is a cell starting with = + - @ (or the full-width ＝ ＋ － ＠
 * some spreadsheets also honour), a tab, a carriage return or a NUL — and also one where that
 * sign follows leading whitespace (" =1+1", "\n=1+1"): some importers trim cells before parsing.
 */
const FORMULA_START = /^(?:[\t\r\0]|[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

export const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export const toCsv = (rows: (string | number | null | undefined)[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'

/** `showEmail`: event managers and the attendee themselves; everyone else gets null. */
export const toAttendeeResource = (a: AttendeeRow, showEmail: boolean): AttendeeResource => ({
  id: a.id,
  event_id: a.eventId,
  order_id: a.orderId,
  user_id: a.userId,
  full_name: a.fullName,
  email: showEmail ? a.email : null,
  ticket_id: a.ticketId,
  create_event_order: a.orderId !== null,
  user:
    a.memberId === null
      ? null
      : {
          id: a.memberId,
          full_name: fullName({ forename: a.memberForename ?? '', surname: a.memberSurname ?? '' }),
          slug: a.memberSlug ?? '',
          img: a.memberImg,
          company: a.memberCompany,
        },
  created_at: a.createdAt,
})
