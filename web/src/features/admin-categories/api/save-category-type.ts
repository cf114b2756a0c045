import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryTypeInput } from '@worker/categories/categories.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { adminCategoryKeys } from './admin-category-keys'

/** POST /api/category-types or PUT /api/category-types/:id; a 422 is left to the form. */
export const useSaveCategoryType = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json }: { id: number | null; json: CategoryTypeInput }) => {
      const response =
        id === null
          ? await api['category-types'].$post({ json }, { headers: FORM_ERRORS })
          : await api['category-types'][':id'].$put(
              { param: { id: String(id) }, json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  })
}
