import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { messagesKeys } from '@/lib/message-keys'

/** GET /api/message-threads: the inbox, newest conversation first, 20 a page. */
const $get = api['message-threads'].$get
export type InboxPage = InferResponseType<typeof $get, 200>
export type InboxThread = InboxPage['data'][number]

/** While the screen is open the inbox refreshes now and then: other threads have no socket here. */
export const INBOX_REFRESH_MS = 20_000

export const inboxOptions = () =>
  infiniteQueryOptions({
    queryKey: messagesKeys.inbox(),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await $get({ query: { page: String(pageParam) } }, { init: { signal } })
      return response.json()
    },
    getNextPageParam: (last) =>
      last.meta.pagination.current_page < last.meta.pagination.total_pages
        ? last.meta.pagination.current_page + 1
        : undefined,
    refetchInterval: INBOX_REFRESH_MS,
  })
