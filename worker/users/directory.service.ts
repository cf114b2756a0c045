import type { Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import { viewerOfSession } from '../lib/viewer-sql'
import { loadPlaces } from '../places/places'
import { userAttributesQuery } from '../settings/user-attributes.queries'
import {
  directoryPageQuery,
  directoryTotalQuery,
  memberProfileQuery,
  profileConnectionsQuery,
} from './directory.queries'
import { toMemberCard, toMemberProfile, type ProfileAttribute } from './directory.resources'
import { ANY_DISTANCE, type ListDirectoryQuery } from './directory.schemas'

/**
 * The members directory and member profiles (spec 01 §2): who is listed (in the directory,
 * active, neither has blocked the other), the filters, and what a profile shows to whom.
 */

const PROFILE_CONNECTIONS = 6

/** The place a filter or profile names, or a 422 on `field`. */
export const placeOrInvalid = async (id: string, field: string) => {
  const place = (await loadPlaces()).find(id)
  if (!place) throw invalid({ [field]: ['Choose a place from the list'] })
  return place
}

/** One page of the directory and its total in one round trip, the session rows riding along. */
export const listDirectory = async (deps: Deps, query: ListDirectoryQuery) => {
  const { db, auth } = deps
  const viewer = viewerOfSession(auth.tokenHash, []).id
  const centre = query.near ? await placeOrInvalid(query.near, 'near') : null
  const miles = centre && query.near_distance < ANY_DISTANCE ? query.near_distance : null
  const [rows, [count]] = await db.batch([
    directoryPageQuery(db, query, viewer, centre, miles),
    directoryTotalQuery(db, query, viewer, centre, miles),
  ])
  return {
    rows: rows.map(({ distance, ...row }) => toMemberCard(row, distance)),
    total: count?.total ?? 0,
  }
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * A member's profile. Unknown, inactive, blocked (either way) or out of the directory (unless it
 * is one's own) all answer 404, so a profile never tells whether someone hides or blocked you.
 * Private attributes only for signed-in viewers (spec 01 §6).
 */
export const getMemberProfile = async (deps: Deps, slug: string) => {
  const { db, auth } = deps
  const viewer = viewerOfSession(auth.tokenHash, []).id
  const [[row], connections, definitions] = await db.batch([
    memberProfileQuery(db, slug, viewer),
    profileConnectionsQuery(db, slug, PROFILE_CONNECTIONS),
    userAttributesQuery(db),
  ])
  if (!row || row.isActive !== 1 || !row.visible) throw notFound()
  const isSelf = row.viewerId === row.id
  if (!row.inDirectory && !isSelf) throw notFound()
  const signedIn = row.viewerId !== null
  const attributes: ProfileAttribute[] = definitions
    .filter((d) => d.custom && d.visible && (!d.private || signedIn))
    .flatMap((d) => {
      const value = row.customAttrs[d.key]
      if (isEmpty(value)) return []
      if (typeof value !== 'string' && typeof value !== 'number' && !Array.isArray(value)) return []
      return [
        { key: d.key, label: d.label, type: d.type, value: value as ProfileAttribute['value'] },
      ]
    })
  return toMemberProfile(row, {
    isSelf,
    attributes,
    connections: row.showConnections || isSelf ? connections : [],
  })
}
