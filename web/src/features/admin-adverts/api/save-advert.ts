import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createAdvertInput, updateAdvertInput } from '@worker/adverts/adverts.schemas'
import { invalidateAdverts } from '@/lib/advert-keys'
import { api, FORM_ERRORS } from '@/lib/api-client'

export type SaveAdvertRequest =
  | { id: null; json: z.input<typeof createAdvertInput> }
  | { id: number; json: z.input<typeof updateAdvertInput> }

/**
 * POST /api/adverts or PUT /api/adverts/:id. A 422 goes onto the editor's fields; anything else
 * alerts through the client. The list and the member side's slots refresh after.
 */
export const useSaveAdvert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SaveAdvertRequest) => {
      const response =
        request.id === null
          ? await api.adverts.$post({ json: request.json }, { headers: FORM_ERRORS })
          : await api.adverts[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidateAdverts(queryClient),
  })
}
