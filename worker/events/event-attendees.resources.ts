import { fullName } from '../users/users.resources'
import type { AttendeeResource } from './events.schemas'
import type { AttendeeRow } from './event-attendees.queries'

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
