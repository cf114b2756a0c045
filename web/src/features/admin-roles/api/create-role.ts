import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RoleInput } from '@worker/roles/roles.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { roleKeys } from './role-keys'

/** POST /api/roles; a 422 is left to the form, which shows it beside the fields. */
export const useCreateRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: RoleInput) => {
      const response = await api.roles.$post({ json }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
