import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { eventOrders } from '@worker/db/schema'
import { apiAs, errorOf, send } from '../helpers/api'
import { insertComment, insertLike } from '../helpers/engagement-factories'
import { createEvent, createOrder } from '../helpers/event-factories'
import { createUser, db, signedInAs } from '../helpers/factories'
import { createForumReply, createForumThread } from '../helpers/forum-factories'
import type { Session } from '../helpers/http'
import { createPoll } from '../helpers/poll-factories'
import { createPost } from '../helpers/post-factories'

const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const today = () => new Date().toISOString().slice(0, 10)

const stats = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).stats.$get({ query }))
type Stats = NonNullable<Awaited<ReturnType<typeof stats>>['body']>['data']

const last = <T>(rows: readonly T[]) => rows[rows.length - 1]!
const countOf = (s: Stats, type: string, status: string) =>
  s.content.by_type_and_status.find((r) => r.type === type && r.status === status)?.count

describe('GET /api/stats', () => {
  let admin: Session

  beforeAll(async () => {
    admin = (await signedInAs('admin')).session
  })

  it('asks a visitor to sign in and refuses members and contributors', async () => {
    expect((await stats(null)).status).toBe(401)
    expect((await stats((await signedInAs('member')).session)).status).toBe(403)
    expect((await stats((await signedInAs('contributor')).session)).status).toBe(403)
    expect((await stats((await signedInAs('super_admin')).session)).status).toBe(200)
  })

  it('refuses an unknown range with the field message', async () => {
    const res = await stats(admin, { range: '7y' })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ range: ['Range must be 30d, 90d or 12m'] })
  })

  it('answers 30 daily, 13 weekly or 12 monthly buckets, every one filled, for a private minute', async () => {
    const month = await stats(admin)
    expect(month.status).toBe(200)
    expect(month.headers.get('cache-control')).toBe('private, max-age=60')
    const m = month.body.data
    expect(m).toMatchObject({ range: '30d', grain: 'day', to: today() })
    expect(m.members.joined).toHaveLength(30)
    expect(last(m.members.joined).date).toBe(today())
    expect(m.members.joined[0]!.date).toBe(m.from)
    for (const series of [m.members.taking_part, m.events.tickets_sold, m.forum.activity])
      expect(series.map((p) => p.date)).toEqual(m.members.joined.map((p) => p.date))
    expect(Object.keys(m.content.created[0]!).sort()).toEqual(
      ['date', 'event', 'news', 'page', 'poll', 'promotion', 'resource', 'survey'].sort(),
    )

    const quarter = (await stats(admin, { range: '90d' })).body.data
    expect(quarter.grain).toBe('week')
    expect(quarter.members.joined).toHaveLength(13)
    // Weeks start on Monday.
    for (const p of quarter.members.joined) expect(new Date(p.date).getUTCDay()).toBe(1)

    const year = (await stats(admin, { range: '12m' })).body.data
    expect(year.grain).toBe('month')
    expect(year.members.joined).toHaveLength(12)
    for (const p of year.members.joined) expect(p.date).toMatch(/^\d{4}-\d{2}-01$/)
    expect(last(year.members.joined).date).toBe(`${today().slice(0, 7)}-01`)
  })

  it('counts members, content, tickets, the forum and engagement as they happen', async () => {
    const before = (await stats(admin)).body.data
    const beforeQuarter = (await stats(admin, { range: '90d' })).body.data

    // Members: two active (one seen today), one awaiting approval, one inactive, one who joined
    // 40 days ago (outside the month, inside the quarter).
    const alice = await createUser({ lastActiveAt: new Date().toISOString() })
    const bob = await createUser()
    await createUser({ isActive: -1 })
    await createUser({ isActive: 0 })
    await createUser({ createdAt: ago(40) })

    // Content: two news (one pending), a resource, an old resource, an upcoming and a past event,
    // a poll.
    await createPost({ type: 'news' })
    await createPost({ type: 'news', status: 'pending' })
    await createPost({ type: 'resource' })
    await createPost({ type: 'resource', createdAt: ago(40) })
    const { event, tickets } = await createEvent()
    await createEvent({ startsAt: ago(3), endsAt: ago(3) })
    await createPoll()

    // Three tickets sold for £15, a thread with two replies, a like and a comment.
    const order = await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      totalTickets: 3,
    })
    await db.update(eventOrders).set({ totalCostMinor: 1500 }).where(eq(eventOrders.id, order.id))
    const thread = await createForumThread({ userId: alice.id })
    await createForumReply({ forumThreadId: thread.id, userId: alice.id })
    await createForumReply({ forumThreadId: thread.id, userId: bob.id })
    await insertLike({ itemType: 'event', itemId: event.id, userId: alice.id })
    await insertComment({ itemType: 'event', itemId: event.id, userId: bob.id })

    const after = (await stats(admin)).body.data
    const afterQuarter = (await stats(admin, { range: '90d' })).body.data

    expect(after.members.total - before.members.total).toBe(5)
    expect(after.members.by_status.active - before.members.by_status.active).toBe(3)
    expect(after.members.by_status.pending - before.members.by_status.pending).toBe(1)
    expect(after.members.by_status.inactive - before.members.by_status.inactive).toBe(1)
    expect(after.members.joined_in_range - before.members.joined_in_range).toBe(4)
    expect(afterQuarter.members.joined_in_range - beforeQuarter.members.joined_in_range).toBe(5)
    expect(after.members.seen_in_range - before.members.seen_in_range).toBe(1)
    expect(last(after.members.joined).count - last(before.members.joined).count).toBe(4)
    // Alice (thread, reply, like) and Bob (reply, comment), each once.
    expect(last(after.members.taking_part).count - last(before.members.taking_part).count).toBe(2)

    expect(countOf(after, 'news', 'approved')! - countOf(before, 'news', 'approved')!).toBe(1)
    expect(countOf(after, 'news', 'pending')! - countOf(before, 'news', 'pending')!).toBe(1)
    expect(countOf(after, 'resource', 'approved')! - countOf(before, 'resource', 'approved')!).toBe(
      2,
    )
    expect(countOf(after, 'event', 'approved')! - countOf(before, 'event', 'approved')!).toBe(2)
    expect(countOf(after, 'poll', 'approved')! - countOf(before, 'poll', 'approved')!).toBe(1)
    // The system pages (migration 0023) are approved pages; posts have no drafts.
    expect(countOf(after, 'page', 'approved')).toBeGreaterThanOrEqual(6)
    expect(countOf(after, 'news', 'draft')).toBeUndefined()
    expect(countOf(after, 'event', 'draft')).toBe(0)
    expect(after.content.created_in_range - before.content.created_in_range).toBe(6)
    expect(last(after.content.created).news - last(before.content.created).news).toBe(2)
    expect(last(after.content.created).event - last(before.content.created).event).toBe(2)

    expect(after.events.upcoming - before.events.upcoming).toBe(1)
    expect(after.events.past - before.events.past).toBe(1)
    expect(after.events.tickets_sold_in_range - before.events.tickets_sold_in_range).toBe(3)
    expect(after.events.revenue_minor_in_range - before.events.revenue_minor_in_range).toBe(1500)
    expect(after.events.revenue_formatted_in_range).toMatch(/^£\d+\.\d{2}$/)
    expect(last(after.events.tickets_sold).count - last(before.events.tickets_sold).count).toBe(3)

    expect(after.forum.threads - before.forum.threads).toBe(1)
    expect(after.forum.replies - before.forum.replies).toBe(2)
    expect(after.forum.replies_in_range - before.forum.replies_in_range).toBe(2)
    expect(last(after.forum.activity).threads - last(before.forum.activity).threads).toBe(1)
    expect(after.engagement.likes_in_range - before.engagement.likes_in_range).toBe(1)
    expect(after.engagement.comments_in_range - before.engagement.comments_in_range).toBe(1)
    expect(
      last(after.engagement.over_time).comments - last(before.engagement.over_time).comments,
    ).toBe(1)
  })
})
