import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { pageKeys } from '@/lib/page-keys'

export type EditablePage = InferResponseType<(typeof api.pages)[':id']['$get'], 200>['data']

/** One page, read afresh each time the editor opens. */
export const getPageForEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...pageKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) =>
      (
        await (
          await api.pages[':id'].$get({ param: { id: String(id) } }, { init: { signal } })
        ).json()
      ).data,
    staleTime: 0,
  })
