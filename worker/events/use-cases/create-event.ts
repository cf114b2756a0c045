import {
  eventFieldValues,
  adminsQuery,
  eventSlugBase,
  takenSlugsQuery,
  insertCategoriesStatement,
} from '../events.queries'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, events, groups } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import type { Actor } from '../../lib/actor'
import { forbidden, invalid, type FieldErrors } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/db-errors'
import { notify } from '../../notifications/notify'
import { canCreateEvent, canEditEvent, canSetEventStatus } from '../events.policy'
import { occurrencesOf } from './repeat-event'
import {
  CANNOT_CREATE_EVENT,
  NO_SUCH_GROUP,
  type CreateEventInput,
  type EventResource,
  type EventStatus,
} from '../events.schemas'
import { getEvent } from './get-event'
import { claimSlug } from '../../lib/slugs'
import { insertTicketsStatement, newEventTickets } from '../event-tickets.queries'
import { selectList } from '../event-seats.queries'

/** Checks what the input points at (parent, categories, group) and reads the slugs in use, in one batch. */
const loadReferences = async (db: Db, input: CreateEventInput, base: string) => {
  const [taken, parents, known, foundGroups] = await db.batch([
    takenSlugsQuery(db, base),
    db
      .select({ id: events.id, userId: events.userId })
      .from(events)
      .where(eq(events.id, input.parent_id ?? 0)),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.categories.length > 0 ? input.categories : [0])),
    db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, input.group_id ?? 0)),
  ])
  return {
    taken: new Set(taken.map((t) => t.slug)),
    parent: parents[0] ?? null,
    known: new Set(known.map((c) => c.id)),
    group: foundGroups[0] ?? null,
  }
}

/** Spec 02 §4: new items default to pending; a manager may choose any status, others only a draft. */
const statusFor = (manager: boolean, asked: EventStatus | undefined): EventStatus => {
  if (manager) return asked ?? 'pending'
  // Everyone else's event waits for approval, unless they keep it as a draft.
  return asked === 'draft' ? 'draft' : 'pending'
}

const write = async (
  deps: Deps,
  input: CreateEventInput,
  actor: Actor & { user: { id: number } },
  status: EventStatus,
) => {
  const { db } = deps
  const base = eventSlugBase(input.title)
  const refs = await loadReferences(db, input, base)
  // Sub-events belong to whoever may manage the parent.
  if (refs.parent && !canEditEvent(actor, refs.parent))
    throw forbidden('You cannot add sub-events to this event')
  const errors: FieldErrors = {}
  if (input.parent_id && !refs.parent) errors.parent_id = ['Choose an existing event']
  if (input.group_id && !refs.group) errors.group_id = [NO_SUCH_GROUP]
  input.categories.forEach((id, i) => {
    if (!refs.known.has(id)) errors[`categories.${i}`] = ['Choose an existing category']
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
  const occurrences = occurrencesOf(
    input.starts_at,
    input.ends_at,
    input.repeat,
    input.repeat_times,
  )
  const slugs = occurrences.map((o, i) =>
    claimSlug(refs.taken, i === 0 ? base : `${base}-${o.date}`),
  )
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
  // Each list of occurrences is one bound JSON value: D1 binds at most 100 values a statement, and
  // a series has up to 101 occurrences (a value each would fail from about 98 repeats).
  const slugList = sql`(SELECT value FROM json_each(${JSON.stringify(slugs)}))`
  const eventIds = sql`SELECT id FROM events WHERE slug IN ${slugList}`
  const rows = JSON.stringify(
    occurrences.map((o, i) => ({ slug: slugs[i]!, starts_at: o.starts_at, ends_at: o.ends_at })),
  )
  const shared = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  )
  const columns = selectList(events, {
    ...shared,
    slug: sql`json_extract(o.value, '$.slug')`,
    startsAt: sql`json_extract(o.value, '$.starts_at')`,
    endsAt: sql`json_extract(o.value, '$.ends_at')`,
    createdAt: now,
    updatedAt: now,
  })
  // One INSERT … SELECT for the whole series, in occurrence order (json_each keeps the array's).
  await db.batch([
    db.insert(events).select(sql`SELECT ${columns} FROM json_each(${rows}) o ORDER BY o.key`),
    insertTicketsStatement(db, eventIds, tickets),
    ...(input.categories.length > 0
      ? [insertCategoriesStatement(db, eventIds, input.categories)]
      : []),
    // Every occurrence points at the first: the series.
    ...(occurrences.length > 1
      ? [
          db
            .update(events)
            .set({ seriesId: sql`(SELECT id FROM events WHERE slug = ${slugs[0]!})` })
            .where(sql`${events.slug} IN ${slugList}`),
        ]
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
      values: {
        event_title: event.title,
        author_name: `${actor.user.forename} ${actor.user.surname}`.trim(),
      },
    }).catch((error: unknown) => console.error('event.submitted notification failed', error))
  }
  return event
}
