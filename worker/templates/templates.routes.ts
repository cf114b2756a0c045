import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  listTemplatesQuery,
  templateKeyParam,
  updateEmailTemplateInput,
  updatePushTemplateInput,
} from './templates.schemas'
import {
  getEmailTemplate,
  getPushTemplate,
  listEmailTemplates,
  listPushTemplates,
  updateEmailTemplate,
  updatePushTemplate,
} from './templates.service'

const SETTINGS = 'sites.set.settings'

/** Mounted at /email-templates (spec 02 §7: email templates by key). */
export const emailTemplatesRoutes = new Hono<AppEnv>()
  .get('/', allowed(SETTINGS), validate('query', listTemplatesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listEmailTemplates(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:key', allowed(SETTINGS), validate('param', templateKeyParam), async (c) =>
    c.json(item(await getEmailTemplate(depsOf(c), c.req.valid('param').key))),
  )
  .put(
    '/:key',
    allowed(SETTINGS),
    validate('param', templateKeyParam),
    validate('json', updateEmailTemplateInput),
    async (c) =>
      c.json(
        item(await updateEmailTemplate(depsOf(c), c.req.valid('param').key, c.req.valid('json'))),
      ),
  )

/** Mounted at /push-notifications (spec 02 §7: push notifications by key). */
export const pushTemplatesRoutes = new Hono<AppEnv>()
  .get('/', allowed(SETTINGS), validate('query', listTemplatesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listPushTemplates(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:key', allowed(SETTINGS), validate('param', templateKeyParam), async (c) =>
    c.json(item(await getPushTemplate(depsOf(c), c.req.valid('param').key))),
  )
  .put(
    '/:key',
    allowed(SETTINGS),
    validate('param', templateKeyParam),
    validate('json', updatePushTemplateInput),
    async (c) =>
      c.json(
        item(await updatePushTemplate(depsOf(c), c.req.valid('param').key, c.req.valid('json'))),
      ),
  )
