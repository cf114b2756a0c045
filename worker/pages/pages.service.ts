import { and, eq } from 'drizzle-orm'
import { posts, type PostSettings } from '../db/schema'
import { isUniqueViolation } from '../lib/db-errors'
import { requireUser, type Deps } from '../lib/deps'
import { recordPageView } from '../adverts/adverts-counts.service'
import { forbidden, invalid, notFound } from '../lib/errors'
import { richTextToPlain } from '../lib/rich-text'
import { claimSlug, slugBase } from '../lib/slugs'
import {
  getPageStatement,
  listPagesStatements,
  pageForWriteQuery,
  pageKeyOf,
  pageViewerOf,
  takenPageSlugsQuery,
} from './pages.queries'
import { toPageResource, toPageSummary } from './pages.resources'
import {
  EMPTY_PAGE_BODY,
  FAQ_SLUG,
  PAGE_MESSAGES,
  type CreatePageInput,
  type ListPagesQuery,
  type PageResource,
  type PageSummary,
  type UpdatePageInput,
} from './pages.schemas'

/**
 * Pages (spec 02 §3, §6, §7). The routes' guard already demands pages.manage for every write, so
 * any holder may edit any page (M02-PAGE-12). System pages keep their slug and are never deleted.
 */

/**
 * Page views (total_impressions) are counted by the AdvertCounter object and flushed to D1 with
 * the adverts' counts: a public read by slug writes nothing itself.
 */

export const listPages = async (deps: Deps, query: ListPagesQuery) => {
  const { db, auth } = deps
  const statements = listPagesStatements(db, pageViewerOf(auth.tokenHash), query)
  const [rows, [counted]] = await db.batch([statements.rows, statements.total])
  return { rows: rows.map(toPageSummary) as PageSummary[], total: counted?.total ?? 0 }
}

export const getPage = async (deps: Deps, key: string): Promise<PageResource> => {
  const { db, auth } = deps
  const pageKey = pageKeyOf(key)
  const [[row]] = await db.batch([getPageStatement(db, pageViewerOf(auth.tokenHash), pageKey)])
  if (!row) throw notFound(PAGE_MESSAGES.notFound)
  if ('slug' in pageKey && row.status === 'approved') await recordPageView(deps, row.id)
  return toPageResource(row)
}

const SLUG_INDEX = 'posts.type, posts.slug'

const seoOf = (settings: PostSettings | undefined) => ({
  ...(settings?.title === undefined ? {} : { title: settings.title }),
  ...(settings?.description === undefined ? {} : { description: settings.description }),
})

export const createPage = async (deps: Deps, input: CreatePageInput): Promise<PageResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  if (input.faq_settings) throw invalid({ faq_settings: [PAGE_MESSAGES.faqOnly] })
  const wanted = input.slug ?? slugBase(input.title, 'page')
  const [taken] = await db.batch([takenPageSlugsQuery(db, wanted)])
  const takenSlugs = new Set(taken.map((t) => t.slug))
  if (input.slug && takenSlugs.has(input.slug)) throw invalid({ slug: [PAGE_MESSAGES.slugTaken] })
  const slug = claimSlug(takenSlugs, wanted)
  const body = input.body ?? EMPTY_PAGE_BODY
  const now = new Date().toISOString()
  try {
    await db.insert(posts).values({
      type: 'page',
      slug,
      title: input.title,
      body,
      bodyText: richTextToPlain(body),
      img: input.img ?? null,
      status: input.status,
      settings: seoOf(input.settings),
      userId: actor.user.id,
      approvedAt: input.status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
  } catch (error) {
    if (isUniqueViolation(error, SLUG_INDEX)) throw invalid({ slug: [PAGE_MESSAGES.slugTaken] })
    throw error
  }
  return getPage(deps, slug)
}

export const updatePage = async (
  deps: Deps,
  key: string,
  input: UpdatePageInput,
): Promise<PageResource> => {
  const { db } = deps
  await requireUser(deps)
  const [[page]] = await db.batch([pageForWriteQuery(db, pageKeyOf(key))])
  if (!page) throw notFound(PAGE_MESSAGES.notFound)
  const newSlug = input.slug !== undefined && input.slug !== page.slug ? input.slug : null
  if (newSlug && page.isSystem) throw invalid({ slug: [PAGE_MESSAGES.systemSlug] })
  if (input.faq_settings && page.slug !== FAQ_SLUG)
    throw invalid({ faq_settings: [PAGE_MESSAGES.faqOnly] })
  const stored = page.settings ?? {}
  const settings: PostSettings = {
    ...(input.settings ? seoOf(input.settings) : seoOf(stored)),
    ...(page.slug === FAQ_SLUG ? { faq_settings: input.faq_settings ?? stored.faq_settings } : {}),
  }
  const body = input.body === undefined ? undefined : (input.body ?? EMPTY_PAGE_BODY)
  const now = new Date().toISOString()
  try {
    await db
      .update(posts)
      .set({
        title: input.title,
        slug: newSlug ?? undefined,
        body,
        bodyText: body === undefined ? undefined : richTextToPlain(body),
        img: input.img,
        status: input.status,
        ...(input.status === 'approved' ? { approvedAt: now } : {}),
        settings,
        updatedAt: now,
      })
      .where(and(eq(posts.id, page.id), eq(posts.type, 'page')))
  } catch (error) {
    if (isUniqueViolation(error, SLUG_INDEX)) throw invalid({ slug: [PAGE_MESSAGES.slugTaken] })
    throw error
  }
  return getPage(deps, String(page.id))
}

export const deletePage = async (deps: Deps, key: string): Promise<void> => {
  const { db } = deps
  await requireUser(deps)
  const [[page]] = await db.batch([pageForWriteQuery(db, pageKeyOf(key))])
  if (!page) throw notFound(PAGE_MESSAGES.notFound)
  if (page.isSystem) throw forbidden(PAGE_MESSAGES.systemUndeletable)
  await db.delete(posts).where(and(eq(posts.id, page.id), eq(posts.isSystem, false)))
}
