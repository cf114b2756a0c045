import { Hono } from 'hono'
import { z } from 'zod'
import { allowed, anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { eventIdParam } from './events.schemas'
import {
  calendarFeedIcs,
  eventIcs,
  getCalendarFeed,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from './use-cases/manage-calendar-feed'
import { joinWaitlist, leaveWaitlist } from './use-cases/join-waitlist'

const ICS_HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' }
const feedTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Unknown feed'),
})

/**
 * Beyond the spec: add-to-calendar (.ics per event), a private revocable feed of the member's
 * events and tickets, and the waitlist for sold-out events.
 */
export const eventCalendarRoutes = new Hono<AppEnv>()
  .get('/events/:id/ics', allowed('events.view'), validate('param', eventIdParam), async (c) => {
    const { filename, ics } = await eventIcs(depsOf(c), c.req.valid('param').id)
    return c.body(ics, 200, {
      ...ICS_HEADERS,
      'Content-Disposition': `attachment; filename="${filename}"`,
    })
  })
  .get('/me/calendar-feed', signedIn, async (c) => c.json(item(await getCalendarFeed(depsOf(c)))))
  .post('/me/calendar-feed', signedIn, async (c) =>
    c.json(item(await rotateCalendarFeed(depsOf(c))), 201),
  )
  .delete('/me/calendar-feed', signedIn, async (c) =>
    c.json(item(await revokeCalendarFeed(depsOf(c)))),
  )
  // The secret in the address is the credential: calendar apps send no cookies.
  .get('/calendar-feeds/:token', anyone, validate('param', feedTokenParam), async (c) =>
    c.body(
      await calendarFeedIcs(depsOf(c), c.req.valid('param').token.replace(/\.ics$/, '')),
      200,
      ICS_HEADERS,
    ),
  )
  .post('/events/:id/waitlist', signedIn, validate('param', eventIdParam), async (c) =>
    c.json(item(await joinWaitlist(depsOf(c), c.req.valid('param').id)), 201),
  )
  .delete('/events/:id/waitlist', signedIn, validate('param', eventIdParam), async (c) =>
    c.json(item(await leaveWaitlist(depsOf(c), c.req.valid('param').id))),
  )
