import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { roleKeys } from './role-keys'

export const MISSING_ROLE_ID = 'Cannot delete a role that does not have an id property.'

/**
 * DELETE /api/roles/:id. Spec 03 §5: a role without an id is refused here, before any request,
 * so an unsaved role can never turn into a call to /api/roles/undefined.
 */
export const deleteRole = async (role: { id?: number | null; label: string }) => {
  if (role.id === undefined || role.id === null) throw new Error(MISSING_ROLE_ID)
  const response = await api.roles[':id'].$delete({ param: { id: String(role.id) } })
  return (await response.json()).data
}

export const useDeleteRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (deleted) => {
      // Dropped rather than refetched: a refetch of a deleted role would only alert a 404.
      queryClient.removeQueries({ queryKey: roleKeys.detail(deleted.id) })
      return queryClient.invalidateQueries({ queryKey: roleKeys.lists })
    },
  })
}
