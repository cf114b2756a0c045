import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { memberKeys } from './members-keys'

type Endpoint = (typeof api)['users']['directory'][':slug']['$get']
export type MemberProfile = InferResponseType<Endpoint, 200>['data']

/** GET /api/users/directory/:slug; a 404 is the screen's own "not found", not an alert. */
export const memberProfileOptions = (slug: string) =>
  queryOptions({
    queryKey: memberKeys.profile(slug),
    queryFn: async ({ signal }) => {
      const response = await api.users.directory[':slug'].$get(
        { param: { slug } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    retry: false,
  })
