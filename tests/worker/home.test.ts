import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { forumAttachments, siteSettings, users } from '@worker/db/schema'
import { touchSession } from '@worker/lib/session-sql'
import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import { apiAs, send } from '../helpers/api'
import { createEvent, createOrder } from '../helpers/event-factories'
import { createPromotionPost } from '../helpers/post-factories'
import { createUser, db, reloadUser, signInThroughApi } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createForumReply,
  createForumThread,
  createForumUpload,
  createGroupCategory,
  forumMember,
  switchForumOff,
} from '../helpers/forum-factories'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const iso = (ms: number) => new Date(Date.now() + ms).toISOString()

/** The home page's answer for this session (a visitor without one). */
const homeOf = async (session?: Session) => {
  const res = await send(apiAs(session).home.$get())
  expect(res.status).toBe(200)
  return res.body.data
}

const titlesOf = (rows: readonly { title: string }[] | null) => rows?.map((r) => r.title) ?? null

/** Events and threads are site-wide lists: each test starts from none, so none sees another's. */
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM event_orders'),
    env.DB.prepare('DELETE FROM events'),
    env.DB.prepare('DELETE FROM forum_threads'),
  ])
})

const setFeatures = async (change: Partial<Record<'events' | 'forum', boolean>>) => {
  const features = { ...siteSettingsSchema.shape.features.parse(undefined), ...change }
  await db
    .insert(siteSettings)
    .values({ key: 'features', value: features })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: features } })
  return () => db.delete(siteSettings).where(eq(siteSettings.key, 'features'))
}

