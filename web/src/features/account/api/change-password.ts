import { useMutation } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, FORM_ERRORS } from '@/lib/api-client'

export type ChangePasswordInput = InferRequestType<typeof api.me.password.$put>['json']

/**
 * PUT /api/me/password. The server signs out every other session and keeps this one; a 422
 * (wrong current password, weak new one) goes beside the form's fields, not to an alert.
 */
export const changePassword = async (input: ChangePasswordInput) => {
  const response = await api.me.password.$put({ json: input }, { headers: FORM_ERRORS })
  return (await response.json()).data
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
