import { CONTACT_KEYS, type Contactables } from '../db/schema'
import { fullName, initialsOf } from './users.resources'

/** Directory rows → the spec's member (spec 01 §3 Member) and profile shapes. */

type CardRow = {
  id: number
  siteId: number
  forename: string
  surname: string
  slug: string
  img: string | null
  company: string | null
  industry: string | null
  placeName: string | null
  lastActiveAt: string | null
  isConnected: number
  connectRequested: number
}

export const toMemberCard = (u: CardRow, distance?: number | null) => ({
  id: u.id,
  site_id: u.siteId,
  is_connected: Boolean(u.isConnected),
  connect_requested: Boolean(u.connectRequested),
  full_name: fullName(u),
  forename: u.forename,
  surname: u.surname,
  initials: initialsOf(u),
  img: u.img,
  slug: u.slug,
  company: u.company,
  industry: u.industry,
  place_name: u.placeName,
  last_active_at: u.lastActiveAt,
  /** Miles from the filter's place, to one decimal, when the list was filtered by distance. */
  distance: distance === null || distance === undefined ? null : Math.round(distance * 10) / 10,
})

export type MemberCard = ReturnType<typeof toMemberCard>

/** Only the contact details the member chose to show. */
export const visibleContacts = (c: Contactables) =>
  Object.fromEntries(
    CONTACT_KEYS.filter((k) => c.visible?.includes(k) && c[k]).map((k) => [k, c[k]!]),
  ) as Partial<Record<(typeof CONTACT_KEYS)[number], string>>

export type ProfileAttribute = {
  key: string
  label: string
  type: string
  value: string | number | string[]
}

export const toMemberProfile = (
  u: CardRow & {
    bio: string | null
    interests: string[]
    contactables: Contactables
    showConnections: boolean
    totalConnects: number
  },
  extra: {
    isSelf: boolean
    attributes: ProfileAttribute[]
    connections: {
      id: number
      forename: string
      surname: string
      slug: string
      img: string | null
    }[]
  },
) => ({
  ...toMemberCard(u),
  is_self: extra.isSelf,
  bio: u.bio,
  interests: u.interests,
  contacts: visibleContacts(u.contactables),
  attributes: extra.attributes,
  show_connections: u.showConnections,
  total_connects: u.showConnections || extra.isSelf ? u.totalConnects : null,
  connections: extra.connections.map((c) => ({
    id: c.id,
    full_name: fullName(c),
    initials: initialsOf(c),
    slug: c.slug,
    img: c.img,
  })),
})

export type MemberProfile = ReturnType<typeof toMemberProfile>
