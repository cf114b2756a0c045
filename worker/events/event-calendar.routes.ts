import { Hono } from 'hono'
import { z } from 'zod'
import { allowed, anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  getCalendarFeed,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from './use-cases/manage-calendar-feed'
import { calendarFeedIcs } from './use-cases/read-calendar-feed'
import { eventIcs } from './use-cases/export-event-ics'

const ICS_HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' }
const feedTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Unknown feed'),
})

/**
 * Beyond the spec: add-to-calendar (.ics per event) and a private revocable feed of the member's
 * events and tickets. Mounted at the API root: its paths span /events, /me and /calendar-feeds.
 */
export const eventCalendarRoutes = new Hono<AppEnv>()
  .get('/events/:id/ics', allowed('events.view'), validate('param', idParam), async (c) => {
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
