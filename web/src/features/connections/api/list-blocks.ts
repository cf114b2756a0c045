import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { connectionKeys } from '@/lib/connection-keys'
import { nextPage } from './list-connect-requests'

const PAGE_SIZE = 100

/** GET /api/member-blocks: the members I have blocked, newest first. */
export const listBlocks = async (page: number, signal?: AbortSignal) => {
  const response = await api['member-blocks'].$get(
    { query: { page: String(page), page_size: String(PAGE_SIZE) } },
    { init: { signal }, headers: page > 1 ? NO_ALERT : {} },
  )
  return response.json()
}

export type Block = Awaited<ReturnType<typeof listBlocks>>['data'][number]

export const blocksOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.blocks,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listBlocks(pageParam, signal),
    getNextPageParam: nextPage,
  })
