/**
 * Valid requests of the promotions routes (spec 01 §7, spec 02 §7): each write and each owner's
 * read gets an approved, running promotion of the caller (own) or of the bystander (other), so a
 * refusal is the guard's or the policy's doing. Reads and renames build theirs once per test file
 * (`reuse`); deletes and claims get a fresh one each.
 */
import { postKeyParam } from '@worker/posts/posts.schemas'
import {
  createPromotionInput,
  listClaimsQuery,
  listPromotionsQuery,
  tellMeMoreInput,
  updatePromotionInput,
} from '@worker/posts/promotions.schemas'
import type { Ownership, Principal } from '../../../helpers/principals'
import { createPromotionPost } from '../../../helpers/post-factories'
import type { Fixtures, RequestSpec } from './valid-requests'

let sequence = 0
const title = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(sequence += 1)}`

const ownerOf = (p: Principal, o: Ownership | null, fx: Fixtures) =>
  o === 'own' && p.user ? p.user.id : fx.bystander.id

const ownedBy = async ({
  p,
  ownership,
  fx,
}: {
  p: Principal
  ownership: Ownership | null
  fx: Fixtures
}) => createPromotionPost({ userId: ownerOf(p, ownership, fx) })

export const PROMOTION_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/promotions': {
    input: { query: listPromotionsQuery },
    build: () => ({ path: '/api/promotions?page=1' }),
  },
  'GET /api/promotions/:id': {
    reuse: 'owner',
    input: { param: postKeyParam },
    build: async () => ({ path: `/api/promotions/${(await createPromotionPost()).slug}` }),
  },
  'POST /api/promotions': {
    input: { json: createPromotionInput },
    build: () => ({
      path: '/api/promotions',
      json: {
        title: title('Matrix offer'),
        settings: { company_name: 'Matrix Bakery', promotion_type: 'offer' },
        starts_at: '2026-07-10',
      },
    }),
  },
  // Owners edit their own promotion, but not its status (that is for promotions.manage).
  'PUT /api/promotions/:id': {
    reuse: 'owner',
    input: { param: postKeyParam, json: updatePromotionInput },
    item: 'promotion',
    build: async (ctx) => ({
      path: `/api/promotions/${(await ownedBy(ctx)).id}`,
      json: { title: title('Renamed offer') },
    }),
  },
  'DELETE /api/promotions/:id': {
    input: { param: postKeyParam },
    item: 'promotion',
    build: async (ctx) => ({ path: `/api/promotions/${(await ownedBy(ctx)).id}` }),
  },
  'POST /api/promotions/:id/tell-me-more': {
    input: { param: postKeyParam, json: tellMeMoreInput },
    build: async () => {
      const promotion = await createPromotionPost()
      return { path: `/api/promotions/${promotion.id}/tell-me-more`, json: { id: promotion.id } }
    },
  },
  'GET /api/promotions/:id/claims': {
    reuse: 'owner',
    input: { param: postKeyParam, query: listClaimsQuery },
    item: 'promotion',
    build: async (ctx) => ({ path: `/api/promotions/${(await ownedBy(ctx)).id}/claims?page=1` }),
  },
  'GET /api/promotions/:id/export-claims': {
    reuse: 'owner',
    input: { param: postKeyParam },
    item: 'promotion',
    build: async (ctx) => ({ path: `/api/promotions/${(await ownedBy(ctx)).id}/export-claims` }),
  },
}
