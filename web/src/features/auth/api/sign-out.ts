import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, markSignOut } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

export const signOut = async () => {
  await api.signout.$post()
}

/**
 * Signs out, then forgets everything cached for the member: the next screen is a visitor's.
 * Member requests still in flight are cancelled, and any of them, or of those sent until the cache
 * is cleared, that is answered 401 after the session ended does not send the user to the sign-in
 * page (markSignOut, before and after).
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
