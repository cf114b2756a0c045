import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import { postCategories, posts } from '../../db/schema'
import type { SignedInActor } from '../../lib/actor'
import { isUniqueViolation } from '../../lib/db-errors'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, invalid, notFound } from '../../lib/errors'
import { londonToUtc, oneMonthAfter } from '../../lib/london-time'
import { richTextToPlain } from '../../lib/rich-text'
import { claimSlug } from '../../lib/slugs'
import { settingFrom } from '../../settings/setting-from'
import { settingQuery } from '../../settings/settings.queries'
import type { SiteSettings } from '../../settings/settings.schemas'
import { canCreatePost, canEditPost, canManagePosts } from '../posts.policy'
import {
  insertPostCategoriesStatement,
  knownCategoriesQuery,
  postKeyOf,
  postSlugBase,
  takenSlugsQuery,
} from '../posts.queries'
import { noticeDecided, noticeSubmitted } from '../posts-notices.service'
import { checkReferences } from '../posts-save.service'
import type { PostStatus } from '../posts.schemas'
import { promotionForWriteQuery } from '../promotions.queries'
import {
  PROMOTION_MESSAGES,
  type CreatePromotionInput,
  type PromotionResource,
  type PromotionTierKey,
  type UpdatePromotionInput,
} from '../promotions.schemas'
import { getPromotion } from './promotions'

/**
 * Saving promotions (spec 02 §3–§9): an enabled tier (the default one when left out), dates
 * entered in London time and stored in UTC (the end one month after the start by default), and,
 * for promotions.manage only, the status (approved by default) and is_system; everyone else's
 * promotions wait for approval. Each save is one batch; notices go after it. Payment (a priced
 * tier for create-billable) is the payments work: nothing is charged here.
 */

type Tiers = SiteSettings['promotion_tiers']

/** The tier a save stores: the one asked for if enabled, else the default (or highest) enabled. */
export const tierFor = (tiers: Tiers, wanted: PromotionTierKey | undefined): PromotionTierKey => {
  const enabled = tiers.filter((t) => t.enabled).sort((a, b) => b.level - a.level)
  const chosen =
    wanted === undefined
      ? (enabled.find((t) => t.default) ?? enabled[0])
      : enabled.find((t) => t.key === wanted)
  if (!chosen) throw invalid({ tier: [PROMOTION_MESSAGES.tierNotOffered] })
  return chosen.key
}

const END_BEFORE_START = 'The end date must be after the start date'

/** The window in UTC: a missing (or cleared) end is one month after the start. */
const windowOf = (startsAt: string, endsAt: string | null | undefined) => {
  const starts = londonToUtc(startsAt)
  const ends = endsAt ? londonToUtc(endsAt) : oneMonthAfter(starts)
  if (ends < starts) throw invalid({ ends_at: [END_BEFORE_START] })
  return { startsAt: starts, endsAt: ends }
}

const loadReferences = async (db: Db, categories: number[], slugBase: string | null) => {
  const [taken, known, tierRows] = await db.batch([
    takenSlugsQuery(db, 'promotion', slugBase ?? ''),
    knownCategoriesQuery(db, categories),
    settingQuery(db, 'promotion_tiers'),
  ])
  return {
    taken: new Set(slugBase === null ? [] : taken.map((t) => t.slug)),
    known: new Set(known.map((c) => c.id)),
    group: null,
    files: new Map<number, number | null>(),
    tiers: settingFrom('promotion_tiers', tierRows),
  }
}

/** The columns an editor may set; fields left out stay undefined (drizzle leaves them alone). */
const fieldValues = (input: UpdatePromotionInput, manager: boolean) => ({
  title: input.title,
  excerpt: input.excerpt,
  body: input.body === undefined ? undefined : (input.body ?? null),
  // The body's plain text, for the post search and the feed's previews.
  bodyText: input.body === undefined ? undefined : richTextToPlain(input.body),
  img: input.img,
  settings: input.settings,
  // Managers only (spec 02 §6); stripped from anyone else's save.
  isSystem: manager ? input.is_system : undefined,
})

const idOf = (slug: string) =>
  sql`(SELECT id FROM posts WHERE type = 'promotion' AND slug = ${slug})`

