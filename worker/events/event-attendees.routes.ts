import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  createAttendeeInput,
  listAttendeesQuery,
  updateAttendeeInput,
} from './event-orders.schemas'
import { createAttendee } from './use-cases/create-attendee'
import { deleteAttendee } from './use-cases/delete-attendee'
import { getAttendee } from './use-cases/get-attendee'
import { listAttendees } from './use-cases/list-attendees'
import { updateAttendee } from './use-cases/update-attendee'

/**
 * Event attendees (spec 01 §7, spec 03 §6): anyone who may see the event sees its attendees unless
 * it hides them; adding, editing, removing and exporting is for events.manage only. Mounted at
 * /event-attendees; the export is GET /events/{id}/attendees-export, in events.routes.ts.
 */
export const eventAttendeesRoutes = new Hono<AppEnv>()
  .get('/', allowed('events.view'), validate('query', listAttendeesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listAttendees(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', allowed('events.manage'), validate('param', idParam), async (c) =>
    c.json(item(await getAttendee(depsOf(c), c.req.valid('param').id))),
  )
  .post('/', allowed('events.manage'), validate('json', createAttendeeInput), async (c) =>
    c.json(item(await createAttendee(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    allowed('events.manage'),
    validate('param', idParam),
    validate('json', updateAttendeeInput),
    async (c) =>
      c.json(item(await updateAttendee(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', allowed('events.manage'), validate('param', idParam), async (c) =>
    c.json(item(await deleteAttendee(depsOf(c), c.req.valid('param').id))),
  )
