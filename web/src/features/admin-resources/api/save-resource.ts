import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createResourceInput, updateResourceInput } from '@worker/posts/posts.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { invalidateResources } from '@/lib/post-keys'

export type SaveResourceRequest =
  | { id: null; json: z.input<typeof createResourceInput> }
  | { id: number; json: z.input<typeof updateResourceInput> }

/**
 * POST /api/resources or PUT /api/resources/:id. A 422 goes onto the editor's fields; anything
 * else alerts through the client. Every resources list refreshes after (spec 02 §4: only an
 * approved resource joins the members' list).
 */
export const useSaveResource = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SaveResourceRequest) => {
      const response =
        request.id === null
          ? await api.resources.$post({ json: request.json }, { headers: FORM_ERRORS })
          : await api.resources[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidateResources(queryClient),
  })
}
