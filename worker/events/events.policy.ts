import { can, type PolicySubject, canManageItem } from '../lib/policy'
import type { EventStatus } from '../db/schema'

/** Who may do what with events (spec 02 §6). Pure, so the web app hides the same buttons. */

/** Creating needs events.create, for managers too (the editor asks the same). */
export const canCreateEvent = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.create')

/** The owner, or anyone holding events.manage, may edit and delete an event. */
export const canEditEvent = (
  subject: PolicySubject,
  event: { user_id?: number | null; userId?: number | null },
) => canManageItem(subject, event, 'events.manage')

/** Setting a status (approving, rejecting) is for event managers only. */
export const canSetEventStatus = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.manage')

/** Adding, removing and exporting attendees is for event managers only. */
export const canManageAttendees = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.manage')

/**
 * Who may see and book an event, for the ticketing side (orders, attendees, waitlist, calendar).
 * Approved events are public unless private (members only); owners and events.manage see any.
 */
type EventAccess = { userId: number | null; status: EventStatus; private: boolean }

export const canManageEvent = (actor: PolicySubject, event: Pick<EventAccess, 'userId'>) =>
  canManageItem(actor, { userId: event.userId }, 'events.manage')

export const canSeeEvent = (actor: PolicySubject, event: EventAccess) =>
  canManageEvent(actor, event) ||
  (event.status === 'approved' && (!event.private || actor.user !== null))
