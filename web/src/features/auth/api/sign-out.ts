import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

export const signOut = async () => {
  await api.signout.$post()
}

/**
 * Signs out, then forgets everything cached for the member: the next screen is a visitor's.
 * Member requests still in flight are aborted first; answered after the session ended, they would
 * be 401s and send the user to the sign-in page.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries()
      await signOut()
    },
    onSuccess: async () => {
      await queryClient.cancelQueries()
      queryClient.clear()
      queryClient.setQueryData(meKeys.all, null)
    },
  })
}
