import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** DELETE /api/me: removes the account and ends its sessions; the server clears the cookie. */
export const deleteAccount = async () => {
  const response = await api.me.$delete()
  return (await response.json()).data
}

/**
 * Member requests still in flight are aborted first: answered after the account is gone they
 * would be 401s and send the user to the sign-in page.
 */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries()
      return deleteAccount()
    },
  })
}