const writeNew = async (
  deps: Deps,
  input: CreatePromotionInput,
  actor: SignedInActor,
  manager: boolean,
) => {
  const { db } = deps
  const base = postSlugBase('promotion', input.title)
  const refs = await loadReferences(db, input.categories, base)
  checkReferences({ categories: input.categories }, refs, actor.user, manager)
  const tier = tierFor(refs.tiers, input.tier)
  const window = windowOf(input.starts_at, input.ends_at)
  const slug = claimSlug(refs.taken, base)
  const status: PostStatus = manager ? (input.status ?? 'approved') : 'pending'
  const now = new Date().toISOString()
  await db.batch([
    db.insert(posts).values({
      ...fieldValues(input, manager),
      title: input.title,
      type: 'promotion',
      slug,
      userId: actor.user.id,
      status,
      tier,
      ...window,
      approvedAt: status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    }),
    ...(input.categories.length > 0
      ? [insertPostCategoriesStatement(db, idOf(slug), input.categories)]
      : []),
  ])
  return { slug, status }
}

/** POST /api/promotions: promotions.create or promotions.create-billable (spec 02 §6). */
export const createPromotion = async (
  deps: Deps,
  input: CreatePromotionInput,
): Promise<PromotionResource> => {
  const actor = await requireUser(deps)
  if (!canCreatePost(actor, 'promotion')) throw forbidden()
  const manager = canManagePosts(actor, 'promotion')
  let created: Awaited<ReturnType<typeof writeNew>> | undefined
  // Two saves may claim the same slug at once: the unique index refuses one, which retries.
  for (let attempt = 0; !created; attempt += 1) {
    try {
      created = await writeNew(deps, input, actor, manager)
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'posts.type, posts.slug')) throw error
    }
  }
  const promotion = await getPromotion(deps, created.slug)
  if (created.status === 'pending')
    await noticeSubmitted(deps, 'promotion', promotion, actor.user.id)
  return promotion
}

/**
 * The author or promotions.manage edits; only a manager changes the status (403 for anyone else
 * sending a different one) or is_system (dropped for anyone else). A tier kept as it was stays
 * even if it has since been disabled; a new one must be on offer.
 */
export const updatePromotion = async (
  deps: Deps,
  key: string,
  input: UpdatePromotionInput,
): Promise<PromotionResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[post]] = await db.batch([promotionForWriteQuery(db, postKeyOf(key))])
  if (!post) throw notFound()
  if (!canEditPost(actor, 'promotion', post)) throw forbidden()
  const manager = canManagePosts(actor, 'promotion')
  if (input.status !== undefined && input.status !== post.status && !manager)
    throw forbidden('Only managers can change the status')
  const refs = await loadReferences(db, input.categories ?? [], null)
  checkReferences({ categories: input.categories }, refs, actor.user, manager)
  const tier =
    input.tier === undefined || input.tier === post.tier
      ? undefined
      : tierFor(refs.tiers, input.tier)
  const dates =
    input.starts_at !== undefined || input.ends_at !== undefined
      ? windowOf(input.starts_at ?? post.startsAt ?? new Date().toISOString(), endOf(input, post))
      : {}
  const now = new Date().toISOString()
  const status = input.status ?? post.status
  const approving = status === 'approved' && post.status !== 'approved'
  const unapproving = status !== 'approved' && post.status === 'approved'
  const writes: BatchItem<'sqlite'>[] = []
  if (input.categories) {
    writes.push(db.delete(postCategories).where(eq(postCategories.postId, post.id)))
    if (input.categories.length > 0)
      writes.push(insertPostCategoriesStatement(db, sql`${post.id}`, input.categories))
  }
  await db.batch([
    db
      .update(posts)
      .set({
        ...fieldValues(input, manager),
        ...dates,
        tier,
        status,
        ...(approving ? { approvedAt: now } : {}),
        ...(unapproving ? { approvedAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(posts.id, post.id), eq(posts.type, 'promotion'))),
    ...writes,
  ])
  const promotion = await getPromotion(deps, String(post.id))
  const decided = status !== post.status && status !== 'pending' ? status : null
  if (decided && post.userId !== null && post.userId !== actor.user.id)
    await noticeDecided(deps, 'promotion', promotion, post.userId, decided)
  return promotion
}

/**
 * The end a date change keeps: the one sent (null: one month after the start), else the stored
 * one (a new start after it is refused like any end before its start).
 */
const endOf = (input: UpdatePromotionInput, post: { endsAt: string | null }) => {
  if (input.ends_at !== undefined) return input.ends_at
  return post.endsAt
}
