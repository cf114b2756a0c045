import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { forumSettingsInput } from './forum.schemas'
import { saveForumSettings } from './forum-settings.service'

/**
 * The forum's on/off switch (spec 02 §4). Its path is under /settings, so app.ts mounts this
 * router at the root rather than inside forumApp.
 */
export const forumSettingsRoutes = new Hono<AppEnv>().put(
  '/settings/forum',
  allowed('sites.set.settings'),
  validate('json', forumSettingsInput),
  async (c) => c.json(item(await saveForumSettings(depsOf(c), c.req.valid('json')))),
)
