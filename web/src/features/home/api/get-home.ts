import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'

export type Home = InferResponseType<typeof api.home.$get, 200>['data']
export type HomeEvent = NonNullable<Home['events']>[number]
export type HomeThread = NonNullable<Home['threads']>[number]
export type HomeMember = NonNullable<Home['member']>
export type HomeNewRepliesThread = NonNullable<HomeMember['new_replies']>['threads'][number]
export type HomeTicket = NonNullable<HomeMember['next_ticket']>
export type HomeNotification = HomeMember['notifications']['data'][number]

/** The answer depends on who asks: a sign-in or sign-out never shows the other viewer's page. */
export const homeKeys = {
  all: ['home'] as const,
  of: (viewerId: number | null) => ['home', viewerId ?? 'visitor'] as const,
}

/** GET /api/home: everything the home page shows its viewer, in one request. */
export const homeQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: homeKeys.of(viewerId),
    queryFn: async ({ signal }) =>
      (await (await api.home.$get({}, { init: { signal } })).json()).data,
    staleTime: 30_000,
  })
