import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item } from '../lib/envelope'
import { captchaConfig } from './captcha.service'

export const captchaRoutes = new Hono<AppEnv>().get('/captcha', anyone, async (c) => {
  // Every response carries a fresh single-use challenge: never cached.
  c.header('cache-control', 'no-store')
  return c.json(item(await captchaConfig(c.env)))
})
