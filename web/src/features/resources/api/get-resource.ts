import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { ApiError } from '@/lib/api-errors'
import { resourceKeys } from '@/lib/post-keys'

export type ResourceDetail = InferResponseType<(typeof api.resources)[':id']['$get'], 200>['data']
export type ResourcePreview = InferResponseType<
  (typeof api.resources)[':id']['preview']['$get'],
  200
>['data']

/** A resource the reader may open, or the card of one behind a group they are not in. */
export type ResourceView =
  { open: true; resource: ResourceDetail } | { open: false; preview: ResourcePreview }

const getPreview = async (idOrSlug: string, signal: AbortSignal) => {
  const response = await api.resources[':id'].preview.$get(
    { param: { id: idOrSlug } },
    { init: { signal }, headers: NO_ALERT },
  )
  return (await response.json()).data
}

/**
 * GET /api/resources/{slug or id}; when it answers 403 (a group's resource, spec 01 §2) the card
 * comes from /preview instead, to offer "Request to join this group". The page shows failures
 * itself, so neither call raises an alert.
 */
export const resourceQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: resourceKeys.detail(idOrSlug),
    queryFn: async ({ signal }): Promise<ResourceView> => {
      try {
        const response = await api.resources[':id'].$get(
          { param: { id: idOrSlug } },
          { init: { signal }, headers: NO_ALERT },
        )
        return { open: true, resource: (await response.json()).data }
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 403) throw error
        return { open: false, preview: await getPreview(idOrSlug, signal) }
      }
    },
  })
