import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  featuredTilesInput,
  saveSettingInput,
  saveSettingsInput,
  settingKeyParam,
} from './settings.schemas'
import { listFeedTitles } from '../feed/feed.service'
import {
  readFeaturedTiles,
  readSetting,
  readSettings,
  saveFeaturedTiles,
  updateSetting,
  updateSettings,
} from './settings.service'

/** Mounted at /settings (after /settings/forum, which app.ts mounts first). */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', anyone, async (c) => c.json(item(await readSettings(depsOf(c)))))
  .get('/titles', anyone, async (c) => c.json(item(await listFeedTitles(depsOf(c)))))
  .get('/:key', anyone, validate('param', settingKeyParam), async (c) =>
    c.json(item(await readSetting(depsOf(c), c.req.valid('param').key))),
  )
  // Spec 02 §7: the save sends {settings: {…}} and answers every setting as data.
  .put('/', allowed('sites.set.settings'), validate('json', saveSettingsInput), async (c) =>
    c.json(item(await updateSettings(depsOf(c), c.req.valid('json').settings))),
  )
  // One setting: {value} in, {data: {key, value}} out (the email digest: data.value.send_at).
  .put(
    '/:key',
    allowed('sites.set.settings'),
    validate('param', settingKeyParam),
    validate('json', saveSettingInput),
    async (c) =>
      c.json(
        item(await updateSetting(depsOf(c), c.req.valid('param').key, c.req.valid('json').value)),
      ),
  )

/** Mounted at /featured-tiles: the featured tiles' own resource (spec 02 §7). */
export const featuredTilesRoutes = new Hono<AppEnv>()
  .get('/', anyone, async (c) => c.json(item(await readFeaturedTiles(depsOf(c)))))
  .put('/', allowed('sites.set.settings'), validate('json', featuredTilesInput), async (c) =>
    c.json(item(await saveFeaturedTiles(depsOf(c), c.req.valid('json')))),
  )
