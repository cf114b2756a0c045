import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { userKeys } from './user-keys'

/** Roles that never go in the role select: nobody is granted super_admin here, visitor is not a member's role. */
const NOT_ASSIGNABLE = ['super_admin', 'visitor']

/** The role select's options (GET /api/roles, one page of 100, which holds every role in practice). */
export const listRoleOptionsQuery = () =>
  queryOptions({
    queryKey: userKeys.roleOptions,
    queryFn: async ({ signal }) => {
      const query = { page: '1', page_size: '100' }
      const response = await api.roles.$get({ query }, { init: { signal } })
      return (await response.json()).data
    },
    select: (roles) => roles.filter((role) => !NOT_ASSIGNABLE.includes(role.key)),
  })

export type RoleOption = InferResponseType<typeof api.roles.$get, 200>['data'][number]
