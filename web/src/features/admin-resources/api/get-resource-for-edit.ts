import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { resourceKeys } from '@/lib/post-keys'

export type EditableResource = InferResponseType<(typeof api.resources)[':id']['$get'], 200>['data']

/**
 * One resource with its files, read afresh each time the editor opens. The editor says itself
 * when it cannot be read (spec 02 §8 'Could not load resource.'), so the client raises no alert.
 */
export const getResourceForEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) => {
      const response = await api.resources[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
