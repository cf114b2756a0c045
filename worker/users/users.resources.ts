import type { ActorUser } from '../lib/actor'

export const fullName = (u: { forename: string; surname: string }) =>
  `${u.forename} ${u.surname}`.trim()
export const initialsOf = (u: { forename: string; surname: string }) =>
  `${u.forename.charAt(0)}${u.surname.charAt(0)}`.toUpperCase()

type ListedUser = Pick<
  ActorUser,
  | 'id'
  | 'title'
  | 'forename'
  | 'surname'
  | 'email'
  | 'slug'
  | 'img'
  | 'role'
  | 'roleId'
  | 'isActive'
  | 'isForumMod'
  | 'company'
  | 'industry'
  | 'createdAt'
  | 'lastActiveAt'
  | 'lastSigninAt'
>

/** A row of the admin users list: what the table shows, not the whole record. */
export const toUserListItem = (u: ListedUser, roleLabel: string | null) => ({
  id: u.id,
  title: u.title,
  forename: u.forename,
  surname: u.surname,
  full_name: fullName(u),
  initials: initialsOf(u),
  email: u.email,
  slug: u.slug,
  img: u.img,
  role: u.role,
  role_id: u.roleId,
  role_label: roleLabel,
  is_active: u.isActive,
  is_forum_mod: u.isForumMod,
  company: u.company,
  industry: u.industry,
  created_at: u.createdAt,
  last_active_at: u.lastActiveAt,
  last_signin_at: u.lastSigninAt,
})

export type UserListItem = ReturnType<typeof toUserListItem>

/** The full user record (spec 01 §3, 02 §3, 03 §3) as the API sends it to the user or an admin. */
export const toUserResource = (u: ActorUser, extra: { role_label?: string | null } = {}) => ({
  ...toUserListItem(u, extra.role_label ?? u.roleLabel ?? null),
  site_id: u.siteId,
  img_src: u.img,
  gender: u.gender,
  dob: u.dob,
  bio: u.bio,
  youtube_url: u.youtubeUrl,
  interests: u.interests,
  custom_attrs: u.customAttrs,
  latlng: u.latlng,
  place_id: u.placeId,
  place_name: u.placeName,
  contactables: u.contactables,
  address: u.address,
  in_directory: u.inDirectory,
  show_connections: u.showConnections,
  is_subscribed: u.isSubscribed,
  agreed_to: u.agreedTo,
  agreed_at: u.agreedAt,
  agreed_on: u.agreedOn,
  // Groups arrive with the groups feature; until then nobody belongs to one.
  groups: [] as { id: number; title: string }[],
  total_connects: u.totalConnects,
  total_signins: u.totalSignins,
})

export type UserResource = ReturnType<typeof toUserResource>
