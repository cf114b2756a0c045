import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api } from '@/lib/api-client'
import { notificationKeys } from './list-notifications'

type MarkReadInput = InferRequestType<typeof api.notifications.$post>['json']

export const markNotificationsRead = async (input: MarkReadInput) => {
  const response = await api.notifications.$post({ json: input })
  return (await response.json()).data
}

/** Marks some or all notifications read, then refreshes the bell and the lists. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
