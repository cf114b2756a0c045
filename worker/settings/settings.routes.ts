import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { settingKeyParam, updateSettingsInput } from './settings.schemas'
import { getSettings, saveSettings } from './settings.service'

export const settingsRoutes = new Hono<AppEnv>()
  .get('/settings', anyone, async (c) => c.json(item(await getSettings(c.var.db))))
  .get('/settings/:key', anyone, validate('param', settingKeyParam), async (c) => {
    const settings = await getSettings(c.var.db)
    return c.json(item(settings[c.req.valid('param').key]))
  })
  .put(
    '/settings',
    allowed('sites.set.settings'),
    validate('json', updateSettingsInput),
    async (c) => c.json(item(await saveSettings(c.var.db, c.req.valid('json')))),
  )
