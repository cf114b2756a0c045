import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestToJoinGroup } from '@/lib/group-requests'
import { resourceKeys } from '@/lib/post-keys'

/**
 * Asks to join a locked resource's group. Joining a public group at once opens its resources, so
 * the lists and pages read again.
 */
export const useRequestToJoinGroup = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: requestToJoinGroup,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all }),
  })
}
