import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RoleInput } from '@worker/roles/roles.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { roleKeys } from './role-keys'

/** PUT /api/roles/:id; a 422 is left to the form, which shows it beside the fields. */
export const useUpdateRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json }: { id: number; json: RoleInput }) => {
      const response = await api.roles[':id'].$put(
        { param: { id: String(id) }, json },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
