import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { HEADER_COUNTS_KEY } from '@/lib/message-keys'

export type NotificationFilter = 'all' | 'unread' | 'read'

/** Spec 01 §9: the list shows 20, "Load more" adds 10; the dropdown shows the latest 5. */
export const FIRST_PAGE_SIZE = 20
export const MORE_PAGE_SIZE = 10
export const DROPDOWN_SIZE = 5

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.all, 'list', filter] as const,
  /** The bell's latest five, whose answer carries the header's unread messages too. */
  latest: () => HEADER_COUNTS_KEY,
}

export const listNotifications = async (
  params: { status: NotificationFilter; page: number; perPage: number },
  signal?: AbortSignal,
) => {
  const response = await api.notifications.$get(
    {
      query: { status: params.status, page: String(params.page), per_page: String(params.perPage) },
    },
    { init: { signal } },
  )
  return response.json()
}

export type NotificationsPage = Awaited<ReturnType<typeof listNotifications>>
export type NotificationItem = NotificationsPage['data'][number]

type PageParam = { page: number; perPage: number }

/**
 * After a first page of 20, pages of 10 continue at offset 20: page n of size 10 starts at
 * (n - 1) × 10, so the next page number is loaded / 10 + 1.
 */
export const nextPageParam = (
  last: NotificationsPage,
  pages: NotificationsPage[],
): PageParam | undefined => {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0)
  if (last.data.length === 0 || loaded >= last.meta.pagination.total) return undefined
  return { page: Math.floor(loaded / MORE_PAGE_SIZE) + 1, perPage: MORE_PAGE_SIZE }
}

export const notificationsListOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } satisfies PageParam,
    queryFn: ({ pageParam, signal }) => listNotifications({ status: filter, ...pageParam }, signal),
    getNextPageParam: nextPageParam,
  })

/** The bell's latest five and the unread count, refreshed every minute (the spec's heartbeat). */
export const latestNotificationsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      listNotifications({ status: 'all', page: 1, perPage: DROPDOWN_SIZE }, signal),
    refetchInterval: 60_000,
  })
