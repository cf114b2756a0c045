import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

const QUERY = { page: '1', per_page: '100' } as const

/**
 * The groups a resource may be tied to (GET /api/groups): a resources.manage holder any group,
 * anyone else the groups they belong to.
 */
export const listGroupOptionsQuery = (isManager: boolean) =>
  queryOptions({
    queryKey: ['groups', 'list', { ...QUERY, for: 'resources' }] as const,
    queryFn: async ({ signal }) => {
      const response = await api.groups.$get({ query: QUERY }, { init: { signal } })
      return (await response.json()).data
    },
    select: (groups) => groups.filter((group) => isManager || group.is_member),
    staleTime: 60_000,
  })
