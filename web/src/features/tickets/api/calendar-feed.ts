import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { orderKeys } from '@/lib/event-keys'

/**
 * The member's private calendar feed (GET/POST/DELETE /api/me/calendar-feed). Its address is a
 * secret: the server hands it out when it is made, and POST makes a new one (the old one stops).
 */
export type CalendarFeed = InferResponseType<
  (typeof api)['me']['calendar-feed']['$get'],
  200
>['data']

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: orderKeys.calendarFeed,
    queryFn: async ({ signal }) => {
      const response = await api.me['calendar-feed'].$get({}, { init: { signal } })
      return (await response.json()).data
    },
  })

export const useCreateCalendarFeed = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const response = await api.me['calendar-feed'].$post()
      return (await response.json()).data
    },
    onSuccess: (feed) => queryClient.setQueryData(orderKeys.calendarFeed, feed),
  })
}

export const useRevokeCalendarFeed = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const response = await api.me['calendar-feed'].$delete()
      return (await response.json()).data
    },
    onSuccess: (feed) => queryClient.setQueryData(orderKeys.calendarFeed, feed),
  })
}
