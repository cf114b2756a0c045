import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { joinWaitlist } from './use-cases/join-waitlist'
import { leaveWaitlist } from './use-cases/leave-waitlist'

/** Beyond the spec: the waitlist of a sold-out event, mounted at /events. */
export const eventWaitlistRoutes = new Hono<AppEnv>()
  .post('/:id/waitlist', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await joinWaitlist(depsOf(c), c.req.valid('param').id)), 201),
  )
  .delete('/:id/waitlist', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await leaveWaitlist(depsOf(c), c.req.valid('param').id))),
  )
