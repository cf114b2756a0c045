import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateForumCategoryInput } from '@worker/forum/forum.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

/** PUT /api/forum/categories/:id; a 422 is left to the form, which shows it beside the fields. */
export const useUpdateForumCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json }: { id: number; json: UpdateForumCategoryInput }) => {
      const response = await api.forum.categories[':id'].$put(
        { param: { id: String(id) }, json },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminForumKeys.forum }),
  })
}
