import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, json, updatedAt } from './columns'
import type { ContentStatus } from './content'
import { users } from './users'

/**
 * Where an advert shows on the member side (spec 02 §3 "position_id or position"): a banner under
 * the header, a card in the side column (below the content on a phone), a card between feed items,
 * and a banner above the footer.
 */
export const ADVERT_POSITIONS = ['header', 'sidebar', 'feed', 'footer'] as const
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number]

/**
 * Adverts (spec 02 §3). Clicks and impressions are not written per page view: the AdvertCounter
 * Durable Object sums them and flushes the sums here in one batch (see worker/adverts/).
 */
export const adverts = sqliteTable(
  'adverts',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    href: text('href').notNull(),
    /** Optional, minor units. */
    cost: integer('cost'),
    position: text('position').$type<AdvertPosition>().notNull().default('sidebar'),
    img: text('img'),
    /** The window it runs in (UTC; entered as London dates, end defaults to start + 7 days). */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('pending'),
    totalClicks: integer('total_clicks').notNull().default(0),
    totalImpressions: integer('total_impressions').notNull().default(0),
    approvedAt: text('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The member side: approved adverts of a position running now.
    index('adverts_position_window').on(t.status, t.position, t.startsAt, t.endsAt),
    index('adverts_created').on(t.createdAt),
    check('adverts_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('adverts_position', sql`${t.position} IN ('header', 'sidebar', 'feed', 'footer')`),
  ],
)

/** Push-notification templates by key (spec 02 §3); email templates live in email_templates. */
export const pushTemplates = sqliteTable('push_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  notification: text('notification').notNull(),
  placeholders: json<string[]>('placeholders').notNull().default([]),
  canDisable: bool('can_disable').notNull().default(true),
  active: bool('active').notNull().default(true),
  updatedAt: updatedAt(),
})

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed'

/**
 * Newsletter subscribers (spec 01 §2 signup box), double opt-in: a row is pending until the
 * emailed link (its token's SHA-256 is kept, never the token) is followed.
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    tokenHash: text('token_hash'),
    confirmedAt: text('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email').on(t.email),
    uniqueIndex('newsletter_subscribers_token').on(t.tokenHash),
    index('newsletter_subscribers_status_created').on(t.status, t.createdAt),
    check(
      'newsletter_subscribers_status',
      sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
)

/** Questions asked through the public FAQ form (spec 01 §5), kept for the admins. */
export const faqQuestions = sqliteTable(
  'faq_questions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when an admin marks it answered. */
    answeredAt: text('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('faq_questions_created').on(t.createdAt)],
)
