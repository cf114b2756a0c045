import { MEMBER } from '../fixtures'
import { MEMBERS } from './users.sql'
import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'

/** The bench member's own notifications: a long-standing, busy member. */
export const MEMBER_NOTIFICATIONS = 2_000
/** Everyone else's, spread over the other members (about five each). */
export const OTHER_NOTIFICATIONS = 48_000

const KINDS = ['user.requested', 'user.approved']
const TITLES = [
  'Someone asked to join',
  'Your membership is approved',
  'A new reply in a thread you follow',
  'An event you attend starts soon',
]

const columns = 'user_id, kind, title, body, link, data, read_at, created_at'
const row = (nowIso: string, userIdExpr: string) => `${userIdExpr},
       ${pick(KINDS, 'n')},
       ${pick(TITLES, 'n')},
       'Open the link to see the details. This text stands in for a notification body of ordinary length.',
       '/members/' || (n % ${MEMBERS}),
       '{"ref":' || n || '}',
       CASE WHEN n % 10 < 7 THEN ${isoAt(nowIso, `'-' || (n % 365) || ' days', '+1 hours'`)} END,
       ${isoAt(nowIso, `'-' || ((n * 13) % 525600) || ' minutes'`)}`

/** 50,000 notifications: 2,000 for the bench member, the rest over everyone else; 70% read. */
export const notificationsDomain: SeedDomain = {
  name: 'notifications',
  tables: ['notifications'],
  statements: ({ nowIso }) => [
    `INSERT INTO notifications (${columns}) ${sequence(MEMBER_NOTIFICATIONS)} SELECT ${row(nowIso, String(MEMBER.id))} FROM seq`,
    `INSERT INTO notifications (${columns}) ${sequence(OTHER_NOTIFICATIONS)} SELECT ${row(nowIso, `3 + (n * 7919) % (${MEMBERS} - 2)`)} FROM seq`,
  ],
  checks: [
    {
      name: 'notifications of a member, newest first (as specified)',
      sql: 'SELECT id, kind, title, created_at FROM notifications WHERE user_id = ? ORDER BY created_at DESC LIMIT 20',
      params: [MEMBER.id],
      index: 'notifications_user_created',
      ordered: true,
    },
    {
      name: 'notifications page (as listNotifications runs it)',
      sql: `select "id", "user_id", "kind", "title", "body", "link", "data", "read_at", "created_at" from "notifications"
        where "notifications"."user_id" = ? order by "notifications"."created_at" desc, "notifications"."id" desc limit ? offset ?`,
      params: [MEMBER.id, 20, 0],
      index: 'notifications_user_created',
      ordered: true,
    },
    {
      name: 'unread notifications page',
      sql: `select "id", "created_at" from "notifications"
        where ("notifications"."user_id" = ? and "notifications"."read_at" is null)
        order by "notifications"."created_at" desc, "notifications"."id" desc limit ? offset ?`,
      params: [MEMBER.id, 20, 0],
      index: 'notifications_user_created',
      ordered: true,
    },
    {
      name: 'notifications total and unread count',
      sql: `select count(*) filter (where "notifications"."user_id" = ?), count(*) filter (where "notifications"."read_at" is null)
        from "notifications" where "notifications"."user_id" = ?`,
      params: [MEMBER.id, MEMBER.id],
      index: 'notifications_user_created',
    },
  ],
}
