/**
 * Valid requests of the adverts routes (spec 02 §6–§7): the resource is admins', so any advert will
 * do (no owner split); the member side reads running adverts and sends impressions and clicks.
 * Reads and edits reuse one advert per test file; deletes get a fresh one each.
 */
import {
  createAdvertInput,
  listAdvertsQuery,
  recordImpressionsInput,
  showingAdvertsQuery,
  updateAdvertInput,
} from '@worker/adverts/adverts.schemas'
import { idParam } from '@worker/lib/params'
import { createAdvert } from '../../../helpers/advert-factories'
import type { RequestSpec } from './valid-requests'

let sequence = 0
const name = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(sequence += 1)}`

export const ADVERT_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/adverts': {
    input: { query: listAdvertsQuery },
    build: () => ({ path: '/api/adverts?page=1' }),
  },
  'GET /api/adverts/showing': {
    input: { query: showingAdvertsQuery },
    build: () => ({ path: '/api/adverts/showing?position=sidebar' }),
  },
  'POST /api/adverts/impressions': {
    reuse: 'owner',
    input: { json: recordImpressionsInput },
    build: async () => ({
      path: '/api/adverts/impressions',
      json: { ids: [(await createAdvert()).id] },
    }),
  },
  'GET /api/adverts/:id': {
    reuse: 'owner',
    input: { param: idParam },
    build: async () => ({ path: `/api/adverts/${(await createAdvert()).id}` }),
  },
  'GET /api/adverts/:id/click': {
    reuse: 'owner',
    input: { param: idParam },
    build: async () => ({ path: `/api/adverts/${(await createAdvert()).id}/click` }),
  },
  'POST /api/adverts': {
    input: { json: createAdvertInput },
    build: () => ({
      path: '/api/adverts',
      json: {
        name: name('Matrix Bakery'),
        href: 'https://bakery.example.com/',
        position: 'sidebar',
        starts_at: '2026-07-10',
      },
    }),
  },
  'PUT /api/adverts/:id': {
    reuse: 'owner',
    input: { param: idParam, json: updateAdvertInput },
    build: async () => ({
      path: `/api/adverts/${(await createAdvert()).id}`,
      json: { name: name('Renamed advert') },
    }),
  },
  'DELETE /api/adverts/:id': {
    input: { param: idParam },
    build: async () => ({ path: `/api/adverts/${(await createAdvert()).id}` }),
  },
}