describe('GET /api/home as a visitor', () => {
  it('shows the upcoming public events soonest first, never private, unapproved, past or sub-events', async () => {
    const { event: later } = await createEvent({
      title: 'Later',
      startsAt: iso(3 * DAY),
      endsAt: iso(3 * DAY + HOUR),
    })
    const { event: sooner } = await createEvent(
      { title: 'Sooner', startsAt: iso(DAY), endsAt: iso(DAY + HOUR) },
      [{ priceMinor: 0 }],
    )
    await createEvent({
      title: 'Members only',
      private: true,
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })
    await createEvent({
      title: 'Draft',
      status: 'draft',
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })
    await createEvent({
      title: 'Pending',
      status: 'pending',
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })
    await createEvent({ title: 'Over', startsAt: iso(-3 * HOUR), endsAt: iso(-HOUR) })
    await createEvent({
      title: 'A session',
      parentId: later.id,
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })

    const home = await homeOf()

    expect(titlesOf(home.events)).toEqual(['Sooner', 'Later'])
    expect(home.events?.[0]).toMatchObject({
      id: sooner.id,
      url: `/events/${sooner.slug}`,
      price_formatted: 'Free',
      starts_at: sooner.startsAt,
    })
    expect(home.member).toBeNull()
  })

  it('shows at most four events', async () => {
    for (let i = 1; i <= 6; i += 1)
      await createEvent({
        title: `Event ${i}`,
        startsAt: iso(i * HOUR),
        endsAt: iso(i * HOUR + HOUR),
      })
    expect(titlesOf((await homeOf()).events)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4'])
  })

  it('lists the latest discussions with their category, replies and picture, never a private or group-only thread', async () => {
    const author = await createUser({ forename: 'Ada', surname: 'Byron' })
    const older = await createForumThread({ title: 'Older', lastActivityAt: iso(-2 * HOUR) })
    const newer = await createForumThread({
      title: 'Newer',
      userId: author.id,
      totalReplies: 3,
      lastActivityAt: iso(-HOUR),
    })
    const picture = await createForumUpload(author.id)
    await db
      .insert(forumAttachments)
      .values({ uploadId: picture.id, forumThreadId: newer.id, position: 0 })
    await createForumThread({
      title: 'Private',
      private: true,
      userId: author.id,
      lastActivityAt: iso(0),
    })
    const { category: gated } = await createGroupCategory()
    await createForumThread({
      title: 'Founders only',
      forumCategoryId: gated.id,
      lastActivityAt: iso(0),
    })

    const home = await homeOf()

    expect(titlesOf(home.threads)).toEqual(['Newer', 'Older'])
    expect(home.threads?.[0]).toMatchObject({
      id: newer.id,
      total_replies: 3,
      last_activity_at: newer.lastActivityAt,
      img: `/api/files/${picture.path}`,
      user: { forename: 'Ada', surname: 'Byron' },
    })
    expect(home.threads?.[0]?.url).toBe(`/forum/${home.threads?.[0]?.category.slug}/${newer.slug}`)
    expect(home.threads?.[1]).toMatchObject({ id: older.id, img: null })
  })

  it('counts the active members only', async () => {
    const before = (await homeOf()).member_count
    await createUser()
    await createUser({ isActive: 0 })
    expect((await homeOf()).member_count).toBe(before + 1)
  })

  it('leaves out the events when the visitor role may not view them, and each area when it is off', async () => {
    await createEvent({ title: 'Soon', startsAt: iso(HOUR), endsAt: iso(2 * HOUR) })
    await createForumThread({ title: 'Talk' })
    await env.DB.prepare(
      "DELETE FROM role_permissions WHERE permission_key = 'events.view' AND role_id = (SELECT id FROM roles WHERE key = 'visitor')",
    ).run()
    try {
      const home = await homeOf()
      expect(home.events).toBeNull()
      expect(titlesOf(home.threads)).toEqual(['Talk'])
    } finally {
      await env.DB.prepare(
        "INSERT INTO role_permissions (role_id, permission_key) SELECT id, 'events.view' FROM roles WHERE key = 'visitor'",
      ).run()
    }

    const restoreForum = await switchForumOff()
    try {
      const home = await homeOf()
      expect(home.threads).toBeNull()
      expect(titlesOf(home.events)).toEqual(['Soon'])
    } finally {
      await restoreForum()
    }

    const restoreFeatures = await setFeatures({ events: false })
    try {
      expect((await homeOf()).events).toBeNull()
    } finally {
      await restoreFeatures()
    }
  })
})

describe('GET /api/home as a member', () => {
  it('shows members-only events, but still no unapproved ones of others', async () => {
    const { session } = await forumMember()
    await createEvent({
      title: 'Members only',
      private: true,
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })
    await createEvent({
      title: 'Pending',
      status: 'pending',
      startsAt: iso(HOUR),
      endsAt: iso(2 * HOUR),
    })
    expect(titlesOf((await homeOf(session)).events)).toEqual(['Members only'])
  })

  it('gives the next ticket: the soonest live booking of an event not yet over', async () => {
    const { user, session } = await forumMember()
    const { event: past, tickets: pastTickets } = await createEvent({
      startsAt: iso(-3 * HOUR),
      endsAt: iso(-HOUR),
    })
    const { event: next, tickets: nextTickets } = await createEvent(
      { title: 'Breakfast', startsAt: iso(2 * DAY), endsAt: iso(2 * DAY + HOUR) },
      [{ label: 'Member' }],
    )
    const { event: after, tickets: afterTickets } = await createEvent({
      startsAt: iso(5 * DAY),
      endsAt: iso(5 * DAY + HOUR),
    })
    const { event: cancelled, tickets: cancelledTickets } = await createEvent({
      startsAt: iso(DAY),
      endsAt: iso(DAY + HOUR),
    })
    await createOrder({ eventId: past.id, ticketId: pastTickets[0]!.id, userId: user.id })
    const order = await createOrder({
      eventId: next.id,
      ticketId: nextTickets[0]!.id,
      userId: user.id,
      totalTickets: 2,
    })
    await createOrder({ eventId: after.id, ticketId: afterTickets[0]!.id, userId: user.id })
    const gone = await createOrder({
      eventId: cancelled.id,
      ticketId: cancelledTickets[0]!.id,
      userId: user.id,
    })
    await env.DB.prepare("UPDATE event_orders SET status = 'cancelled' WHERE id = ?")
      .bind(gone.id)
      .run()

    const home = await homeOf(session)

    expect(home.member?.next_ticket).toEqual({
      reference: order.reference,
      status: 'purchased',
      total_tickets: 2,
      ticket_label: 'Member',
      event: expect.objectContaining({
        id: next.id,
        title: 'Breakfast',
        url: `/events/${next.slug}`,
      }),
    })
    // Another member's page knows nothing of it.
    const other = await forumMember()
    expect((await homeOf(other.session)).member?.next_ticket).toBeNull()
  })

  it('lists threads with replies from others since the previous visit, with how many are new', async () => {
    const { user, session } = await forumMember()
    const since = iso(-2 * DAY)
    await db.update(users).set({ previousVisitAt: since }).where(eq(users.id, user.id))
    const other = await createUser()

    const busy = await createForumThread({ title: 'Busy', lastActivityAt: iso(-HOUR) })
    await createForumReply({ forumThreadId: busy.id, userId: other.id, createdAt: iso(-3 * DAY) })
    await createForumReply({ forumThreadId: busy.id, userId: other.id, createdAt: iso(-DAY) })
    await createForumReply({ forumThreadId: busy.id, userId: other.id, createdAt: iso(-HOUR) })
    const mineOnly = await createForumThread({ title: 'Only me', lastActivityAt: iso(-HOUR) })
    await createForumReply({ forumThreadId: mineOnly.id, userId: user.id, createdAt: iso(-HOUR) })
    const quiet = await createForumThread({ title: 'Quiet', lastActivityAt: iso(-3 * DAY) })
    await createForumReply({ forumThreadId: quiet.id, userId: other.id, createdAt: iso(-3 * DAY) })
    const secret = await createForumThread({
      title: 'Secret',
      private: true,
      userId: other.id,
      lastActivityAt: iso(-HOUR),
    })
    await createForumReply({ forumThreadId: secret.id, userId: other.id, createdAt: iso(-HOUR) })

    const home = await homeOf(session)

    expect(home.member?.new_replies?.since).toBe(since)
    expect(home.member?.new_replies?.threads.map((t) => [t.title, t.new_replies])).toEqual([
      ['Busy', 2],
    ])
  })

  it('shows a group’s discussions to its members only', async () => {
    const insider = await forumMember()
    const outsider = await forumMember()
    const { category } = await createGroupCategory([insider.user])
    const thread = await createForumThread({ title: 'Founders only', forumCategoryId: category.id })
    await createForumReply({
      forumThreadId: thread.id,
      userId: outsider.user.id,
      createdAt: iso(0),
    })
    await createForumReply({ forumThreadId: thread.id, userId: insider.user.id, createdAt: iso(0) })

    const inside = await homeOf(insider.session)
    const outside = await homeOf(outsider.session)

    expect(titlesOf(inside.threads)).toEqual(['Founders only'])
    expect(inside.member?.new_replies?.threads.map((t) => t.title)).toEqual(['Founders only'])
    expect(outside.threads).toEqual([])
    expect(outside.member?.new_replies?.threads).toEqual([])
  })

  it('shows the latest five notifications and the unread count', async () => {
    const { user, session } = await forumMember()
    const insert = env.DB.prepare(
      "INSERT INTO notifications (user_id, kind, title, body, data, read_at, created_at) VALUES (?, 'user.requested', ?, '', '{}', ?, ?)",
    )
    await env.DB.batch(
      Array.from({ length: 7 }, (_, i) =>
        insert.bind(user.id, `Note ${i}`, i < 2 ? iso(0) : null, iso(-(7 - i) * HOUR)),
      ),
    )
    const home = await homeOf(session)
    expect(home.member?.notifications.unread).toBe(5)
    expect(home.member?.notifications.data.map((n) => n.title)).toEqual([
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
    ])
  })

  it('answers null for the new replies while the forum is off, and no ticket while events are off', async () => {
    const { user, session } = await forumMember()
    const { event, tickets } = await createEvent()
    await createOrder({ eventId: event.id, ticketId: tickets[0]!.id, userId: user.id })
    const restoreForum = await switchForumOff()
    const restoreFeatures = await setFeatures({ events: false })
    try {
      const home = await homeOf(session)
      expect(home.member?.new_replies).toBeNull()
      expect(home.member?.next_ticket).toBeNull()
      expect(home.events).toBeNull()
    } finally {
      await restoreForum()
      await restoreFeatures()
    }
  })
})

describe('the previous visit', () => {
  it('moves to the last activity when a member signs in after an hour away, and holds within a visit', async () => {
    const user = await createUser()
    const lastSeen = iso(-5 * HOUR)
    await db.update(users).set({ lastActiveAt: lastSeen }).where(eq(users.id, user.id))
    await signInThroughApi(user.email)
    expect((await reloadUser(user.id))?.previousVisitAt).toBe(lastSeen)

    // Ten minutes later the session is touched: still the same visit.
    const visitStart = (await reloadUser(user.id))!.lastActiveAt!
    await db
      .update(users)
      .set({ lastActiveAt: iso(-10 * 60_000) })
      .where(eq(users.id, user.id))
    const [session] = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .raw<[string]>()
    await touchSession(db, session![0], user.id, iso(-10 * 60_000), false)
    expect((await reloadUser(user.id))?.previousVisitAt).toBe(lastSeen)
    expect(visitStart > lastSeen).toBe(true)

    // Back after two hours away: a new visit, counted from where the last one ended.
    const ended = iso(-2 * HOUR)
    await db.update(users).set({ lastActiveAt: ended }).where(eq(users.id, user.id))
    await touchSession(db, session![0], user.id, ended, false)
    expect((await reloadUser(user.id))?.previousVisitAt).toBe(ended)
  })
})

describe('GET /api/home: featured items and tiles', () => {
  const feature = async (key: string, value: unknown) =>
    db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } })

  it('shows the featured event and member the reader may read, and nothing for unknown ids', async () => {
    const { event } = await createEvent({ title: 'Featured gala' })
    const star = await createUser({ forename: 'Grace', surname: 'Hopper', company: 'Navy' })
    await feature('featured_event_id', event.id)
    await feature('featured_member_id', star.id)
    await feature('featured_news_id', 999_999)
    try {
      const visitor = await homeOf()
      expect(visitor.featured.event).toMatchObject({ id: event.id, title: 'Featured gala' })
      // Visitors may not view the directory: no featured member for them.
      expect(visitor.featured.member).toBeNull()
      expect(visitor.featured.news).toBeNull()
      const member = await homeOf((await forumMember()).session)
      expect(member.featured.member).toMatchObject({
        id: star.id,
        title: 'Grace Hopper',
        excerpt: 'Navy',
      })
      expect(member.featured_tiles).toBe(true)
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_event_id'))
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_member_id'))
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_news_id'))
    }
  })

  it('shows the featured promotion, and none once promotions are switched off', async () => {
    const promotion = await createPromotionPost({ title: 'Ten per cent off', status: 'approved' })
    await feature('featured_promotion_id', promotion.id)
    try {
      expect((await homeOf()).featured.promotion).toMatchObject({
        id: promotion.id,
        title: 'Ten per cent off',
      })
      await feature('features', { ...siteSettingsSchema.parse({}).features, promotions: false })
      expect((await homeOf()).featured.promotion).toBeNull()
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_promotion_id'))
      await db.delete(siteSettings).where(eq(siteSettings.key, 'features'))
    }
  })

  it('hides a featured private event from visitors and says when the tiles are off', async () => {
    const { event } = await createEvent({ private: true })
    await feature('featured_event_id', event.id)
    await feature('featured_tiles', { enabled: false })
    try {
      const visitor = await homeOf()
      expect(visitor.featured.event).toBeNull()
      expect(visitor.featured_tiles).toBe(false)
      expect((await homeOf((await forumMember()).session)).featured.event).toMatchObject({
        id: event.id,
      })
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_event_id'))
      await db.delete(siteSettings).where(eq(siteSettings.key, 'featured_tiles'))
    }
  })
})
