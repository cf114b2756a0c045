import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { categories, eventCategories, events, eventTickets, groups, users } from '../../db/schema'
import type { Actor } from '../../lib/actor'
import type { Deps } from '../../lib/deps'
import { forbidden, invalid, notFound, type FieldErrors } from '../../lib/errors'
import { toMinor } from '../../lib/money'
import { notify } from '../../notifications/notify'
import { canEditEvent, canSetEventStatus } from '../events.policy'
import { getEvent } from './get-event'
import {
  NO_SUCH_GROUP,
  type EventResource,
  type EventStatus,
  type UpdateEventInput,
} from '../events.schemas'
import { insertTicketsStatement, ticketValues, type NewTicket } from '../event-tickets.queries'
import { eventFieldValues, insertCategoriesStatement, isCheckViolation } from '../events.queries'

/**
 * Editing an event: the owner or an event manager; only managers change the status (an owner may
 * move their own draft to pending and back). Tickets are upserted by id and categories replaced,
 * all in one batch; approving tells the owner.
 */

type StoredTicket = { id: number; priceMinor: number; totalRedeemed: number; totalHeld: number }

const load = async (deps: Deps, id: number, input: UpdateEventInput) => {
  const { db } = deps
  const wanted = input.categories ?? []
  const [[event], tickets, known, parents, owners, foundGroups] = await deps.db.batch([
    db
      .select({
        id: events.id,
        userId: events.userId,
        status: events.status,
        parentId: events.parentId,
        title: events.title,
        slug: events.slug,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(events)
      .where(eq(events.id, id)),
    db
      .select({
        id: eventTickets.id,
        priceMinor: eventTickets.priceMinor,
        totalRedeemed: eventTickets.totalRedeemed,
        totalHeld: eventTickets.totalHeld,
      })
      .from(eventTickets)
      .where(eq(eventTickets.eventId, id))
      .orderBy(asc(eventTickets.position), asc(eventTickets.id)),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, wanted.length > 0 ? wanted : [0])),
    db
      .select({ id: events.id, userId: events.userId })
      .from(events)
      .where(eq(events.id, input.parent_id ?? 0)),
    db
      .select({
        id: users.id,
        email: users.email,
        forename: users.forename,
        surname: users.surname,
      })
      .from(users)
      .where(sql`${users.id} = (SELECT user_id FROM events WHERE id = ${id})`),
    db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, input.group_id ?? 0)),
  ])
  if (!event) throw notFound()
  return {
    event,
    tickets,
    known: new Set(known.map((c) => c.id)),
    parent: parents[0] ?? null,
    owner: owners[0] ?? null,
    group: foundGroups[0] ?? null,
  }
}

type Loaded = Awaited<ReturnType<typeof load>>

const checkStatus = (actor: Actor, current: EventStatus, asked: EventStatus | undefined) => {
  if (asked === undefined || asked === current || canSetEventStatus(actor)) return
  // Submitting one's own draft for approval (or taking it back) is not a status decision.
  const ownDraftFlow =
    (current === 'draft' && asked === 'pending') || (current === 'pending' && asked === 'draft')
  if (!ownDraftFlow) throw forbidden('Only event managers can change the status')
}

/** The ticket writes of an update, its field errors, and the prices the event ends up with. */
const planTickets = (deps: Deps, id: number, input: UpdateEventInput, stored: StoredTicket[]) => {
  const { db } = deps
  const errors: FieldErrors = {}
  const writes: BatchItem<'sqlite'>[] = []
  const prices = new Map<number | string, number>(stored.map((t) => [t.id, t.priceMinor]))
  const created: NewTicket[] = []
  const byId = new Map(stored.map((t) => [t.id, t]))
  const belowBooked = (t: StoredTicket, seats: number | null | undefined, key: string) => {
    const booked = t.totalRedeemed + t.totalHeld
    if ((seats ?? 0) < booked)
      errors[key] = [`Cannot be fewer than the ${booked} tickets already booked`]
  }
  const tickets = input.tickets
  if (tickets) {
    tickets.forEach((t, i) => {
      const current = t.id === undefined ? undefined : byId.get(t.id)
      if (t.id !== undefined && !current) {
        errors[`tickets.${i}`] = ['This ticket does not belong to the event']
      } else if (current && t.delete) {
        prices.delete(current.id)
        if (current.totalRedeemed > 0)
          errors[`tickets.${i}`] = ['This ticket has bookings and cannot be removed']
        else
          writes.push(
            db
              .delete(eventTickets)
              .where(and(eq(eventTickets.id, current.id), eq(eventTickets.totalRedeemed, 0))),
          )
      } else if (current) {
        if (!t.no_limit)
          belowBooked(current, t.total_available_tickets, `tickets.${i}.total_available_tickets`)
        const v = ticketValues(t, i)
        prices.set(current.id, v.price_minor)
        writes.push(
          db
            .update(eventTickets)
            .set({
              label: v.label,
              priceMinor: v.price_minor,
              noLimit: v.no_limit,
              totalAvailable: v.total_available,
              roleId: v.role_id,
              planId: v.plan_id,
              availableUntil: v.available_until,
              position: i,
            })
            .where(eq(eventTickets.id, current.id)),
        )
      } else if (!t.delete) {
        created.push(ticketValues(t, i))
        prices.set(`new-${i}`, toMinor(t.price))
      }
    })
    if (created.length > 0)
      writes.push(insertTicketsStatement(db, sql`SELECT ${id} AS id`, created))
    if (prices.size === 0) errors.tickets = ['An event needs at least one ticket']
  } else if (
    (input.price !== undefined || input.total_available_tickets !== undefined) &&
    stored[0]
  ) {
    // The sub-event shorthand edits its single ticket.
    const first = stored[0]
    const seats = input.total_available_tickets
    if (typeof seats === 'number') belowBooked(first, seats, 'total_available_tickets')
    const priceMinor = input.price === undefined ? undefined : toMinor(input.price)
    if (priceMinor !== undefined) prices.set(first.id, priceMinor)
    writes.push(
      db
        .update(eventTickets)
        .set({
          priceMinor,
          ...(seats === undefined ? {} : { noLimit: seats === null, totalAvailable: seats ?? 0 }),
        })
        .where(eq(eventTickets.id, first.id)),
    )
  }
  const changed = Boolean(tickets) || input.price !== undefined
  return {
    writes,
    errors,
    paymentRequired: changed ? [...prices.values()].some((p) => p > 0) : undefined,
  }
}

