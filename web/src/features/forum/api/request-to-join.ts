import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateForumLists } from './forum-keys'

/**
 * POST /api/group-user-requests (spec 01 §7): the viewer asks to join a category's group. A public
 * group is joined at once ('joined'), a private one waits for a manager ('requested').
 */
export const useRequestToJoin = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { group_id: number; user_id: number }) => {
      const response = await api['group-user-requests'].$post({ json: input })
      return (await response.json()).data
    },
    // Joining a public group opens its categories and threads at once.
    onSuccess: () => invalidateForumLists(client),
  })
}
