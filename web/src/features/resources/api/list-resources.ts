import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { nextPostsPage, POSTS_PAGE_SIZE, resourceKeys } from '@/lib/post-keys'

export type ResourcesPage = InferResponseType<typeof api.resources.$get, 200>
export type ResourceItem = ResourcesPage['data'][number]

/** GET /api/resources: one page of 12 approved resources, newest first. */
export const listResources = async (page: number, signal?: AbortSignal) => {
  const response = await api.resources.$get(
    { query: { page: String(page), per_page: String(POSTS_PAGE_SIZE) } },
    { init: { signal } },
  )
  return response.json()
}

/** Spec 01 §9: 12 resources, and "Load more" adds 12. */
export const resourcesListOptions = () =>
  infiniteQueryOptions({
    queryKey: resourceKeys.list({ scope: 'public' }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listResources(pageParam, signal),
    getNextPageParam: nextPostsPage,
  })
