import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { approvalsKeys } from './approvals-keys'

export type ApprovalItem = InferResponseType<typeof api.approvals.$get, 200>['data'][number]
export type ApprovalType = ApprovalItem['item_type']

/** GET /api/approvals: the newest items waiting, across the types the reader manages. */
export const listApprovalsQuery = (perPage = 10) => {
  const query = { per_page: String(perPage) }
  return queryOptions({
    queryKey: approvalsKeys.list(query),
    // The widget shows its own error, with a retry: no alert on top of it.
    queryFn: async ({ signal }) =>
      (await api.approvals.$get({ query }, { init: { signal }, headers: NO_ALERT })).json(),
  })
}
