import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { faqQuestions, newsletterSubscribers, posts, users } from '../db/schema'
import { literalLimit } from '../lib/paging'
import { slugCollisions } from '../lib/slugs'
import { containsText } from '../lib/sql-text'
import { userHoldsSql, viewerOfSession, type SqlViewer } from '../lib/viewer-sql'
import type { ListFaqQuestionsQuery, ListPagesQuery } from './pages.schemas'

/** Page reads and writes as single statements for one db.batch. */

export const PAGES_MANAGE = 'pages.manage'

export const pageViewerOf = (tokenHash: string | null): SqlViewer =>
  viewerOfSession(tokenHash, [PAGES_MANAGE])

export type PageKey = { id: number } | { slug: string }
export const pageKeyOf = (key: string): PageKey =>
  /^\d+$/.test(key) ? { id: Number(key) } : { slug: key }
const keyMatch = (key: PageKey) => ('id' in key ? eq(posts.id, key.id) : eq(posts.slug, key.slug))

const isPage = eq(posts.type, 'page')
/** Readers see approved pages; holders of pages.manage every one. */
const visibleSql = (viewer: SqlViewer) => sql`(${posts.status} = 'approved' OR ${viewer.manages})`

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  status: posts.status,
  settings: posts.settings,
  img: posts.img,
  isSystem: posts.isSystem,
  totalImpressions: posts.totalImpressions,
  userId: posts.userId,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
}

const listWhere = (viewer: SqlViewer, query: ListPagesQuery) => {
  const conditions: (SQL | undefined)[] = [isPage, visibleSql(viewer)]
  if (query.q) conditions.push(containsText(posts.title, query.q))
  if (query.status && query.status !== 'all') conditions.push(eq(posts.status, query.status))
  return and(...conditions)
}

/** One page of pages (system pages first, then by title) and the total, for one batch. */
export const listPagesStatements = (db: Db, viewer: SqlViewer, query: ListPagesQuery) => {
  const where = listWhere(viewer, query)
  return {
    rows: db
      .select(summaryColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.isSystem), asc(posts.title), asc(posts.id))
      .limit(literalLimit(query.perPage))
      .offset(literalLimit(query.offset)),
    total: db
      .select({ total: count().as('total') })
      .from(posts)
      .where(where),
  }
}

/** One page the reader may see, in full. */
export const getPageStatement = (db: Db, viewer: SqlViewer, key: PageKey) =>
  db
    .select({ ...summaryColumns, body: posts.body })
    .from(posts)
    .where(and(isPage, keyMatch(key), visibleSql(viewer)))

export type PageRow = Awaited<ReturnType<typeof getPageStatement>>[number]
export type PageSummaryRow = Awaited<ReturnType<typeof listPagesStatements>['rows']>[number]

/** A page as a write needs it (any status). */
export const pageForWriteQuery = (db: Db, key: PageKey) =>
  db
    .select({
      id: posts.id,
      slug: posts.slug,
      isSystem: posts.isSystem,
      settings: posts.settings,
      userId: posts.userId,
    })
    .from(posts)
    .where(and(isPage, keyMatch(key)))

export const takenPageSlugsQuery = (db: Db, base: string) =>
  db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(isPage, slugCollisions(posts.slug, base)))

// ---- FAQ questions ----

const recipientColumns = {
  id: users.id,
  email: users.email,
  forename: users.forename,
  surname: users.surname,
}

/** Active holders of pages.manage (super admins included): who hears of a new question. */
export const pageManagersQuery = (db: Db) =>
  db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.isActive, 1), userHoldsSql(sql.raw('users.id'), PAGES_MANAGE)))

const faqQuestionColumns = {
  id: faqQuestions.id,
  name: faqQuestions.name,
  email: faqQuestions.email,
  question: faqQuestions.question,
  userId: faqQuestions.userId,
  answeredAt: faqQuestions.answeredAt,
  createdAt: faqQuestions.createdAt,
}
export type FaqQuestionRow = Awaited<ReturnType<typeof faqQuestionQuery>>[number]

export const faqQuestionQuery = (db: Db, id: number) =>
  db.select(faqQuestionColumns).from(faqQuestions).where(eq(faqQuestions.id, id))

/** Newest first; answered=0 the open ones, answered=1 those answered. */
export const listFaqQuestionsStatements = (db: Db, query: ListFaqQuestionsQuery) => {
  const where =
    query.answered === '1'
      ? isNotNull(faqQuestions.answeredAt)
      : query.answered === '0'
        ? isNull(faqQuestions.answeredAt)
        : undefined
  return {
    rows: db
      .select(faqQuestionColumns)
      .from(faqQuestions)
      .where(where)
      .orderBy(desc(faqQuestions.createdAt), desc(faqQuestions.id))
      .limit(literalLimit(query.perPage))
      .offset(literalLimit(query.offset)),
    total: db
      .select({ total: count().as('total') })
      .from(faqQuestions)
      .where(where),
  }
}

// ---- Newsletter ----

export const subscriberByEmailQuery = (db: Db, email: string) =>
  db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))

export const confirmedSubscribersQuery = (db: Db) =>
  db
    .select({
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id))
