import { Hono } from 'hono'
import { actorOf } from '../auth/auth.middleware'
import { sessionUserIdSql } from '../lib/viewer-sql'
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
import {
  listNotifications,
  listPreferences,
  markRead,
  savePreferences,
} from './notifications.service'

export const notificationsRoutes = new Hono<AppEnv>()
  .get('/notifications', signedIn, validate('query', listNotificationsQuery), async (c) => {
    const query = c.req.valid('query')
    // The page rides in one batch with the session rows; the user id comes from the session in SQL.
    const { rows, total, unread } = await listNotifications(
      c.var.db,
      sessionUserIdSql(c.var.auth.tokenHash ?? ''),
      query,
    )
    const body = page(rows, total, query)
    return c.json({ ...body, meta: { ...body.meta, unread } })
  })
  .post('/notifications', signedIn, validate('json', markReadInput), async (c) => {
    const actor = (await actorOf(c)) as SignedInActor
    return c.json(item(await markRead(c.var.db, actor.user.id, c.req.valid('json'))))
  })
  .get('/user-notifications/:userId', signedIn, validate('param', userIdParam), async (c) =>
    c.json(item(await listPreferences(c.var.db, await actorOf(c), c.req.valid('param').userId))),
  )
  .post(
    '/user-notifications',
    signedIn,
    validate('json', saveNotificationPreferencesInput),
    async (c) =>
      c.json(item(await savePreferences(c.var.db, await actorOf(c), c.req.valid('json')))),
  )
