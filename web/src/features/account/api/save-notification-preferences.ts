import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveNotificationPreferencesInput } from '@worker/notifications/notifications.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { accountKeys } from './account-keys'

type Variables = {
  userId: number
  rows: { notification: string; email: boolean; push: boolean }[]
}

/**
 * POST /api/user-notifications with every row. The list answers each kind as a plain string;
 * the route's own schema narrows the body to the kinds it accepts (and drops label and
 * can_disable). A 422 names rows as `notifications.N`, which the form shows beside each row.
 */
export const saveNotificationPreferences = async ({ userId, rows }: Variables) => {
  const json = saveNotificationPreferencesInput.parse({ user_id: userId, notifications: rows })
  const response = await api['user-notifications'].$post({ json }, { headers: FORM_ERRORS })
  return (await response.json()).data
}

/** Saves, then keeps the server's answer as the list (it returns the saved preferences). */
export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved, { userId }) =>
      queryClient.setQueryData(accountKeys.notificationPreferences(userId), saved),
  })
}
