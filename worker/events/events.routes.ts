import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  createEventInput,
  eventIdParam,
  eventKeyParam,
  getEventQuery,
  letsMeetInput,
  listEventsQuery,
  updateEventInput,
} from './events.schemas'
import {
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  updateEvent,
} from './use-cases/delete-event'
import { sendLetsMeet } from './use-cases/send-lets-meet'

/** Events and sub-events (spec 01 §7, spec 02 §7). Visibility and item rules live in the service. */
export const eventsRoutes = new Hono<AppEnv>()
  .get('/events', allowed('events.view'), validate('query', listEventsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listEvents(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // By id or slug.
  .get(
    '/events/:id',
    allowed('events.view'),
    validate('param', eventKeyParam),
    validate('query', getEventQuery),
    async (c) =>
      c.json(
        item(await getEvent(depsOf(c), c.req.valid('param').id, c.req.valid('query').with ?? [])),
      ),
  )
  // events.create is checked in the service so a refusal carries the spec's message.
  .post('/events', signedIn, validate('json', createEventInput), async (c) =>
    c.json(item(await createEvent(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/events/:id',
    signedIn,
    validate('param', eventIdParam),
    validate('json', updateEventInput),
    async (c) =>
      c.json(item(await updateEvent(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/events/:id', signedIn, validate('param', eventIdParam), async (c) =>
    c.json(item(await deleteEvent(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/events/:id/lets-meet',
    signedIn,
    validate('param', eventIdParam),
    validate('json', letsMeetInput),
    async (c) =>
      c.json(
        item(await sendLetsMeet(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
  )
