import type { EventStatus } from '../db/schema'
import { canManageItem, type PolicySubject } from '../lib/policy'

/**
 * Who may see and book an event, for the ticketing side (orders, attendees, waitlist, calendar).
 * Approved events are public unless private (members only); owners and events.manage see any.
 */
type EventAccess = { userId: number | null; status: EventStatus; private: boolean }

export const canManageEvent = (actor: PolicySubject, event: Pick<EventAccess, 'userId'>) =>
  canManageItem(actor, { userId: event.userId }, 'events.manage')

export const canSeeEvent = (actor: PolicySubject, event: EventAccess) =>
  canManageEvent(actor, event) || (event.status === 'approved' && (!event.private || actor.user !== null))

/** The address of an event image: an upload path is served by /api/files, a full URL as it is. */
export const imgSrc = (img: string | null) =>
  img === null || img === '' ? null : /^(https?:)?\//.test(img) ? img : `/api/files/${img}`