const validateReferences = (
  id: number,
  input: UpdateEventInput,
  loaded: Loaded,
  actor: Actor,
  errors: FieldErrors,
) => {
  const startsAt = input.starts_at ?? loaded.event.startsAt
  const endsAt = input.ends_at ?? loaded.event.endsAt
  if (endsAt < startsAt) errors.ends_at = ['The end must be after the start']
  if (input.parent_id && input.parent_id !== loaded.event.parentId) {
    if (input.parent_id === id || !loaded.parent) errors.parent_id = ['Choose an existing event']
    else if (!canEditEvent(actor, loaded.parent))
      throw forbidden('You cannot add sub-events to this event')
  }
  if (input.group_id && !loaded.group) errors.group_id = [NO_SUCH_GROUP]
  ;(input.categories ?? []).forEach((c, i) => {
    if (!loaded.known.has(c)) errors[`categories.${i}`] = ['Choose an existing category']
  })
}

export const updateEvent = async (
  deps: Deps,
  id: number,
  input: UpdateEventInput,
): Promise<EventResource> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const loaded = await load(deps, id, input)
  const { event } = loaded
  if (!canEditEvent(actor, event)) throw forbidden()
  checkStatus(actor, event.status, input.status)
  const tickets = planTickets(deps, id, input, loaded.tickets)
  const errors: FieldErrors = { ...tickets.errors }
  validateReferences(id, input, loaded, actor, errors)
  if (Object.keys(errors).length > 0) throw invalid(errors)
  const approving = input.status === 'approved' && event.status !== 'approved'
  // Leaving approved ends "recently approved": approving again starts it afresh.
  const unapproving =
    input.status !== undefined && input.status !== 'approved' && event.status === 'approved'
  try {
    await db.batch([
      db
        .update(events)
        .set({
          ...eventFieldValues(input),
          status: input.status,
          // Always something to set (an update may touch only tickets or categories).
          updatedAt: new Date().toISOString(),
          paymentRequired: input.payment_required ?? tickets.paymentRequired,
          ...(approving ? { approvedAt: new Date().toISOString() } : {}),
          ...(unapproving ? { approvedAt: null } : {}),
        })
        .where(eq(events.id, id)),
      ...tickets.writes,
      ...(input.categories
        ? [db.delete(eventCategories).where(eq(eventCategories.eventId, id))]
        : []),
      ...(input.categories?.length
        ? [insertCategoriesStatement(db, sql`SELECT ${id} AS id`, input.categories)]
        : []),
    ])
  } catch (error) {
    // A booking landed between the read and the write: the seats CHECK refuses the lower count.
    if (isCheckViolation(error))
      throw invalid({ tickets: ['Cannot be fewer than the tickets already booked'] })
    throw error
  }
  const updated = await getEvent(deps, String(id), ['tickets', 'categories'])
  if (approving && loaded.owner && loaded.owner.id !== actor.user?.id) {
    await notify(deps, loaded.owner, 'event.approved', {
      title: `Your event ${updated.title} is approved`,
      link: updated.url,
      data: { event_id: id },
      values: { event_title: updated.title },
    }).catch((error: unknown) => console.error('event.approved notification failed', error))
  }
  return updated
}
