import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateGroupInput } from '@worker/groups/groups.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** PUT /api/groups/:id; a 422 is left to the form, which shows it beside the fields. */
export const useUpdateGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json }: { id: number; json: UpdateGroupInput }) => {
      const response = await api.groups[':id'].$put(
        { param: { id: String(id) }, json },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
