import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { advertKeys } from '@/lib/advert-keys'
import { api } from '@/lib/api-client'

export type EditableAdvert = InferResponseType<(typeof api.adverts)[':id']['$get'], 200>['data']

/** One advert, read afresh each time the editor opens. */
export const getAdvertQuery = (id: number) =>
  queryOptions({
    queryKey: [...advertKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) => {
      const response = await api.adverts[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
