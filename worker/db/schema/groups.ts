import { index, integer, primaryKey, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core'
import type { RichTextDoc } from '../../lib/rich-text'
import { bool, createdAt, id, json, updatedAt } from './columns'
import { users } from './users'

export type GroupStatus = 'pending' | 'approved' | 'rejected'
export type GroupPrivacy = 'private' | 'public'

/**
 * Spec 02 §3 Group. A group gates forum categories (and later resources): only its members and
 * managers read them. A public group lets members join at once; a private one takes requests.
 */
export const groups = sqliteTable(
  'groups',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** TipTap JSON, rendered as React elements: there is no HTML to sanitise. */
    description: json<RichTextDoc>('description'),
    img: text('img'),
    status: text('status').$type<GroupStatus>().notNull().default('pending'),
    privacy: text('privacy').$type<GroupPrivacy>().notNull().default('private'),
    showMembers: bool('show_members').notNull().default(true),
    hideAttendees: bool('hide_attendees').notNull().default(false),
    totalUsers: integer('total_users').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('groups_status_title').on(t.status, t.title)],
)

export const groupUsers = sqliteTable(
  'group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_users_user').on(t.userId)],
)

/** A member's pending request to join a private group; accepting moves it to group_users. */
export const groupUserRequests = sqliteTable(
  'group_user_requests',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_user_requests_once').on(t.groupId, t.userId),
    index('group_user_requests_user').on(t.userId),
  ],
)
