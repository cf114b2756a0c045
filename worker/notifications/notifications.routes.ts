import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv, SignedInActor } from '../lib/context'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  listNotificationsQuery,
  markReadInput,
  saveNotificationPreferencesInput,
  userIdParam,
} from './notifications.schemas'
import { listNotifications, listPreferences, markRead, savePreferences } from './notifications.service'

export const notificationsRoutes = new Hono<AppEnv>()
  .get('/notifications', signedIn, validate('query', listNotificationsQuery), async (c) => {
    const query = c.req.valid('query')
    const actor = c.var.actor as SignedInActor
    const { rows, total, unread } = await listNotifications(c.var.db, actor.user.id, query)
    const body = page(rows, total, query)
    return c.json({ ...body, meta: { ...body.meta, unread } })
  })
  .post('/notifications', signedIn, validate('json', markReadInput), async (c) => {
    const actor = c.var.actor as SignedInActor
    return c.json(item(await markRead(c.var.db, actor.user.id, c.req.valid('json'))))
  })
  .get('/user-notifications/:userId', signedIn, validate('param', userIdParam), async (c) =>
    c.json(item(await listPreferences(c.var.db, c.var.actor, c.req.valid('param').userId))),
  )
  .post('/user-notifications', signedIn, validate('json', saveNotificationPreferencesInput), async (c) =>
    c.json(item(await savePreferences(c.var.db, c.var.actor, c.req.valid('json')))),
  )
