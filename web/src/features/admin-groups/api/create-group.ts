import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateGroupInput } from '@worker/groups/groups.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** POST /api/groups; a 422 is left to the form, which shows it beside the fields. */
export const useCreateGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: CreateGroupInput) => {
      const response = await api.groups.$post({ json }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
