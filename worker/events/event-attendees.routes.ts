import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  attendeeIdParam,
  createAttendeeInput,
  listAttendeesQuery,
  updateAttendeeInput,
} from './event-orders.schemas'
import { eventIdParam } from './events.schemas'
import {
  createAttendee,
  deleteAttendee,
  exportAttendeesCsv,
  getAttendee,
  listAttendees,
  updateAttendee,
} from './use-cases/create-attendee'

/**
 * Event attendees (spec 01 §7, spec 03 §6): anyone who may see the event sees its attendees unless
 * it hides them; adding, editing, removing and exporting is for events.manage only.
 */
export const eventAttendeesRoutes = new Hono<AppEnv>()
  .get(
    '/event-attendees',
    allowed('events.view'),
    validate('query', listAttendeesQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listAttendees(depsOf(c), query)
      return c.json(page(rows, total, query))
    },
  )
  .get(
    '/event-attendees/:id',
    allowed('events.manage'),
    validate('param', attendeeIdParam),
    async (c) => c.json(item(await getAttendee(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/event-attendees',
    allowed('events.manage'),
    validate('json', createAttendeeInput),
    async (c) => c.json(item(await createAttendee(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/event-attendees/:id',
    allowed('events.manage'),
    validate('param', attendeeIdParam),
    validate('json', updateAttendeeInput),
    async (c) =>
      c.json(item(await updateAttendee(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete(
    '/event-attendees/:id',
    allowed('events.manage'),
    validate('param', attendeeIdParam),
    async (c) => c.json(item(await deleteAttendee(depsOf(c), c.req.valid('param').id))),
  )
  .get(
    '/events/:id/attendees-export',
    allowed('events.manage'),
    validate('param', eventIdParam),
    async (c) => {
      const { filename, csv } = await exportAttendeesCsv(depsOf(c), c.req.valid('param').id)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      })
    },
  )
