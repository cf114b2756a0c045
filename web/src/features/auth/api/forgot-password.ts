import { useMutation } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, FORM_ERRORS } from '@/lib/api-client'

export const requestPasswordReset = async (
  input: InferRequestType<typeof api.password.forgot.$post>['json'],
) => {
  const response = await api.password.forgot.$post({ json: input }, { headers: FORM_ERRORS })
  return (await response.json()).data
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
