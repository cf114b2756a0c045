/**
 * One valid request per route, for any principal: the body, path and item a real client would
 * send. The matrix, CSRF and header suites send these, so a refusal there is the guard's doing,
 * never a bad request's.
 */
import { listFeedQuery } from '@worker/feed/feed.schemas'
import { exports } from 'cloudflare:workers'
import {
  calendarFeeds,
  passwordResets,
  forumCategories as forumCategoriesTable,
  groupUsers,
  groups as groupsTable,
} from '@worker/db/schema'
import { randomToken, sha256Hex } from '@worker/lib/crypto'
import { solveCaptcha } from '../../../helpers/captcha'
import { idParam } from '@worker/lib/params'
import {
  addAttendee,
  addToWaitlist,
  createCategory,
  createEvent,
  createReservedOrder,
  limitedTicket,
} from '../../../helpers/event-factories'
import { createUser, db, PASSWORD } from '../../../helpers/factories'
import { ORIGIN, type Session } from '../../../helpers/http'
import {
  createForumCategory,
  createForumReply,
  createForumThread,
} from '../../../helpers/forum-factories'
import {
  createBystander,
  createGroup,
  createGroupRequest,
  createTargetRole,
  createUpload,
  eventItem,
  likeItem,
  replyItem,
  threadItem,
  orderItem,
  preferencesItem,
  roleItem,
  TINY_PNG_BASE64,
  tinyPng,
  uploadItem,
  userItem,
  type Ownership,
  type Principal,
  type Principals,
} from '../../../helpers/principals'
import { z, type ZodType } from 'zod'
import { listCategoriesQuery } from '@worker/categories/categories.schemas'
import {
  confirmOrderInput,
  createAttendeeInput,
  listAttendeesQuery,
  listOrdersQuery,
  orderCostQuery,
  reserveOrderInput,
  updateAttendeeInput,
} from '@worker/events/event-orders.schemas'
import {
  createEventInput,
  eventKeyParam,
  getEventQuery,
  letsMeetInput,
  listEventsQuery,
  updateEventInput,
} from '@worker/events/events.schemas'
import {
  deleteUploadInput,
  uploadFileForm,
  uploadImageInput,
} from '@worker/uploads/uploads.schemas'
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  signinInput,
  signupInput,
} from '@worker/auth/auth.schemas'
import {
  listNotificationsQuery,
  markReadInput,
  saveNotificationPreferencesInput,
  userIdParam as preferencesParam,
} from '@worker/notifications/notifications.schemas'
import { listRolesQuery, roleIdParam, roleInput } from '@worker/roles/roles.schemas'
import {
  featuredTilesInput,
  saveSettingInput,
  saveSettingsInput,
  settingKeyParam,
} from '@worker/settings/settings.schemas'
import { listUsersQuery, updateUserInput, userIdParam } from '@worker/users/users.schemas'
import { listDirectoryQuery, memberSlugParam } from '@worker/users/directory.schemas'
import { searchPlacesQuery } from '@worker/places/places.schemas'
import { pagingQuery } from '@worker/lib/paging'
import {
  categoryKeyParam,
  createReplyInput,
  createThreadInput,
  forumCategoryInput,
  forumSettingsInput,
  getThreadQuery,
  heartbeatQuery,
  likeInput,
  listCategoriesQuery as listForumCategoriesQuery,
  listLikesQuery,
  listRepliesQuery,
  listThreadsQuery,
  mentionSuggestionsQuery,
  threadSlugParams,
  updateForumCategoryInput,
  updateReplyInput,
  updateThreadInput,
} from '@worker/forum/forum.schemas'
import { searchQuery } from '@worker/forum/forum-search.schemas'
import {
  addGroupUserInput,
  createGroupInput,
  getGroupQuery,
  groupKeyParam,
  groupRequestInput,
  groupUserParams,
  listGroupRequestsQuery,
  listGroupsQuery,
  listGroupUsersQuery,
  updateGroupInput,
} from '@worker/groups/groups.schemas'
import {
  answerConnectRequestInput,
  blockMemberInput,
  createConnectRequestInput,
  listBlocksQuery,
  listConnectRequestsQuery,
  listConnectsQuery,
  listReportsQuery,
  memberIdParam,
  reportMemberInput,
  updateReportInput,
} from '@worker/connections/connections.schemas'
import {
  createBlock,
  createConnection,
  createConnectRequest,
  createReport,
} from '../../../helpers/connection-factories'
import { eq, sql } from 'drizzle-orm'
import type { ApiRoute, Method, RouteKey } from './routes'
import { MESSAGE_REQUESTS } from './valid-requests-messages'
import { ENGAGEMENT_REQUESTS } from './valid-requests-engagement'
import { POST_REQUESTS } from './valid-requests-posts'
import { PROMOTION_REQUESTS } from './valid-requests-promotions'
import { POLL_REQUESTS } from './valid-requests-polls'
import { CATEGORY_REQUESTS } from './valid-requests-categories'
import { STATS_REQUESTS } from './valid-requests-stats'
import { TEMPLATE_REQUESTS } from './valid-requests-templates'
import { ADVERT_REQUESTS } from './valid-requests-adverts'
import { PAGE_REQUESTS } from './valid-requests-pages'

export const NEW_PASSWORD = 'a different long passphrase'

