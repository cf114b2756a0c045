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
  canManageEvent(actor, event) ||
  (event.status === 'approved' && (!event.private || actor.user !== null))
