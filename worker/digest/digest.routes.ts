import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { previewDigest } from './use-cases/preview-digest'

/**
 * Mounted at /email-digest. The digest itself is a cron job (use-cases/send-digests.ts); its send
 * time is the email_digest setting, so who may preview it is who may change that setting.
 */
export const digestRoutes = new Hono<AppEnv>().post(
  '/preview',
  allowed('sites.set.settings'),
  async (c) => c.json(item(await previewDigest(depsOf(c)))),
)
