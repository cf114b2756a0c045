import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createNewsInput, updateNewsInput } from '@worker/posts/posts.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { invalidateNews } from '@/lib/post-keys'

export type SaveNewsRequest =
  | { id: null; json: z.input<typeof createNewsInput> }
  | { id: number; json: z.input<typeof updateNewsInput> }

/**
 * POST /api/news or PUT /api/news/:id. A 422 goes onto the editor's fields; anything else alerts
 * through the client. Every news list refreshes after: a new approved post joins the members'
 * list, a pending one shows only in the admin list (spec 02 §4).
 */
export const useSaveNews = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SaveNewsRequest) => {
      const response =
        request.id === null
          ? await api.news.$post({ json: request.json }, { headers: FORM_ERRORS })
          : await api.news[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidateNews(queryClient),
  })
}
