import { eq } from 'drizzle-orm'
import { adverts } from '../db/schema'
import { requireUser, type Deps } from '../lib/deps'
import { forbidden, invalid, notFound } from '../lib/errors'
import { londonToUtc, oneWeekAfter } from '../lib/london-time'
import { toMinor } from '../lib/money'
import { isAdmin } from '../lib/policy'
import {
  getAdvertStatement,
  listAdvertsStatements,
  showingAdvertsStatement,
} from './adverts.queries'
import { toAdvertResource, toShowingAdvert } from './adverts.resources'
import type {
  AdvertResource,
  CreateAdvertInput,
  ListAdvertsQuery,
  ShowingAdvert,
  UpdateAdvertInput,
} from './adverts.schemas'
import type { AdvertPosition } from '../db/schema'

/**
 * The adverts resource (spec 02 §2–§3, §6–§7): admins list, read, create, change and delete
 * adverts (the catalogue has no advert permission, so no one else submits any); everyone reads the
 * ones running now.
 */

/** Admins only; visitors 401, other members 403. Reads call it after their batch. */
const requireAdmin = async (deps: Deps) => {
  const actor = await requireUser(deps)
  if (!isAdmin(actor)) throw forbidden()
  return actor
}

export const listAdverts = async (
  deps: Deps,
  query: ListAdvertsQuery,
): Promise<{ rows: AdvertResource[]; total: number }> => {
  const statements = listAdvertsStatements(deps.db, query)
  const [rows, [counted]] = await deps.db.batch([statements.rows, statements.total])
  await requireAdmin(deps)
  return { rows: rows.map((row) => toAdvertResource(row, true)), total: counted?.total ?? 0 }
}

export const getAdvert = async (deps: Deps, id: number): Promise<AdvertResource> => {
  const [[row]] = await deps.db.batch([getAdvertStatement(deps.db, id)])
  await requireAdmin(deps)
  if (!row) throw notFound()
  return toAdvertResource(row, true)
}

/** The member side: approved adverts running now (one read, no session needed). */
export const listShowingAdverts = async (
  deps: Deps,
  position: AdvertPosition | undefined,
): Promise<ShowingAdvert[]> => {
  const [rows] = await deps.db.batch([showingAdvertsStatement(deps.db, position)])
  return rows.map(toShowingAdvert)
}

const endBeforeStart = () => invalid({ ends_at: ['The end date must be after the start date'] })

/** Dates in UTC: the start as given (London), the end as given or a week after the start. */
const windowOf = (startsAt: string, endsAt: string | null | undefined) => {
  const start = londonToUtc(startsAt)
  const end = endsAt ? londonToUtc(endsAt) : oneWeekAfter(start)
  if (end <= start) throw endBeforeStart()
  return { startsAt: start, endsAt: end }
}

export const createAdvert = async (
  deps: Deps,
  input: CreateAdvertInput,
): Promise<AdvertResource> => {
  const actor = await requireAdmin(deps)
  const now = new Date().toISOString()
  // Admins approve: an advert they save without a status runs.
  const status = input.status ?? 'approved'
  const [row] = await deps.db
    .insert(adverts)
    .values({
      userId: actor.user.id,
      name: input.name,
      description: input.description,
      href: input.href,
      cost: input.cost === null || input.cost === undefined ? null : toMinor(input.cost),
      position: input.position ?? input.position_id ?? 'sidebar',
      img: input.img ?? null,
      ...windowOf(input.starts_at, input.ends_at),
      status,
      approvedAt: status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return toAdvertResource(row!, true)
}

export const updateAdvert = async (
  deps: Deps,
  id: number,
  input: UpdateAdvertInput,
): Promise<AdvertResource> => {
  await requireAdmin(deps)
  const [[found]] = await deps.db.batch([getAdvertStatement(deps.db, id)])
  if (!found) throw notFound()
  const datesChange = input.starts_at !== undefined || input.ends_at !== undefined
  const start = input.starts_at ? londonToUtc(input.starts_at) : found.startsAt
  const end =
    input.ends_at === null
      ? oneWeekAfter(start)
      : input.ends_at
        ? londonToUtc(input.ends_at)
        : found.endsAt
  if (datesChange && end <= start) throw endBeforeStart()
  const now = new Date().toISOString()
  const position = input.position ?? input.position_id
  const becomesApproved = input.status === 'approved' && found.status !== 'approved'
  const [row] = await deps.db
    .update(adverts)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.href !== undefined && { href: input.href }),
      ...(input.cost !== undefined && { cost: input.cost === null ? null : toMinor(input.cost) }),
      ...(position !== undefined && { position }),
      ...(input.img !== undefined && { img: input.img }),
      ...(datesChange && { startsAt: start, endsAt: end }),
      ...(input.status !== undefined && { status: input.status }),
      ...(becomesApproved && { approvedAt: now }),
      updatedAt: now,
    })
    .where(eq(adverts.id, id))
    .returning()
  if (!row) throw notFound()
  return toAdvertResource(row, true)
}

export const deleteAdvert = async (deps: Deps, id: number): Promise<void> => {
  await requireAdmin(deps)
  const deleted = await deps.db
    .delete(adverts)
    .where(eq(adverts.id, id))
    .returning({ id: adverts.id })
  if (deleted.length === 0) throw notFound()
}
