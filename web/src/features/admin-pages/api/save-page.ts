import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createPageInput, updatePageInput } from '@worker/pages/pages.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { invalidatePages } from '@/lib/page-keys'

export type SavePageRequest =
  | { id: null; json: z.input<typeof createPageInput> }
  | { id: number; json: z.input<typeof updatePageInput> }

/**
 * POST /api/pages or PUT /api/pages/:id, saved with type 'page' (spec 02 §7). The editor says
 * every failure itself, so the call raises no alert.
 */
export const useSavePage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SavePageRequest) => {
      const response =
        request.id === null
          ? await api.pages.$post({ json: request.json }, { headers: NO_ALERT })
          : await api.pages[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: NO_ALERT },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidatePages(queryClient),
  })
}
