import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '@worker/db/schema'
import { createUser, db, PASSWORD, signedInAs } from '../helpers/factories'
import { exports } from 'cloudflare:workers'
import { call, ORIGIN } from '../helpers/http'
import { createAdvert } from '../helpers/advert-factories'
import { createEvent } from '../helpers/event-factories'
import { createNewsPost, createPromotionPost, createResourcePost } from '../helpers/post-factories'

/**
 * D1 round trips per request (header x-d1-round-trips, counted outside production). A signed-in
 * read carries the session rows in the same batch as its page: one round trip in all.
 */

describe('D1 round-trip budgets', () => {
  it.each([
    ['GET /api/users?page=1&page_size=15', '/api/users?page=1&page_size=15', 'admin', 1],
    ['GET /api/users?userStatus=-1', '/api/users?userStatus=-1', 'admin', 1],
    ['GET /api/roles', '/api/roles', 'admin', 1],
    ['GET /api/notifications', '/api/notifications?per_page=5', 'member', 1],
    // The inbox: its page, total and unread count ride with the session rows.
    ['GET /api/message-threads', '/api/message-threads?page=1', 'member', 1],
    ['GET /api/permissions', '/api/permissions', 'member', 1],
    ['GET /api/settings', '/api/settings', 'member', 1],
    ['GET /api/me', '/api/me', 'member', 1],
    ['GET /api/home', '/api/home', 'member', 1],
    ['GET /api/home (visitor)', '/api/home', null, 1],
    // News and resources: the page, its total, counters and the reader's like in one batch.
    ['GET /api/news', '/api/news?page=1', 'member', 1],
    ['GET /api/news (visitor)', '/api/news?page=1', null, 1],
    ['GET /api/news?status=all', '/api/news?status=all&page=1', 'admin', 1],
    ['GET /api/resources', '/api/resources?page=1', 'member', 1],
    ['GET /api/posts/search', '/api/posts/search?q=fair', 'member', 1],
    ['GET /api/approvals', '/api/approvals?page=1', 'admin', 1],
    // Promotions: the page, its total, the reader's claim, counters and like in one batch.
    ['GET /api/promotions', '/api/promotions?page=1', 'member', 1],
    ['GET /api/promotions (visitor)', '/api/promotions?page=1', null, 1],
    ['GET /api/promotions?status=all', '/api/promotions?status=all&page=1', 'admin', 1],
    ['GET /api/promotions?claimed=1', '/api/promotions?claimed=1', 'member', 1],
    // The feed page: its rows with their cards and the total, the session riding along.
    ['GET /api/feed', '/api/feed?per_page=15', 'member', 1],
    ['GET /api/feed (visitor)', '/api/feed?filter_by=news', null, 1],
    ['GET /api/settings/titles', '/api/settings/titles', 'member', 1],
    // Polls and surveys: the page with options, the reader's vote, siblings and engagement.
    ['GET /api/polls', '/api/polls?page=1&with=siblings', 'member', 1],
    ['GET /api/polls (visitor)', '/api/polls?page=1', null, 1],
    ['GET /api/polls?status=all', '/api/polls?status=all&page=1', 'admin', 1],
    ['GET /api/surveys', '/api/surveys?page=1', 'member', 1],
    // The category tree: groups and their categories (filtered by feature) in one batch.
    ['GET /api/category-types', '/api/category-types?categorizables[]=events', 'admin', 1],
    ['GET /api/category-types (visitor)', '/api/category-types', null, 1],
    ['GET /api/categories', '/api/categories?categorizable=news&page_size=100', 'member', 1],
    // Statistics: totals, content and every series in one batch with the session rows.
    ['GET /api/stats', '/api/stats?range=12m', 'admin', 1],
    // Email and push templates: the page and its total, or the one template, with the session.
    ['GET /api/email-templates', '/api/email-templates?q=event', 'admin', 1],
    ['GET /api/email-templates/:key', '/api/email-templates/forum.mention', 'admin', 1],
    ['GET /api/push-notifications', '/api/push-notifications?page=2', 'admin', 1],
    ['GET /api/push-notifications/:key', '/api/push-notifications/forum.mention', 'admin', 1],
    // Adverts: the admin list with its total; the member side's running adverts of a position.
    ['GET /api/adverts', '/api/adverts?page=1', 'admin', 1],
    ['GET /api/adverts/showing', '/api/adverts/showing?position=sidebar', 'member', 1],
    ['GET /api/adverts/showing (visitor)', '/api/adverts/showing?position=feed', null, 1],
    // Pages: the page and its total, visibility by the session in SQL.
    ['GET /api/pages (visitor)', '/api/pages?page=1', null, 1],
    ['GET /api/pages', '/api/pages?page=1&page_size=15', 'admin', 1],
    ['GET /api/pages/faq', '/api/pages/faq', 'member', 1],
    ['GET /api/faq-questions', '/api/faq-questions?page=1', 'admin', 1],
  ] as const)('%s costs at most its budget', async (_name, path, role, budget) => {
    const session = role ? (await signedInAs(role)).session : undefined
    const res = await call(path, { session })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('x-d1-round-trips'))).toBeLessThanOrEqual(budget)
  })

  it('a list whose filter needs a setting costs one more', async () => {
    const { session } = await signedInAs('admin')
    await call('/api/settings', {
      method: 'PUT',
      session,
      json: {
        settings: {
          gdpr_settings: {
            signup: { content: 'x', modified: null },
            reminder: { content: 'y', threshold: '1 year' },
          },
        },
      },
    })
    const res = await call('/api/users?userStatus=2', { session })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('x-d1-round-trips'))).toBeLessThanOrEqual(2)
  })

  it('a visitor’s /api/me costs no D1 round trip at all', async () => {
    const res = await call('/api/me')
    expect(res.headers.get('x-d1-round-trips')).toBe('0')
  })
})