export type Fixtures = {
  principals: Principals
  /** A member none of the principals is: the "other" user record and preferences. */
  bystander: { id: number; slug: string }
  /** A custom role nobody holds: the "other" role for reads and edits. */
  otherRole: { id: number }
  /** The bystander's approved public event (one free unlimited ticket), the bystander attending. */
  event: { id: number }
  /** The bystander's attendance of `event`. */
  attendee: { id: number }
  category: { id: number }
  /** The forum the valid requests read: an open category, the bystander's public thread in it
   *  with one reply (counted), and groups with the bystander as a member. */
  forum: {
    category: { id: number; slug: string }
    thread: { id: number; slug: string }
    reply: { id: number }
    /** Approved, private, the bystander a member: where members are added, removed and accepted. */
    group: { id: number; slug: string }
  }
}

/** The shared items every suite's valid requests read (writes make their own). */
export const buildFixtures = async (principals: Principals): Promise<Fixtures> => {
  const bystander = await createBystander()
  const { event, tickets } = await createEvent({ userId: bystander.id })
  const attendee = await addAttendee({
    eventId: event.id,
    userId: bystander.id,
    ticketId: tickets[0]!.id,
  })
  return {
    principals,
    bystander,
    otherRole: await createTargetRole(),
    event,
    attendee,
    category: await createCategory(),
    forum: await buildForum(bystander),
  }
}

const buildForum = async (bystander: { id: number }): Promise<Fixtures['forum']> => {
  const category = await createForumCategory()
  const thread = await createForumThread({
    forumCategoryId: category.id,
    userId: bystander.id,
    title: 'Hello matrix',
    totalReplies: 1,
  })
  const reply = await createForumReply({ forumThreadId: thread.id, userId: bystander.id })
  await db
    .update(forumCategoriesTable)
    .set({ totalThreads: 1, totalReplies: 1 })
    .where(eq(forumCategoriesTable.id, category.id))
  const group = await createGroup({ privacy: 'private', totalUsers: 1 })
  await db.insert(groupUsers).values({ groupId: group.id, userId: bystander.id })
  return { category, thread, reply, group }
}

/** A fresh member of `groupId`, counted in its total_users as the API would. */
const addGroupMember = async (groupId: number) => {
  const user = await createUser()
  await db.batch([
    db.insert(groupUsers).values({ groupId, userId: user.id }),
    db
      .update(groupsTable)
      .set({ totalUsers: sql`${groupsTable.totalUsers} + 1` })
      .where(eq(groupsTable.id, groupId)),
  ])
  return user
}

export type ValidRequest = {
  method: Method
  path: string
  json?: unknown
  /** Multipart routes (uploads) send a form instead of JSON. */
  form?: FormData
  /** Extra headers a real client sends (the live socket's Upgrade and Origin). */
  headers?: Record<string, string>
  session: Session | null
}

type Built = { path: string; json?: unknown; form?: FormData; headers?: Record<string, string> }
type Context = { p: Principal; ownership: Ownership | null; fx: Fixtures }

export type RequestSpec = {
  /** Routes with an owner/non-owner split are called both ways by signed-in principals. */
  item?:
    | 'user'
    | 'role'
    | 'preferences'
    | 'event'
    | 'order'
    | 'upload'
    | 'thread'
    | 'reply'
    | 'like'
    | 'connect-request'
    | 'connection'
    | 'block'
    | 'comment'
    | 'news'
    | 'resource'
    | 'promotion'
    | 'poll'
    | 'survey'
    | 'poll-vote'
  /**
   * The ownership under which super_admin's request succeeds (the CSRF control and the fuzz
   * samples): 'other' unless the route only ever acts for the caller (joining a group).
   */
  succeedsAs?: Ownership
  /** The call ends or changes the caller's session or account: it runs as a disposable principal. */
  consumesCaller?: (ownership: Ownership | null) => boolean
  build: (ctx: Context) => Promise<Built> | Built
  /**
   * The call leaves the item it is built on as it found it, or usable again by anyone (a read, an
   * edit that keeps it readable): the request is built once per test file and reused. 'owner': the
   * build depends only on whose item it is (the caller's own, or the bystander's for 'other' and
   * for routes without an owner split); 'caller': on the caller too. Calls that destroy or consume
   * their item, or that a second call would refuse, leave this out: they get a fresh item each.
   */
  reuse?: 'owner' | 'caller'
  /**
   * The zod schemas the route validates with (fuzzed; a JSON route must refuse other content
   * types, a form route is sent multipart).
   */
  input?: { json?: ZodType; query?: ZodType; param?: ZodType; form?: ZodType }
}

