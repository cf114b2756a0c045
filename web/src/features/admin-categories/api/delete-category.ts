import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminCategoryKeys } from './admin-category-keys'

/** DELETE /api/categories/:id: its children move up into its place. Failures alert through the client. */
export const useDeleteCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.categories[':id'].$delete({ param: { id: String(id) } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  })
}
