import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'

export type EventsPage = InferResponseType<typeof api.events.$get, 200>
export type EventItem = EventsPage['data'][number]

/** Spec 01 §9: the public list shows 6 events, and each "Load more" adds 3. */
export const FIRST_PAGE_SIZE = 6
export const MORE_PAGE_SIZE = 3
/** The calendar asks for everything in its visible range at once. */
export const CALENDAR_PAGE_SIZE = 1000

/**
 * What a list screen filters on. `scope: 'public'` is the /events list (top-level events not yet
 * over); `scope: 'mine'` is one member's own events in any status, drafts included.
 */
export type EventsFilters = {
  scope: 'public' | 'mine'
  q: string
  categories: number[]
  userId?: number
}

const filterQuery = (filters: EventsFilters) => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.categories.length > 0 ? { 'categories[]': filters.categories.map(String) } : {}),
  ...(filters.scope === 'mine' && filters.userId
    ? { user_id: String(filters.userId), order: 'desc' as const }
    : { is_parent: '1' as const }),
})

export const listEvents = async (
  filters: EventsFilters,
  paging: { page: number; perPage: number } & (
    { range?: undefined } | { range: { from: string; to: string } }
  ),
  signal?: AbortSignal,
) => {
  const range = paging.range
    ? { starts_at_from: paging.range.from, starts_at_to: paging.range.to }
    : filters.scope === 'public'
      ? { ends_at_from: 'now' as const }
      : {}
  const response = await api.events.$get(
    {
      query: {
        ...filterQuery(filters),
        ...range,
        page: String(paging.page),
        per_page: String(paging.perPage),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

type PageParam = { page: number; perPage: number }

/**
 * After a first page of 6, pages of 3 continue at offset 6: page n of size 3 starts at (n - 1) × 3,
 * so the next page number is loaded / 3 + 1 and no event is shown twice.
 */
export const nextEventsPage = (last: EventsPage, pages: EventsPage[]): PageParam | undefined => {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0)
  if (last.data.length === 0 || loaded >= last.meta.pagination.total) return undefined
  return { page: Math.floor(loaded / MORE_PAGE_SIZE) + 1, perPage: MORE_PAGE_SIZE }
}

export const eventsListOptions = (filters: EventsFilters) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list({ ...filters, view: 'list' }),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } satisfies PageParam,
    queryFn: ({ pageParam, signal }) => listEvents(filters, pageParam, signal),
    getNextPageParam: nextEventsPage,
    // A new search keeps the current cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })

/** Every event starting in a calendar's visible range (instants in UTC). */
export const eventsInRangeOptions = (filters: EventsFilters, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: eventKeys.list({ ...filters, view: 'calendar', ...range }),
    queryFn: ({ signal }) =>
      listEvents(filters, { page: 1, perPage: CALENDAR_PAGE_SIZE, range }, signal),
    placeholderData: keepPreviousData,
  })
