import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { csvResponse } from '../polls/csv-response'
import { postKeyParam } from './posts.schemas'
import {
  createPromotionInput,
  listClaimsQuery,
  listPromotionsQuery,
  tellMeMoreInput,
  updatePromotionInput,
} from './promotions.schemas'
import {
  claimPromotion,
  deletePromotion,
  exportClaimsCsv,
  getPromotion,
  listClaims,
  listPromotions,
} from './use-cases/promotions'
import { createPromotion, updatePromotion } from './use-cases/save-promotion'

/**
 * Promotions (spec 01 §7, spec 02 §7 generic resource, "tell-me-more post (id)"). Mounted at
 * /promotions. Created with promotions.create or promotions.create-billable (spec 02 §6; managers
 * hold create too by default), managed by the owner or promotions.manage.
 */
export const promotionsRoutes = new Hono<AppEnv>()
  .get('/', allowed('promotions.view'), validate('query', listPromotionsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listPromotions(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', allowed('promotions.view'), validate('param', postKeyParam), async (c) =>
    c.json(item(await getPromotion(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/',
    allowed('promotions.create', 'promotions.create-billable'),
    validate('json', createPromotionInput),
    async (c) => c.json(item(await createPromotion(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', postKeyParam),
    validate('json', updatePromotionInput),
    async (c) =>
      c.json(item(await updatePromotion(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', postKeyParam), async (c) => {
    await deletePromotion(depsOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .post(
    '/:id/tell-me-more',
    allowed('promotions.view'),
    validate('param', postKeyParam),
    validate('json', tellMeMoreInput),
    async (c) => c.json(item(await claimPromotion(depsOf(c), c.req.valid('param').id)), 201),
  )
  .get(
    '/:id/claims',
    signedIn,
    validate('param', postKeyParam),
    validate('query', listClaimsQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listClaims(depsOf(c), c.req.valid('param').id, query)
      return c.json(page(rows, total, query))
    },
  )
  .get('/:id/export-claims', signedIn, validate('param', postKeyParam), async (c) =>
    csvResponse(c, await exportClaimsCsv(depsOf(c), c.req.valid('param').id)),
  )
