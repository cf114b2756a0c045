import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, markSignOut } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

export const signOut = async () => {
  await api.signout.$post()
}

/**
 * Signs out, then forgets everything cached for the member: the next screen is a visitor's.
 * Member requests still in flight are cancelled; any member request answered 401 around the
 * sign-out does not send the user to the sign-in page (markSignOut, before and after).
 */
export const useSignOut = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      markSignOut()
      await queryClient.cancelQueries()
      await signOut()
    },
    onSuccess: async () => {
      await queryClient.cancelQueries()
      queryClient.clear()
      queryClient.setQueryData(meKeys.all, null)
      markSignOut()
    },
  })
}
