import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
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

/** Mounted at /notifications: the caller's own. */
export const notificationsRoutes = new Hono<AppEnv>()
  .get('/', signedIn, validate('query', listNotificationsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total, unread, messagesUnread } = await listNotifications(depsOf(c), query)
    const body = page(rows, total, query)
    return c.json({ ...body, meta: { ...body.meta, unread, messages_unread: messagesUnread } })
  })
  .post('/', signedIn, validate('json', markReadInput), async (c) =>
    c.json(item(await markRead(depsOf(c), c.req.valid('json')))),
  )

/** Mounted at /user-notifications: how a member chooses to be told. */
export const notificationPreferencesRoutes = new Hono<AppEnv>()
  .get('/:userId', signedIn, validate('param', userIdParam), async (c) =>
    c.json(item(await listPreferences(depsOf(c), c.req.valid('param').userId))),
  )
  .post('/', signedIn, validate('json', saveNotificationPreferencesInput), async (c) =>
    c.json(item(await savePreferences(depsOf(c), c.req.valid('json')))),
  )
