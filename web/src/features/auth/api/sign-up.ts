import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

export type SignupRequest = InferRequestType<typeof api.signup.$post>['json']

/** POST /api/signup; 422s go to the form's fields. */
export const signUp = async (input: SignupRequest) => {
  const response = await api.signup.$post({ json: input }, { headers: FORM_ERRORS })
  return (await response.json()).data
}

export const useSignUp = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    // In open registration the member is signed in at once; awaited, so the next screen (maybe a
    // member-only one) already sees them.
    onSuccess: (user) =>
      user.is_active === 1 && queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
