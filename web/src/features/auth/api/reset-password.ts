import { useMutation } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, FORM_ERRORS } from '@/lib/api-client'

export const resetPassword = async (
  input: InferRequestType<typeof api.password.reset.$post>['json'],
) => {
  const response = await api.password.reset.$post({ json: input }, { headers: FORM_ERRORS })
  return (await response.json()).data
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
