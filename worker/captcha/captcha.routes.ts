import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { captchaConfig } from './captcha.service'

/** Mounted at /captcha. */
export const captchaRoutes = new Hono<AppEnv>().get('/', anyone, async (c) => {
  // Every response carries a fresh single-use challenge: never cached.
  c.header('cache-control', 'no-store')
  return c.json(item(await captchaConfig(depsOf(c))))
})
