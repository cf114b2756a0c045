import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestToJoinGroup } from '@/lib/group-requests'
import { invalidateForumLists } from './forum-keys'

/**
 * POST /api/group-user-requests (spec 01 §7): the viewer asks to join a category's group. A public
 * group is joined at once ('joined'), a private one waits for a manager ('requested').
 */
export const useRequestToJoin = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: requestToJoinGroup,
    // Joining a public group opens its categories and threads at once.
    onSuccess: () => invalidateForumLists(client),
  })
}
