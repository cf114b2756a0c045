/** Valid requests of the statistics route (spec 02 §7 "stats"): a read with no item. */
import { statsQuery } from '@worker/stats/stats.schemas'
import type { RequestSpec } from './valid-requests'

export const STATS_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/stats': {
    input: { query: statsQuery },
    build: () => ({ path: '/api/stats?range=90d' }),
  },
}
