import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateCategoryInput } from '@worker/categories/categories.schemas'
import { api } from '@/lib/api-client'
import { adminCategoryKeys } from './admin-category-keys'

/** POST /api/categories: a new category, last among its siblings. Failures alert through the client. */
export const useCreateCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: CreateCategoryInput) => {
      const response = await api.categories.$post({ json })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  })
}
