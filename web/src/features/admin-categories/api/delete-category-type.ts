import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminCategoryKeys } from './admin-category-keys'

/** DELETE /api/category-types/:id (its categories go with it); failures alert through the client. */
export const useDeleteCategoryType = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api['category-types'][':id'].$delete({ param: { id: String(id) } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  })
}
