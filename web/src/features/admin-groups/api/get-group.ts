import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** GET /api/groups/:id for the editor and the member manager's title. */
export const getGroupQuery = (id: number) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.groups[':id'].$get(
        { param: { id: String(id) }, query: {} },
        { init: { signal } },
      )
      return (await response.json()).data
    },
  })