let sequence = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`

const always = () => true
const whenOwn = (o: Ownership | null) => o === 'own'
const ownership = (o: Ownership | null): Ownership => o ?? 'other'

/** A live password-reset link for a fresh member, as /password/forgot would have emailed it. */
const resetToken = async () => {
  const user = await createUser()
  const token = randomToken(32)
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  })
  return token
}

const signupBody = async () => ({
  forename: 'Matrix',
  surname: 'Applicant',
  email: `${unique('applicant')}@example.test`,
  agreed_to: true,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  captcha: await solveCaptcha(exports.default),
})

const DAY = 86_400_000
/** A start a week ahead and an end two hours later, as the editor sends them. */
const eventDates = () => {
  const start = Date.now() + 7 * DAY
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 2 * 3_600_000).toISOString(),
  }
}

/** An event whose only ticket is sold out (1 seat, 1 taken): its waitlist is open. */
const soldOutEvent = async () => createEvent({}, [limitedTicket(1, 1)])

/**
 * A private calendar feed of a fresh member, as POST /api/me/calendar-feed would have made it
 * (one feed per member, so each call needs its own member): the token in its address.
 */
const calendarFeedToken = async () => {
  const user = await createUser()
  const token = randomToken(32)
  await db.insert(calendarFeeds).values({ userId: user.id, tokenHash: await sha256Hex(token) })
  return token
}

/** The upload form a browser sends: a real 1×1 PNG and what it is for. */
const uploadForm = () => {
  const form = new FormData()
  form.append('file', new File([tinyPng()], 'pixel.png', { type: 'image/png' }))
  form.append('kind', 'event')
  return form
}

// The route files validate these inline; the fuzzer only needs to know the route has them.
const feedTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) })
const filePathParam = z.object({ path: z.string().min(1).max(500) })

const CORE_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/heartbeat': { build: () => ({ path: '/api/heartbeat' }) },
  'POST /api/signup': {
    input: { json: signupInput },
    // Each from its own address: sign-ups are limited per IP (CF-Connecting-IP).
    build: async () => ({
      path: '/api/signup',
      json: await signupBody(),
      headers: { 'cf-connecting-ip': `198.18.255.${(sequence += 1) % 256}` },
    }),
  },
  'POST /api/signin': {
    input: { json: signinInput },
    // A signed-in caller's old session is revoked by a new sign-in.
    consumesCaller: always,
    build: async ({ p }) => ({
      path: '/api/signin',
      json: { email: (p.user ?? (await createUser())).email, password: PASSWORD },
    }),
  },
  'POST /api/signout': { consumesCaller: always, build: () => ({ path: '/api/signout' }) },
  'GET /api/me': { build: () => ({ path: '/api/me' }) },
  'POST /api/me/agree': { build: () => ({ path: '/api/me/agree' }) },
  'PUT /api/me/password': {
    input: { json: changePasswordInput },
    consumesCaller: always,
    build: () => ({
      path: '/api/me/password',
      json: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
  },
  'DELETE /api/me': { consumesCaller: always, build: () => ({ path: '/api/me' }) },
  'POST /api/password/forgot': {
    input: { json: forgotPasswordInput },
    build: () => ({
      path: '/api/password/forgot',
      json: { email: `${unique('forgot')}@example.test` },
    }),
  },
  'POST /api/password/reset': {
    input: { json: resetPasswordInput },
    build: async () => ({
      path: '/api/password/reset',
      json: {
        token: await resetToken(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
  },
  'GET /api/captcha': { build: () => ({ path: '/api/captcha' }) },
  'GET /api/settings': { build: () => ({ path: '/api/settings' }) },
  'GET /api/home': { build: () => ({ path: '/api/home' }) },
  'GET /api/settings/titles': { build: () => ({ path: '/api/settings/titles' }) },
  'GET /api/feed': {
    input: { query: listFeedQuery },
    build: () => ({ path: '/api/feed?filter_by=news,event&order=asc&page=1&per_page=15' }),
  },
  'GET /api/settings/:key': {
    input: { param: settingKeyParam },
    build: () => ({ path: '/api/settings/site_name' }),
  },
  'PUT /api/settings': {
    input: { json: saveSettingsInput },
    build: () => ({
      path: '/api/settings',
      json: { settings: { site_welcome_msg: `Welcome (${unique('w')})` } },
    }),
  },
  'PUT /api/settings/:key': {
    input: { param: settingKeyParam, json: saveSettingInput },
    build: () => ({
      path: '/api/settings/site_welcome_msg',
      json: { value: `Welcome (${unique('w')})` },
    }),
  },
  'POST /api/email-digest/preview': { build: () => ({ path: '/api/email-digest/preview' }) },
  'GET /api/featured-tiles': { build: () => ({ path: '/api/featured-tiles' }) },
  'PUT /api/featured-tiles': {
    input: { json: featuredTilesInput },
    build: () => ({ path: '/api/featured-tiles', json: { enabled: true } }),
  },
  'GET /api/user-attributes': { build: () => ({ path: '/api/user-attributes' }) },
  'GET /api/permissions': { build: () => ({ path: '/api/permissions' }) },
  'GET /api/roles': {
    input: { query: listRolesQuery },
    build: () => ({ path: '/api/roles?page=1&per_page=50' }),
  },
  'POST /api/roles': {
    input: { json: roleInput },
    build: () => ({
      path: '/api/roles',
      json: { label: unique('Matrix role').slice(0, 60), permissions: [] },
    }),
  },
  'GET /api/roles/:id': {
    input: { param: roleIdParam },
    item: 'role',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), fx.otherRole)}`,
    }),
  },
  'PUT /api/roles/:id': {
    input: { param: roleIdParam, json: roleInput },
    item: 'role',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), fx.otherRole)}`,
      json: { label: unique('Renamed').slice(0, 60), permissions: [] },
    }),
  },
  'DELETE /api/roles/:id': {
    input: { param: roleIdParam },
    item: 'role',
    consumesCaller: whenOwn,
    build: async ({ p, ownership: o }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), await createTargetRole())}`,
    }),
  },
  'GET /api/users': {
    input: { query: listUsersQuery },
    build: () => ({ path: '/api/users?page=1&page_size=15' }),
  },
  'GET /api/users/directory': {
    input: { query: listDirectoryQuery },
    build: () => ({
      path: '/api/users/directory?name=a&near=gb-leeds&near_distance=20&attrs[sector]=Finance',
    }),
  },
  'GET /api/users/directory/:slug': {
    input: { param: memberSlugParam },
    build: ({ fx }) => ({ path: `/api/users/directory/${fx.bystander.slug}` }),
  },
  'GET /api/places': {
    input: { query: searchPlacesQuery },
    build: () => ({ path: '/api/places?q=leeds' }),
  },
  'GET /api/users/:id': {
    input: { param: userIdParam },
    item: 'user',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/users/${userItem(p, ownership(o), fx.bystander)}`,
    }),
  },
  'PUT /api/users/:id': {
    input: { param: userIdParam, json: updateUserInput },
    item: 'user',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/users/${userItem(p, ownership(o), fx.bystander)}`,
      json: { forename: 'Renamed', company: null },
    }),
  },
  'DELETE /api/users/:id': {
    input: { param: userIdParam },
    item: 'user',
    consumesCaller: whenOwn,
    build: async ({ p, ownership: o }) => ({
      path: `/api/users/${userItem(p, ownership(o), await createUser())}`,
    }),
  },
  'GET /api/notifications': {
    input: { query: listNotificationsQuery },
    build: () => ({ path: '/api/notifications?status=unread' }),
  },
  'POST /api/notifications': {
    input: { json: markReadInput },
    build: () => ({ path: '/api/notifications', json: { all: true } }),
  },
  'GET /api/user-notifications/:userId': {
    input: { param: preferencesParam },
    item: 'preferences',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/user-notifications/${preferencesItem(p, ownership(o), fx.bystander)}`,
    }),
  },
  'POST /api/user-notifications': {
    input: { json: saveNotificationPreferencesInput },
    item: 'preferences',
    build: ({ p, ownership: o, fx }) => ({
      path: '/api/user-notifications',
      json: {
        user_id: preferencesItem(p, ownership(o), fx.bystander),
        notifications: [{ notification: 'user.requested', email: false, push: true }],
      },
    }),
  },
  'GET /api/dev/outbox': {
    input: { query: pagingQuery(20) },
    build: () => ({ path: '/api/dev/outbox?page=1' }),
  },

  // ——— categories ———
  'GET /api/categories': {
    input: { query: listCategoriesQuery },
    build: () => ({ path: '/api/categories?page=1&categorizable=events' }),
  },
  'GET /api/categories/:id': {
    input: { param: idParam },
    build: ({ fx }) => ({ path: `/api/categories/${fx.category.id}` }),
  },

  // ——— events ———
  'GET /api/events': {
    input: { query: listEventsQuery },
    build: () => ({ path: '/api/events?page=1&starts_at_from=now' }),
  },
  'GET /api/events/:id': {
    input: { param: eventKeyParam, query: getEventQuery },
    build: ({ fx }) => ({ path: `/api/events/${fx.event.id}?with=tickets,categories` }),
  },
  'POST /api/events': {
    input: { json: createEventInput },
    build: () => ({
      path: '/api/events',
      json: {
        title: unique('Matrix event').slice(0, 200),
        excerpt: 'Made by a test',
        ...eventDates(),
      },
    }),
  },
  // Owners may edit their own event, but not its status (that is for events.manage).
  'PUT /api/events/:id': {
    input: { param: idParam, json: updateEventInput },
    item: 'event',
    build: async ({ p, ownership: o, fx }) => {
      const { event } = await eventItem(p, ownership(o), fx.bystander)
      return { path: `/api/events/${event.id}`, json: { title: unique('Renamed event') } }
    },
  },
  'DELETE /api/events/:id': {
    input: { param: idParam },
    item: 'event',
    build: async ({ p, ownership: o, fx }) => {
      const { event } = await eventItem(p, ownership(o), fx.bystander)
      return { path: `/api/events/${event.id}` }
    },
  },
  // A fresh event per call: a member may send 20 an hour. The bystander attends; attendees are shown.
  'POST /api/events/:id/lets-meet': {
    input: { param: idParam, json: letsMeetInput },
    build: async ({ fx }) => {
      const { event, tickets } = await createEvent({ userId: fx.bystander.id })
      await addAttendee({ eventId: event.id, userId: fx.bystander.id, ticketId: tickets[0]!.id })
      return {
        path: `/api/events/${event.id}/lets-meet`,
        json: {
          user_to: fx.bystander.id,
          message: 'Shall we meet at the bar?',
          event_id: event.id,
        },
      }
    },
  },

  // ——— orders ———
  'GET /api/event-orders/cost': {
    input: { query: orderCostQuery },
    build: ({ fx }) => ({ path: `/api/event-orders/cost?event_id=${fx.event.id}&total_tickets=1` }),
  },
  'GET /api/event-orders': {
    input: { query: listOrdersQuery },
    build: () => ({ path: '/api/event-orders?page=1&with=event' }),
  },
  // A fresh event per call: a member holds at most one live order per event.
  'POST /api/event-orders': {
    input: { json: reserveOrderInput },
    build: async ({ p }) => {
      const { event } = await createEvent()
      if (p.user)
        return { path: '/api/event-orders', json: { event_id: event.id, total_tickets: 1 } }
      return {
        path: '/api/event-orders',
        json: {
          event_id: event.id,
          total_tickets: 1,
          attendees: [{ full_name: 'Visiting Guest', email: `${unique('guest')}@example.test` }],
          captcha: await solveCaptcha(exports.default),
        },
      }
    },
  },
  // The reference proves the caller made the reservation (a visitor's order has no account).
  'POST /api/event-orders/:id/confirm': {
    input: { param: idParam, json: confirmOrderInput },
    build: async ({ p }) => {
      const { event, tickets } = await createEvent()
      const order = await createReservedOrder({
        eventId: event.id,
        ticketId: tickets[0]!.id,
        userId: p.user?.id ?? null,
      })
      return {
        path: `/api/event-orders/${order.id}/confirm`,
        json: { reference: order.reference, payment_method: 'free' },
      }
    },
  },
  'DELETE /api/event-orders/:id': {
    input: { param: idParam },
    item: 'order',
    build: async ({ p, ownership: o, fx }) => {
      const { order } = await orderItem(p, ownership(o), fx.bystander)
      return { path: `/api/event-orders/${order.id}` }
    },
  },

  // ——— attendees ———
  'GET /api/event-attendees': {
    input: { query: listAttendeesQuery },
    build: ({ fx }) => ({ path: `/api/event-attendees?event_id=${fx.event.id}&page=1` }),
  },
  'GET /api/event-attendees/:id': {
    input: { param: idParam },
    build: ({ fx }) => ({ path: `/api/event-attendees/${fx.attendee.id}` }),
  },
  'POST /api/event-attendees': {
    input: { json: createAttendeeInput },
    build: ({ fx }) => ({
      path: '/api/event-attendees',
      json: {
        event_id: fx.event.id,
        full_name: 'Added Guest',
        email: `${unique('added')}@example.test`,
      },
    }),
  },
  'PUT /api/event-attendees/:id': {
    input: { param: idParam, json: updateAttendeeInput },
    build: ({ fx }) => ({
      path: `/api/event-attendees/${fx.attendee.id}`,
      json: { full_name: unique('Renamed Attendee') },
    }),
  },
  'DELETE /api/event-attendees/:id': {
    input: { param: idParam },
    build: async ({ fx }) => ({
      path: `/api/event-attendees/${(await addAttendee({ eventId: fx.event.id })).id}`,
    }),
  },
  'GET /api/events/:id/attendees-export': {
    input: { param: idParam },
    build: ({ fx }) => ({ path: `/api/events/${fx.event.id}/attendees-export` }),
  },

  // ——— calendar and waitlist ———
  'GET /api/events/:id/ics': {
    input: { param: idParam },
    build: ({ fx }) => ({ path: `/api/events/${fx.event.id}/ics` }),
  },
  'GET /api/me/calendar-feed': { build: () => ({ path: '/api/me/calendar-feed' }) },
  'POST /api/me/calendar-feed': { build: () => ({ path: '/api/me/calendar-feed' }) },
  'DELETE /api/me/calendar-feed': { build: () => ({ path: '/api/me/calendar-feed' }) },
  'GET /api/calendar-feeds/:token': {
    reuse: 'owner',
    input: { param: feedTokenParam },
    build: async () => ({ path: `/api/calendar-feeds/${await calendarFeedToken()}.ics` }),
  },
  'POST /api/events/:id/waitlist': {
    input: { param: idParam },
    build: async () => ({ path: `/api/events/${(await soldOutEvent()).event.id}/waitlist` }),
  },
  'DELETE /api/events/:id/waitlist': {
    input: { param: idParam },
    build: async ({ p }) => {
      const { event, tickets } = await soldOutEvent()
      if (p.user)
        await addToWaitlist({ eventId: event.id, ticketId: tickets[0]!.id, userId: p.user.id })
      return { path: `/api/events/${event.id}/waitlist` }
    },
  },

  // ——— uploads ———
  'POST /api/uploads': {
    input: { form: uploadFileForm },
    build: () => ({ path: '/api/uploads', form: uploadForm() }),
  },
  'POST /api/uploads/img': {
    input: { json: uploadImageInput },
    build: () => ({ path: '/api/uploads/img', json: { data: TINY_PNG_BASE64, path: 'event' } }),
  },
  'DELETE /api/uploads': {
    input: { json: deleteUploadInput },
    item: 'upload',
    build: async ({ p, ownership: o, fx }) => {
      const upload = await uploadItem(p, ownership(o), fx.bystander)
      return { path: '/api/uploads', json: { path: upload.path, id: upload.id } }
    },
  },
  'GET /api/files/:path{.+}': {
    reuse: 'owner',
    input: { param: filePathParam },
    build: async ({ fx }) => ({ path: `/api/files/${(await createUpload(fx.bystander.id)).path}` }),
  },
}

/** Issue 4: the forum, its live socket, groups and join requests. */
const FORUM_REQUESTS: Record<string, RequestSpec> = {
  // ——— forum categories ———
  'GET /api/forum/categories': {
    input: { query: listForumCategoriesQuery },
    build: () => ({ path: '/api/forum/categories?page=1' }),
  },
  'GET /api/forum/categories/:id': {
    input: { param: categoryKeyParam },
    build: ({ fx }) => ({ path: `/api/forum/categories/${fx.forum.category.slug}` }),
  },
  'POST /api/forum/categories': {
    input: { json: forumCategoryInput },
    build: () => ({ path: '/api/forum/categories', json: { name: unique('Matrix category') } }),
  },
  'PUT /api/forum/categories/:id': {
    input: { param: idParam, json: updateForumCategoryInput },
    build: async () => ({
      path: `/api/forum/categories/${(await createForumCategory()).id}`,
      json: { name: unique('Renamed category') },
    }),
  },
  'DELETE /api/forum/categories/:id': {
    input: { param: idParam },
    build: async () => ({ path: `/api/forum/categories/${(await createForumCategory()).id}` }),
  },

  // ——— threads ———
  'GET /api/forum/threads': {
    input: { query: listThreadsQuery },
    build: ({ fx }) => ({
      path: `/api/forum/threads?page=1&forum_category_id=${fx.forum.category.id}`,
    }),
  },
  'GET /api/forum/threads/:id': {
    input: { param: idParam, query: getThreadQuery },
    build: ({ fx }) => ({ path: `/api/forum/threads/${fx.forum.thread.id}?with=replies` }),
  },
  'GET /api/forum/categories/:category/threads/:thread': {
    input: { param: threadSlugParams, query: getThreadQuery },
    build: ({ fx }) => ({
      path: `/api/forum/categories/${fx.forum.category.slug}/threads/${fx.forum.thread.slug}?with=replies`,
    }),
  },
  'POST /api/forum/threads': {
    input: { json: createThreadInput },
    build: ({ fx }) => ({
      path: '/api/forum/threads',
      json: {
        forum_category_id: fx.forum.category.id,
        title: unique('Matrix thread'),
        body: 'Started by a test',
        tags: ['matrix'],
      },
    }),
  },
  'PUT /api/forum/threads/:id': {
    input: { param: idParam, json: updateThreadInput },
    item: 'thread',
    build: async ({ p, ownership: o, fx }) => {
      const thread = await threadItem(p, ownership(o), fx.bystander, fx.forum.category.id)
      return { path: `/api/forum/threads/${thread.id}`, json: { title: unique('Renamed thread') } }
    },
  },
  'DELETE /api/forum/threads/:id': {
    input: { param: idParam },
    item: 'thread',
    build: async ({ p, ownership: o, fx }) => {
      const thread = await threadItem(p, ownership(o), fx.bystander, fx.forum.category.id)
      return { path: `/api/forum/threads/${thread.id}` }
    },
  },
  // The thread page's socket: a browser sends Upgrade and the page's Origin (ours).
  'GET /api/forum/threads/:id/live': {
    input: { param: idParam },
    build: ({ fx }) => ({
      path: `/api/forum/threads/${fx.forum.thread.id}/live`,
      headers: { upgrade: 'websocket', origin: ORIGIN },
    }),
  },

  // ——— replies ———
  'GET /api/forum/replies': {
    input: { query: listRepliesQuery },
    build: ({ fx }) => ({
      path: `/api/forum/replies?forum_thread_id=${fx.forum.thread.id}&page=1`,
    }),
  },
  'GET /api/forum/replies/:id': {
    input: { param: idParam },
    build: ({ fx }) => ({ path: `/api/forum/replies/${fx.forum.reply.id}` }),
  },
  'POST /api/forum/replies': {
    input: { json: createReplyInput },
    build: ({ fx }) => ({
      path: '/api/forum/replies',
      json: { forum_thread_id: fx.forum.thread.id, body: 'Answered by a test' },
    }),
  },
  'PUT /api/forum/replies/:id': {
    input: { param: idParam, json: updateReplyInput },
    item: 'reply',
    build: async ({ p, ownership: o, fx }) => {
      const { reply } = await replyItem(p, ownership(o), fx.bystander, fx.forum.category.id)
      return { path: `/api/forum/replies/${reply.id}`, json: { body: 'Edited by a test' } }
    },
  },
  'DELETE /api/forum/replies/:id': {
    input: { param: idParam },
    item: 'reply',
    build: async ({ p, ownership: o, fx }) => {
      const { reply } = await replyItem(p, ownership(o), fx.bystander, fx.forum.category.id)
      return { path: `/api/forum/replies/${reply.id}` }
    },
  },

  // ——— likes ———
  'GET /api/forum/likes': {
    input: { query: listLikesQuery },
    build: ({ fx }) => ({
      path: `/api/forum/likes?forum_object_id=${fx.forum.thread.id}&forum_object_type=thread`,
    }),
  },
  'POST /api/forum/likes': {
    input: { json: likeInput },
    build: async ({ fx }) => {
      const thread = await createForumThread({
        forumCategoryId: fx.forum.category.id,
        userId: fx.bystander.id,
      })
      return {
        path: '/api/forum/likes',
        json: { forum_object_id: thread.id, forum_object_type: 'thread' },
      }
    },
  },
  // Only one's own like can be taken back, whoever one is.
  'DELETE /api/forum/likes/:id': {
    input: { param: idParam },
    item: 'like',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => {
      const { like } = await likeItem(p, ownership(o), fx.bystander, fx.forum.category.id)
      return { path: `/api/forum/likes/${like.id}` }
    },
  },

  // ——— search, polling, mentions, the switch ———
  'GET /api/forum/search': {
    input: { query: searchQuery },
    build: () => ({ path: '/api/forum/search?q=hello&page=1' }),
  },
  // Since the epoch, on a thread with a reply: always something to report (200, not 204).
  'GET /api/forum/heartbeat': {
    input: { query: heartbeatQuery },
    build: ({ fx }) => ({
      path: `/api/forum/heartbeat?since=0&forum_thread_id=${fx.forum.thread.id}`,
    }),
  },
  'GET /api/forum/mention-suggestions': {
    input: { query: mentionSuggestionsQuery },
    build: () => ({ path: '/api/forum/mention-suggestions?q=Test' }),
  },
  // Always "on": the other cases read the forum.
  'PUT /api/settings/forum': {
    input: { json: forumSettingsInput },
    build: () => ({ path: '/api/settings/forum', json: { is_forum_active: true } }),
  },

  // ——— groups ———
  'GET /api/groups': {
    input: { query: listGroupsQuery },
    build: () => ({ path: '/api/groups?page=1' }),
  },
  'GET /api/groups/:id': {
    input: { param: groupKeyParam, query: getGroupQuery },
    build: ({ fx }) => ({ path: `/api/groups/${fx.forum.group.slug}` }),
  },
  'POST /api/groups': {
    input: { json: createGroupInput },
    build: () => ({ path: '/api/groups', json: { title: unique('Matrix group') } }),
  },
  'PUT /api/groups/:id': {
    input: { param: idParam, json: updateGroupInput },
    build: async () => ({
      path: `/api/groups/${(await createGroup()).id}`,
      json: { title: unique('Renamed group') },
    }),
  },
  'DELETE /api/groups/:id': {
    input: { param: idParam },
    build: async () => ({ path: `/api/groups/${(await createGroup()).id}` }),
  },
  'GET /api/groups/:id/users': {
    input: { param: idParam, query: listGroupUsersQuery },
    build: ({ fx }) => ({ path: `/api/groups/${fx.forum.group.id}/users?page=1&scope=members` }),
  },
  'POST /api/groups/:id/users': {
    input: { param: idParam, json: addGroupUserInput },
    build: async ({ fx }) => ({
      path: `/api/groups/${fx.forum.group.id}/users`,
      json: { user_id: (await createUser()).id },
    }),
  },
  'DELETE /api/groups/:id/users/:user_id': {
    input: { param: groupUserParams },
    build: async ({ fx }) => ({
      path: `/api/groups/${fx.forum.group.id}/users/${(await addGroupMember(fx.forum.group.id)).id}`,
    }),
  },

  // ——— join requests ———
  'GET /api/group-user-requests': {
    input: { query: listGroupRequestsQuery },
    build: ({ fx }) => ({ path: `/api/group-user-requests?group_id=${fx.forum.group.id}&page=1` }),
  },
  // A member asks for themselves only: the "other" request names the bystander.
  'POST /api/group-user-requests': {
    input: { json: groupRequestInput },
    item: 'user',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => ({
      path: '/api/group-user-requests',
      json: {
        group_id: (await createGroup({ privacy: 'private' })).id,
        user_id: userItem(p, ownership(o), fx.bystander),
      },
    }),
  },
  'POST /api/group-user-requests/:id/accept': {
    input: { param: idParam },
    build: async ({ fx }) => ({
      path: `/api/group-user-requests/${(await createGroupRequest(fx.forum.group.id)).request.id}/accept`,
    }),
  },
  'POST /api/group-user-requests/:id/decline': {
    input: { param: idParam },
    build: async ({ fx }) => ({
      path: `/api/group-user-requests/${(await createGroupRequest(fx.forum.group.id)).request.id}/decline`,
    }),
  },
}

/** The caller's own user id, for the connection routes' "own" items. */
const callerId = (p: Principal) => {
  if (!p.user) throw new Error(`principals: ${p.name} owns no user record`)
  return p.user.id
}

/**
 * Connections and member safety (issue 13): each member acts for themselves, so an "own" item is
 * a request to (or from) the caller, a connection or block of theirs, and an "other" item one
 * between a fresh member and the bystander, which the caller is answered as if it did not exist.
 */
const CONNECTION_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/connect-requests': {
    input: { query: listConnectRequestsQuery },
    build: () => ({ path: '/api/connect-requests?received=1&with=user_from&page=1&page_size=999' }),
  },
  'POST /api/connect-requests': {
    input: { json: createConnectRequestInput },
    build: async () => ({
      path: '/api/connect-requests',
      json: { user_id: (await createUser()).id, message: 'Hello' },
    }),
  },
  'PUT /api/connect-requests/:id': {
    input: { param: idParam, json: answerConnectRequestInput },
    item: 'connect-request',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => {
      const from = (await createUser()).id
      const to = o === 'own' ? callerId(p) : fx.bystander.id
      const request = await createConnectRequest(from, to)
      return { path: `/api/connect-requests/${request.id}`, json: { status: 'accepted' } }
    },
  },
  'DELETE /api/connect-requests/:id': {
    input: { param: idParam },
    item: 'connect-request',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => {
      const to = (await createUser()).id
      const from = o === 'own' ? callerId(p) : fx.bystander.id
      return { path: `/api/connect-requests/${(await createConnectRequest(from, to)).id}` }
    },
  },
  'GET /api/connects': {
    input: { query: listConnectsQuery },
    build: () => ({ path: '/api/connects?with=user_to&page_size=100' }),
  },
  'DELETE /api/connects/:user_id': {
    input: { param: memberIdParam },
    item: 'connection',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => {
      const other = (await createUser()).id
      await createConnection(o === 'own' ? callerId(p) : fx.bystander.id, other)
      return { path: `/api/connects/${other}` }
    },
  },
  'GET /api/member-blocks': {
    input: { query: listBlocksQuery },
    build: () => ({ path: '/api/member-blocks?page=1' }),
  },
  'POST /api/member-blocks': {
    input: { json: blockMemberInput },
    build: async () => ({ path: '/api/member-blocks', json: { user_id: (await createUser()).id } }),
  },
  'DELETE /api/member-blocks/:user_id': {
    input: { param: memberIdParam },
    item: 'block',
    succeedsAs: 'own',
    build: async ({ p, ownership: o, fx }) => {
      const other = (await createUser()).id
      await createBlock(o === 'own' ? callerId(p) : fx.bystander.id, other)
      return { path: `/api/member-blocks/${other}` }
    },
  },
  'POST /api/member-reports': {
    input: { json: reportMemberInput },
    build: async () => ({
      path: '/api/member-reports',
      json: { user_id: (await createUser()).id, reason: 'Sends spam' },
    }),
  },
  'GET /api/member-reports': {
    input: { query: listReportsQuery },
    build: () => ({ path: '/api/member-reports?status=open&page=1' }),
  },
  'PUT /api/member-reports/:id': {
    input: { param: idParam, json: updateReportInput },
    build: async ({ fx }) => {
      const report = await createReport((await createUser()).id, fx.bystander.id)
      return { path: `/api/member-reports/${report.id}`, json: { status: 'resolved' } }
    },
  },
}

export const VALID_REQUESTS: Record<string, RequestSpec> = {
  ...CORE_REQUESTS,
  ...FORUM_REQUESTS,
  ...CONNECTION_REQUESTS,
  ...MESSAGE_REQUESTS,
  ...ENGAGEMENT_REQUESTS,
  ...POST_REQUESTS,
  ...PROMOTION_REQUESTS,
  ...POLL_REQUESTS,
  ...CATEGORY_REQUESTS,
  ...STATS_REQUESTS,
  ...TEMPLATE_REQUESTS,
  ...ADVERT_REQUESTS,
  ...PAGE_REQUESTS,
}

export const specOf = (key: RouteKey): RequestSpec => {
  const spec = VALID_REQUESTS[key]
  if (!spec)
    throw new Error(
      `No valid request for ${key}: add one to tests/worker/security/support/valid-requests.ts`,
    )
  return spec
}

/** The requests of the `reuse` routes, built once per test file (a file's Fixtures). */
const reused = new WeakMap<Fixtures, Map<string, Promise<Built>>>()

const buildOnce = (key: RouteKey, spec: RequestSpec, ctx: Context): Promise<Built> => {
  if (!spec.reuse || spec.consumesCaller) return Promise.resolve(spec.build(ctx))
  const owner = ctx.ownership === 'own' ? `own:${ctx.p.name}` : 'other'
  const slot = spec.reuse === 'owner' ? owner : `${owner}:${ctx.p.name}`
  const cache = reused.get(ctx.fx) ?? new Map<string, Promise<Built>>()
  reused.set(ctx.fx, cache)
  let built = cache.get(`${key} ${slot}`)
  if (!built) {
    built = Promise.resolve(spec.build(ctx))
    cache.set(`${key} ${slot}`, built)
    // A failed build is not kept: the next call tries again (and reports its own error).
    built.catch(() => cache.delete(`${key} ${slot}`))
  }
  return built
}

/** The valid request of `route` for `p` (a disposable twin of `p` when the call consumes its caller). */
export const validRequest = async (
  route: ApiRoute,
  p: Principal,
  o: Ownership | null,
  fx: Fixtures,
) => {
  const spec = specOf(route.key)
  const caller = spec.consumesCaller?.(o) ? await fx.principals.disposable(p) : p
  const built = await buildOnce(route.key, spec, { p: caller, ownership: o, fx })
  const request: ValidRequest = { method: route.method, session: caller.session, ...built }
  return { request, caller }
}

/** The ownership under which super_admin's valid request of `route` succeeds. */
export const succeedsAs = (route: ApiRoute): Ownership => specOf(route.key).succeedsAs ?? 'other'

/**
 * Sends a valid request as the SPA would (same origin, JSON or multipart, its extra headers). A
 * websocket answer (101) is accepted and closed at once: only the status matters here.
 */
export const sendValid = async (request: ValidRequest) => {
  const hasBody = request.json !== undefined || request.form !== undefined
  const headers: Record<string, string> = {
    ...(request.method === 'GET' ? {} : { origin: ORIGIN }),
    ...request.headers,
  }
  if (request.json !== undefined && request.form === undefined)
    headers['content-type'] = 'application/json'
  if (request.session?.cookie) headers.cookie = request.session.cookie
  const res = await exports.default.fetch(`${ORIGIN}${request.path}`, {
    method: request.method,
    headers,
    body: hasBody ? (request.form ?? JSON.stringify(request.json)) : undefined,
    // A redirect (an advert's click) is the route's answer; where it points is not ours to fetch.
    redirect: 'manual',
  })
  if (res.webSocket) {
    res.webSocket.accept()
    res.webSocket.close(1000, 'test over')
  }
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: res.status, body }
}
