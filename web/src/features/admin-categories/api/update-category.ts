import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateCategoryInput } from '@worker/categories/categories.schemas'
import { api } from '@/lib/api-client'
import { applyMove } from '../lib/tree'
import { adminCategoryKeys } from './admin-category-keys'
import type { CategoryGroup } from './list-category-types'

type Variables = { id: number; json: UpdateCategoryInput }

/**
 * PUT /api/categories/:id: a rename, or one moved category's {parent_id, position} (spec 02 §4).
 * The tree shows the change at once and goes back if the server refuses (the client alerts why).
 */
export const useUpdateCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json }: Variables) => {
      const response = await api.categories[':id'].$put({ param: { id: String(id) }, json })
      return (await response.json()).data
    },
    onMutate: async ({ id, json }: Variables) => {
      await queryClient.cancelQueries({ queryKey: adminCategoryKeys.groups })
      const before = queryClient.getQueryData<CategoryGroup[]>(adminCategoryKeys.groups)
      if (before) {
        queryClient.setQueryData<CategoryGroup[]>(
          adminCategoryKeys.groups,
          before.map((group) => {
            if (!group.categories.some((c) => c.id === id)) return group
            const renamed = group.categories.map((c) =>
              c.id === id && json.name !== undefined ? { ...c, name: json.name } : c,
            )
            const moved =
              json.parent_id !== undefined && json.position !== undefined
                ? applyMove(renamed, id, { parent_id: json.parent_id, position: json.position })
                : renamed
            return { ...group, categories: moved }
          }),
        )
      }
      return { before }
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(adminCategoryKeys.groups, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  })
}
