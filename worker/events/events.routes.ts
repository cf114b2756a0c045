import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  createEventInput,
  eventKeyParam,
  getEventQuery,
  letsMeetInput,
  listEventsQuery,
  updateEventInput,
} from './events.schemas'
import { eventAttendeesRoutes } from './event-attendees.routes'
import { eventCalendarRoutes } from './event-calendar.routes'
import { eventOrdersRoutes } from './event-orders.routes'
import { eventWaitlistRoutes } from './event-waitlist.routes'
import { deleteEvent } from './use-cases/delete-event'
import { exportAttendeesCsv } from './use-cases/export-attendees'
import { sendLetsMeet } from './use-cases/send-lets-meet'
import { createEvent } from './use-cases/create-event'
import { getEvent } from './use-cases/get-event'
import { listEvents } from './use-cases/list-events'
import { updateEvent } from './use-cases/update-event'

/**
 * Events and sub-events (spec 01 §7, spec 02 §7), mounted at /events. Visibility and item rules
 * live in the use cases.
 */
export const eventsRoutes = new Hono<AppEnv>()
  .get('/', allowed('events.view'), validate('query', listEventsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listEvents(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // By id or slug.
  .get(
    '/:id',
    allowed('events.view'),
    validate('param', eventKeyParam),
    validate('query', getEventQuery),
    async (c) =>
      c.json(
        item(await getEvent(depsOf(c), c.req.valid('param').id, c.req.valid('query').with ?? [])),
      ),
  )
  // events.create is checked in the service so a refusal carries the spec's message.
  .post('/', signedIn, validate('json', createEventInput), async (c) =>
    c.json(item(await createEvent(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', idParam),
    validate('json', updateEventInput),
    async (c) =>
      c.json(item(await updateEvent(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await deleteEvent(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/:id/lets-meet',
    signedIn,
    validate('param', idParam),
    validate('json', letsMeetInput),
    async (c) =>
      c.json(
        item(await sendLetsMeet(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
  )
  .get('/:id/attendees-export', allowed('events.manage'), validate('param', idParam), async (c) => {
    const { filename, csv } = await exportAttendeesCsv(depsOf(c), c.req.valid('param').id)
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    })
  })

/**
 * The events domain as one sub-app, mounted at the API's root: events and their sub-resources
 * under /events, orders, attendees, and the calendar (whose paths span /events, /me and
 * /calendar-feeds, so it is mounted at the root with its paths written out).
 */
export const eventsApp = new Hono<AppEnv>()
  .route('/events', eventsRoutes)
  .route('/events', eventWaitlistRoutes)
  .route('/event-orders', eventOrdersRoutes)
  .route('/event-attendees', eventAttendeesRoutes)
  .route('/', eventCalendarRoutes)
