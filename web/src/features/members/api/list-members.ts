import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { directoryQuery, type MemberFilters } from '../lib/members-params'
import { memberKeys } from './members-keys'

type Endpoint = (typeof api)['users']['directory']['$get']
export type MembersPage = InferResponseType<Endpoint, 200>
export type MemberItem = MembersPage['data'][number]

/** Spec 01 §9: the directory shows 12 members, and "Load more" adds 12. */
export const MEMBERS_PAGE_SIZE = 12

/** GET /api/users/directory: one page of 12 for the filters. */
export const listMembers = async (filters: MemberFilters, page: number, signal?: AbortSignal) => {
  const response = await api.users.directory.$get(
    {
      query: {
        ...directoryQuery(filters),
        page: String(page),
        per_page: String(MEMBERS_PAGE_SIZE),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

export const membersListOptions = (filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: memberKeys.directory(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listMembers(filters, pageParam, signal),
    getNextPageParam: (last: MembersPage) =>
      last.meta.pagination.current_page < last.meta.pagination.total_pages
        ? last.meta.pagination.current_page + 1
        : undefined,
    // A new search keeps the current cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
