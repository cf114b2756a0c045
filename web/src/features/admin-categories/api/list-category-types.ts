import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { adminCategoryKeys } from './admin-category-keys'

type Response = InferResponseType<(typeof api)['category-types']['$get'], 200>
export type CategoryGroup = Response['data'][number]
export type TreeCategory = CategoryGroup['categories'][number]

/** Every category group with its categories in tree order (GET /api/category-types). */
export const listCategoryTypesQuery = () =>
  queryOptions({
    queryKey: adminCategoryKeys.groups,
    queryFn: async ({ signal }) => {
      const response = await api['category-types'].$get({ query: {} }, { init: { signal } })
      return (await response.json()).data
    },
  })