describe('sign-in', () => {
  it('costs two round trips: the lookup, then one batch that starts the session and reads it back', async () => {
    const user = await createUser()
    const res = await call('/api/signin', { json: { email: user.email, password: PASSWORD } })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('x-d1-round-trips'))).toBe(2)
  })
})

describe('a ticket reservation', () => {
  it('costs two round trips: the session rows with the event lookup, then the conditional batch', async () => {
    const { event, tickets } = await createEvent()
    const { session } = await signedInAs('member')
    const res = await call('/api/event-orders', {
      session,
      json: { event_id: event.id, ticket_id: tickets[0]!.id, total_tickets: 1 },
    })
    expect(res.status).toBe(201)
    expect(Number(res.headers.get('x-d1-round-trips'))).toBe(2)
  })

  it('still knows a visitor from a member: a visitor must give a captcha and attendees', async () => {
    const { event } = await createEvent()
    const res = await call('/api/event-orders', { json: { event_id: event.id, total_tickets: 1 } })
    expect(res.status).toBe(422)
  })
})

describe('the session touch', () => {
  it('happens after the answer and is not counted among its round trips', async () => {
    const { user, session } = await signedInAs('member')
    // A session last seen 10 minutes ago is touched (last seen, last active) by this request.
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, user.id))
    const res = await call('/api/notifications?per_page=5', { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
    await expect
      .poll(async () => {
        const [row] = await db.select().from(users).where(eq(users.id, user.id))
        return row!.lastActiveAt !== null && row!.lastActiveAt > longAgo
      })
      .toBe(true)
  })
})

describe('a news post or a resource', () => {
  it('costs one round trip to read, by slug or id, with the session rows riding along', async () => {
    const news = await createNewsPost()
    const resource = await createResourcePost()
    const { session } = await signedInAs('member')
    for (const path of [`/api/news/${news.slug}`, `/api/resources/${resource.id}`]) {
      const res = await call(path, { session })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-d1-round-trips')).toBe('1')
    }
  })
})

describe('a promotion', () => {
  it('costs one round trip to read, by slug or id, with the session rows riding along', async () => {
    const promotion = await createPromotionPost()
    const { session } = await signedInAs('member')
    for (const path of [`/api/promotions/${promotion.slug}`, `/api/promotions/${promotion.id}`]) {
      const res = await call(path, { session })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-d1-round-trips')).toBe('1')
    }
  })
})

describe('an advert', () => {
  it('costs one round trip to read, and one to follow its click', async () => {
    const advert = await createAdvert()
    const { session } = await signedInAs('admin')
    const read = await call(`/api/adverts/${advert.id}`, { session })
    expect(read.status).toBe(200)
    expect(read.headers.get('x-d1-round-trips')).toBe('1')
    const click = await exports.default.fetch(`${ORIGIN}/api/adverts/${advert.id}/click`, {
      redirect: 'manual',
    })
    expect(click.status).toBe(302)
    expect(click.headers.get('x-d1-round-trips')).toBe('1')
  })

  it('costs no D1 round trip to record impressions: the counter sums them', async () => {
    const advert = await createAdvert()
    const res = await call('/api/adverts/impressions', { json: { ids: [advert.id] } })
    expect(res.status).toBe(204)
    expect(res.headers.get('x-d1-round-trips')).toBe('0')
  })
})
