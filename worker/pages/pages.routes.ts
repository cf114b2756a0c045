import { Hono } from 'hono'
import { allowed, anyone } from '../lib/access'
import { clientIp } from '../lib/client-ip'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { csvResponse } from '../polls/csv-response'
import { askFaqQuestion, listFaqQuestions, markFaqQuestion } from './faq.service'
import {
  confirmNewsletter,
  exportNewsletterSubscribers,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from './newsletter.service'
import { PAGES_MANAGE } from './pages.queries'
import {
  askFaqInput,
  createPageInput,
  listFaqQuestionsQuery,
  listPagesQuery,
  newsletterInput,
  newsletterTokenInput,
  pageKeyParam,
  updateFaqQuestionInput,
  updatePageInput,
} from './pages.schemas'
import { createPage, deletePage, getPage, listPages, updatePage } from './pages.service'

/**
 * Pages (spec 02 §7 generic resource, mounted at /pages): anyone reads approved pages, by id or
 * by slug; holders of pages.manage read every page and write them.
 */
export const pagesRoutes = new Hono<AppEnv>()
  .get('/', anyone, validate('query', listPagesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listPages(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', anyone, validate('param', pageKeyParam), async (c) =>
    c.json(item(await getPage(depsOf(c), c.req.valid('param').id))),
  )
  .post('/', allowed(PAGES_MANAGE), validate('json', createPageInput), async (c) =>
    c.json(item(await createPage(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    allowed(PAGES_MANAGE),
    validate('param', pageKeyParam),
    validate('json', updatePageInput),
    async (c) =>
      c.json(item(await updatePage(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', allowed(PAGES_MANAGE), validate('param', pageKeyParam), async (c) => {
    await deletePage(depsOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })

/** POST /api/faq (spec 01 §7): the public FAQ form, behind the captcha. */
export const faqRoutes = new Hono<AppEnv>().post(
  '/',
  anyone,
  validate('json', askFaqInput),
  async (c) => c.json(item(await askFaqQuestion(depsOf(c), c.req.valid('json'), clientIp(c))), 201),
)

/** The questions received, for the admins (pages.manage). */
export const faqQuestionsRoutes = new Hono<AppEnv>()
  .get('/', allowed(PAGES_MANAGE), validate('query', listFaqQuestionsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listFaqQuestions(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .put(
    '/:id',
    allowed(PAGES_MANAGE),
    validate('param', idParam),
    validate('json', updateFaqQuestionInput),
    async (c) =>
      c.json(item(await markFaqQuestion(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )

/** The newsletter box (spec 01 §2, §7), mounted at /users/newsletter before /users. */
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/', anyone, validate('json', newsletterInput), async (c) =>
    c.json(item(await subscribeToNewsletter(depsOf(c), c.req.valid('json'), clientIp(c)))),
  )
  .post('/confirm', anyone, validate('json', newsletterTokenInput), async (c) =>
    c.json(item(await confirmNewsletter(depsOf(c), c.req.valid('json').token))),
  )
  .post('/unsubscribe', anyone, validate('json', newsletterTokenInput), async (c) =>
    c.json(item(await unsubscribeNewsletter(depsOf(c), c.req.valid('json').token))),
  )
  .get('/export', allowed('users.export', 'sites.set.settings'), async (c) =>
    csvResponse(c, await exportNewsletterSubscribers(depsOf(c))),
  )
