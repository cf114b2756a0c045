import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { posts } from '../db/schema'
import { literalLimit } from '../lib/paging'
import { containsText } from '../lib/sql-text'
import { featureOnSql } from '../settings/feature-flags'
import { userHoldsSql, type SqlViewer } from '../lib/viewer-sql'
import { POST_KEYS } from './posts.policy'
import { lockedSql, postViewerOf } from './posts.queries'
import type { SearchPostsInput } from './posts.schemas'

/**
 * Post search (spec 01 §7) as one statement per page and one for the total: approved posts whose
 * title, excerpt or body text contains q, of the types the reader may view; a resource tied to a
 * group only for its members (and managers); promotions for promotions.view.
 */

/** SQL: the reader holds `key` (a visitor through the visitor role's read keys). */
const readerHoldsSql = (viewer: SqlViewer, key: string) =>
  sql`((${viewer.id} IS NOT NULL AND ${userHoldsSql(viewer.id, key)}) OR (${viewer.id} IS NULL AND EXISTS (
    SELECT 1 FROM role_permissions vrp JOIN roles vr ON vr.id = vrp.role_id WHERE vr.key = 'visitor' AND vrp.permission_key = ${key})))`

const searchWhere = (tokenHash: string | null, input: SearchPostsInput) => {
  const resourceViewer = postViewerOf('resource', tokenHash)
  const types: SQL[] = []
  if (!input.type || input.type === 'news')
    types.push(
      sql`(${posts.type} = 'news' AND ${readerHoldsSql(resourceViewer, POST_KEYS.news.view)})`,
    )
  if (!input.type || input.type === 'resource')
    types.push(
      sql`(${posts.type} = 'resource' AND ${readerHoldsSql(resourceViewer, POST_KEYS.resource.view)} AND NOT ${lockedSql(resourceViewer)} AND ${featureOnSql('resources')})`,
    )
  if (!input.type || input.type === 'promotion')
    types.push(
      sql`(${posts.type} = 'promotion' AND ${readerHoldsSql(resourceViewer, POST_KEYS.promotion.view)} AND ${featureOnSql('promotions')})`,
    )
  return and(
    eq(posts.status, 'approved'),
    types.length > 0 ? or(...types) : sql`0`,
    or(
      containsText(posts.title, input.q),
      containsText(posts.excerpt, input.q),
      containsText(posts.bodyText, input.q),
    ),
  )
}

export const searchPostsStatements = (
  db: Db,
  tokenHash: string | null,
  input: SearchPostsInput,
) => {
  const where = searchWhere(tokenHash, input)
  return {
    rows: db
      .select({
        id: posts.id,
        type: posts.type,
        slug: posts.slug,
        title: posts.title,
        excerpt: posts.excerpt,
        img: posts.img,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(literalLimit(input.perPage))
      .offset(literalLimit(input.offset)),
    total: db
      .select({ total: sql<number>`count(*)`.as('total') })
      .from(posts)
      .where(where),
  }
}
