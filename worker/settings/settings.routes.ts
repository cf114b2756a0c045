import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { settingKeyParam, updateSettingsInput } from './settings.schemas'
import { listFeedTitles } from '../feed/feed.service'
import { readSetting, readSettings, updateSettings } from './settings.service'

/** Mounted at /settings. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', anyone, async (c) => c.json(item(await readSettings(depsOf(c)))))
  .get('/titles', anyone, async (c) => c.json(item(await listFeedTitles(depsOf(c)))))
  .get('/:key', anyone, validate('param', settingKeyParam), async (c) =>
    c.json(item(await readSetting(depsOf(c), c.req.valid('param').key))),
  )
  .put('/', allowed('sites.set.settings'), validate('json', updateSettingsInput), async (c) =>
    c.json(item(await updateSettings(depsOf(c), c.req.valid('json')))),
  )
