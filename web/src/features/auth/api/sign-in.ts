import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SigninInput } from '@worker/auth/auth.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

/**
 * Spec 01 §8: sign-in errors (wrong details, awaiting approval, deactivated, throttled) show on
 * the form itself, so this call raises no alert.
 */
export const signIn = async (input: SigninInput) => {
  const response = await api.signin.$post({ json: input }, { headers: NO_ALERT })
  return (await response.json()).data
}

export const useSignIn = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (me) => {
      queryClient.setQueryData(meKeys.all, me)
      // Everything cached as a visitor (settings aside) may differ for this member.
      await queryClient.invalidateQueries({ queryKey: meKeys.all })
    },
  })
}
