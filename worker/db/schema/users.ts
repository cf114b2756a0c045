import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, json, updatedAt } from './columns'
import { roles } from './roles'

export type LegacyRole = 'member' | 'contributor' | 'admin' | 'super_admin'
export const CONTACT_KEYS = ['tel', 'mob', 'website', 'twitter', 'linkedin', 'facebook'] as const
export type ContactKey = (typeof CONTACT_KEYS)[number]
/** Contact details, and which of them the member shows on their profile (none until they choose). */
export type Contactables = Partial<Record<ContactKey, string>> & { visible?: ContactKey[] }

/** is_active: 1 active, 0 inactive, -1 requested (awaiting approval). "Expired" (2) is derived. */
export const USER_STATUS = { active: 1, inactive: 0, requested: -1 } as const

export const users = sqliteTable(
  'users',
  {
    id: id(),
    siteId: integer('site_id').notNull().default(1),
    title: text('title').notNull().default('Ms'),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull().unique(),
    slug: text('slug').notNull().unique(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['member', 'contributor', 'admin', 'super_admin'] })
      .notNull()
      .default('member'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    isActive: integer('is_active').notNull().default(1),
    isForumMod: bool('is_forum_mod').notNull().default(false),
    img: text('img'),
    bio: text('bio'),
    youtubeUrl: text('youtube_url'),
    gender: text('gender'),
    dob: text('dob'),
    industry: text('industry'),
    company: text('company'),
    interests: json<string[]>('interests').notNull().default([]),
    customAttrs: json<Record<string, unknown>>('custom_attrs').notNull().default({}),
    latlng: json<{ lat: number; lng: number } | null>('latlng'),
    /**
     * The member's place, coarse on purpose: the gazetteer entry (a town, city or UK postcode
     * district) they chose, and its centre. The directory's distance filter is a bounding box on
     * lat/lng (users_directory_geo) then great-circle distance in SQL.
     */
    placeId: text('place_id'),
    placeName: text('place_name'),
    lat: real('lat'),
    lng: real('lng'),
    contactables: json<Contactables>('contactables').notNull().default({}),
    address: json<{ city?: string; postcode?: string }>('address').notNull().default({}),
    inDirectory: bool('in_directory').notNull().default(true),
    showConnections: bool('show_connections').notNull().default(true),
    isSubscribed: bool('is_subscribed').notNull().default(false),
    agreedTo: bool('agreed_to').notNull().default(false),
    agreedAt: text('agreed_at'),
    agreedOn: text('agreed_on', { enum: ['login', 'signup'] }),
    totalConnects: integer('total_connects').notNull().default(0),
    totalSignins: integer('total_signins').notNull().default(0),
    lastActiveAt: text('last_active_at'),
    lastSigninAt: text('last_signin_at'),
    /**
     * When the member's previous visit ended: last_active_at as it stood when they came back after
     * an hour or more away (session-sql.ts). "New since your last visit" on the home page counts
     * from here, and it holds still for the whole visit (Discourse's previous_visit_at).
     */
    previousVisitAt: text('previous_visit_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_status_created').on(t.isActive, t.createdAt),
    // The admin list without a status filter pages by newest first.
    index('users_created').on(t.createdAt),
    index('users_surname').on(t.surname, t.forename),
    index('users_role').on(t.roleId),
    // The directory near a place: a latitude band first, then longitude and distance.
    index('users_directory_geo').on(t.lat, t.lng),
  ],
)

/**
 * Members per status, kept by triggers on users (migration 0003), so the admin list's total does
 * not count the whole table on every page.
 */
export const userStatusCounts = sqliteTable('user_status_counts', {
  isActive: integer('is_active').primaryKey(),
  total: integer('total').notNull().default(0),
})

/** Session tokens are random 256-bit values; only their SHA-256 is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: bool('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expires').on(t.expiresAt)],
)

export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
)

/** Fixed-window counters for failed sign-ins, keyed by account or client IP. */
export const authThrottles = sqliteTable('auth_throttles', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

/** Solved captcha challenges, kept until they expire so a solution is never accepted twice. */
export const captchaSpent = sqliteTable('captcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
})
