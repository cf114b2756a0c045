import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories, events, users } from '../db/schema'
import type { Deps } from '../lib/deps'
import type { Actor } from '../lib/context'
import { forbidden, invalid, type FieldErrors } from '../lib/errors'
import { isUniqueViolation } from '../lib/db-errors'
import { notify } from '../notifications/notify'
import { canCreateEvent, canEditEvent, canSetEventStatus } from './events.policy'
import { occurrencesOf } from './events.repeat'
import { CANNOT_CREATE_EVENT, type CreateEventInput, type EventResource, type EventStatus } from './events.schemas'
import { getEvent } from './events.read'
import { claimSlug } from '../lib/slugs'
import { eventSlugBase, takenSlugsQuery } from './events.slug'
import { eventFieldValues, insertCategoriesStatement, insertTicketsStatement, newEventTickets } from './events.values'

/**
 * Creating an event: managers publish; everyone else's event is a draft or waits for approval
 * (admins are told). A repeat writes one row per occurrence, each with its own tickets — all
 * in one batch, so a failure leaves nothing half-written.
 */

const recipientColumns = { id: users.id, email: users.email, forename: users.forename, surname: users.surname }

export const adminsQuery = (db: Db) =>
  db.select(recipientColumns).from(users).where(and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, 1)))

/** Checks what the input points at (parent, categories) and reads the slugs in use, in one batch. */
const loadReferences = async (db: Db, input: CreateEventInput, base: string) => {
  const [taken, parents, known] = await db.batch([
    takenSlugsQuery(db, base),
    db.select({ id: events.id, userId: events.userId }).from(events).where(eq(events.id, input.parent_id ?? 0)),
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categories.length > 0 ? input.categories : [0])),
  ])
  return { taken: new Set(taken.map((t) => t.slug)), parent: parents[0] ?? null, known: new Set(known.map((c) => c.id)) }
}

const statusFor = (manager: boolean, asked: EventStatus | undefined): EventStatus => {
  if (manager) return asked ?? 'approved'
  // Everyone else's event waits for approval, unless they keep it as a draft.
  return asked === 'draft' ? 'draft' : 'pending'
}

const write = async (deps: Deps, input: CreateEventInput, actor: Actor & { user: { id: number } }, status: EventStatus) => {
  const { db } = deps
  const base = eventSlugBase(input.title)
  const refs = await loadReferences(db, input, base)
  // Sub-events belong to whoever may manage the parent.
  if (refs.parent && !canEditEvent(actor, refs.parent)) throw forbidden('You cannot add sub-events to this event')
  const errors: FieldErrors = {}
  if (input.parent_id && !refs.parent) errors.parent_id = ['Choose an existing event']
  input.categories.forEach((id, i) => {
    if (!refs.known.has(id)) errors[`categories.${i}`] = ['Choose an existing category']
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
  const occurrences = occurrencesOf(input.starts_at, input.ends_at, input.repeat, input.repeat_times)
  const slugs = occurrences.map((o, i) => claimSlug(refs.taken, i === 0 ? base : `${base}-${o.date}`))
  const tickets = newEventTickets(input)
  const now = new Date().toISOString()
  const fields = {
    ...eventFieldValues(input),
    title: input.title,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    userId: actor.user.id,
    status,
    repeat: input.repeat,
    repeatTimes: input.repeat === 'never' ? 0 : input.repeat_times,
    approvedAt: status === 'approved' ? now : null,
    paymentRequired: input.payment_required ?? tickets.some((t) => t.price_minor > 0),
  }
  const eventIds = sql`SELECT id FROM events WHERE slug IN (SELECT value FROM json_each(${JSON.stringify(slugs)}))`
  const [first, ...more] = occurrences.map((o, i) => db.insert(events).values({ ...fields, slug: slugs[i]!, startsAt: o.starts_at, endsAt: o.ends_at }))
  await db.batch([
    first!,
    ...more,
    insertTicketsStatement(db, eventIds, tickets),
    ...(input.categories.length > 0 ? [insertCategoriesStatement(db, eventIds, input.categories)] : []),
    // Every occurrence points at the first: the series.
    ...(occurrences.length > 1
      ? [db.update(events).set({ seriesId: sql`(SELECT id FROM events WHERE slug = ${slugs[0]!})` }).where(inArray(events.slug, slugs))]
      : []),
  ])
  return { slug: slugs[0]! }
}

export const createEvent = async (deps: Deps, input: CreateEventInput): Promise<EventResource> => {
  const actor = await deps.auth.load()
  if (!actor.user || !canCreateEvent(actor)) throw forbidden(CANNOT_CREATE_EVENT)
  const status = statusFor(canSetEventStatus(actor), input.status)
  let created: Awaited<ReturnType<typeof write>> | undefined
  // Two requests may claim the same slug at once: the unique index refuses one, which retries.
  for (let attempt = 0; !created; attempt += 1) {
    try {
      created = await write(deps, input, { ...actor, user: actor.user }, status)
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'events.slug')) throw error
    }
  }
  const event = await getEvent(deps, created.slug, ['tickets', 'categories'])
  if (status === 'pending') {
    const [admins] = await deps.db.batch([adminsQuery(deps.db)])
    await notify(deps, admins, 'event.submitted', {
      title: `New event waiting for approval: ${event.title}`,
      body: event.excerpt,
      link: '/admin/events?status=pending',
      data: { event_id: event.id },
    }).catch((error: unknown) => console.error('event.submitted notification failed', error))
  }
  return event
}
