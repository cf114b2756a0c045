import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, json } from './columns'
import { users } from './users'

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    data: json<Record<string, unknown>>('data').notNull().default({}),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt),
    // Keeps the unread count (the bell) cheap however many old notifications a member has.
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
)

/** Only choices that differ from the kind's default are stored. */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification: text('notification').notNull(),
    email: bool('email').notNull(),
    push: bool('push').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notification] })],
)

export const emailTemplates = sqliteTable('email_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: ['approved', 'pending'] })
    .notNull()
    .default('approved'),
  placeholders: json<string[]>('placeholders').notNull().default([]),
  canDisable: bool('can_disable').notNull().default(true),
  active: bool('active').notNull().default(true),
})

/** Every message the mailer sends is kept here; locally it is the only delivery. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    templateKey: text('template_key'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created').on(t.createdAt)],
)

/**
 * The daily email digest's state per member (worker/digest/). checked_on is the London day the
 * job last took the member (claimed in one statement, so two overlapping runs never both mail
 * them); sent_at is when the last digest actually went out: the next one lists what came after.
 */
export const emailDigests = sqliteTable('email_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  checkedOn: text('checked_on').notNull(),
  sentAt: text('sent_at'),
})
