import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForumCategoryInput } from '@worker/forum/forum.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

/** POST /api/forum/categories; a 422 is left to the form, which shows it beside the fields. */
export const useCreateForumCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: ForumCategoryInput) => {
      const response = await api.forum.categories.$post({ json }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminForumKeys.forum }),
  })
}
