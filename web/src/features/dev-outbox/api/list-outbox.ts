import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const OUTBOX_PAGE_SIZE = 20

export const outboxKeys = {
  all: ['dev-outbox'] as const,
  page: (page: number) => [...outboxKeys.all, page] as const,
}

export const listOutbox = async (page: number, signal?: AbortSignal) => {
  const response = await api.dev.outbox.$get(
    { query: { page: String(page), per_page: String(OUTBOX_PAGE_SIZE) } },
    { init: { signal } },
  )
  return response.json()
}

export type OutboxEmail = Awaited<ReturnType<typeof listOutbox>>['data'][number]

/** Newest first (the API orders by id descending). */
export const outboxPageOptions = (page: number) =>
  queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => listOutbox(page, signal),
    placeholderData: keepPreviousData,
  })
