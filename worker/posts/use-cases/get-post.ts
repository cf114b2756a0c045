import type { Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import {
  getPostStatement,
  getPostSummaryStatement,
  postKeyOf,
  postViewerOf,
} from '../posts.queries'
import { toNewsResource, toResourceResource, toResourceSummary } from '../posts.resources'
import type { NewsResource, ResourceResource, ResourceSummary } from '../posts.schemas'

/**
 * One post by id or slug, in one round trip: approved ones for readers, the author's own and a
 * manager's any status; the rest answer like a missing one (404).
 */

export const getNews = async (deps: Deps, key: string): Promise<NewsResource> => {
  const { db, auth } = deps
  const [[row]] = await db.batch([
    getPostStatement(db, 'news', postViewerOf('news', auth.tokenHash), postKeyOf(key)),
  ])
  if (!row) throw notFound()
  return toNewsResource(row)
}

/**
 * A resource tied to a group is open only to its members (spec 02 §6, M02-RESOURCE-14): others
 * get 403 here and read the card through getResourcePreview.
 */
export const getResource = async (deps: Deps, key: string): Promise<ResourceResource> => {
  const { db, auth } = deps
  const [[row]] = await db.batch([
    getPostStatement(db, 'resource', postViewerOf('resource', auth.tokenHash), postKeyOf(key)),
  ])
  if (!row) throw notFound()
  if (row.locked) throw forbidden('This resource is only open to members of its group')
  return toResourceResource(row)
}

/** The card of a resource (title, excerpt, image, group), for readers it is locked to. */
export const getResourcePreview = async (deps: Deps, key: string): Promise<ResourceSummary> => {
  const { db, auth } = deps
  const [[row]] = await db.batch([
    getPostSummaryStatement(
      db,
      'resource',
      postViewerOf('resource', auth.tokenHash),
      postKeyOf(key),
    ),
  ])
  if (!row) throw notFound()
  return toResourceSummary(row)
}
