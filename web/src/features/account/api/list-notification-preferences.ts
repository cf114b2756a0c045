import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { accountKeys } from './account-keys'

/** GET /api/user-notifications/:userId: every kind of notification with this user's choices. */
export const listNotificationPreferences = async (userId: number, signal?: AbortSignal) => {
  const response = await api['user-notifications'][':userId'].$get(
    { param: { userId: String(userId) } },
    { init: { signal } },
  )
  return (await response.json()).data
}

export type NotificationPreference = Awaited<ReturnType<typeof listNotificationPreferences>>[number]

export const notificationPreferencesOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences(userId),
    queryFn: ({ signal }) => listNotificationPreferences(userId, signal),
  })
