import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createPollInput, updatePollInput } from '@worker/polls/polls.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { adminPollKeys } from './admin-polls-keys'

export type SavePollRequest =
  | { id: null; json: z.input<typeof createPollInput> }
  | { id: number; json: z.input<typeof updatePollInput> }

/**
 * POST /api/polls or PUT /api/polls/:id. A 422 goes onto the editor's fields; anything else
 * alerts through the client. Every poll read refreshes after (lists, the dashboard, the feed).
 */
export const useSavePoll = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SavePollRequest) => {
      const response =
        request.id === null
          ? await api.polls.$post({ json: request.json }, { headers: FORM_ERRORS })
          : await api.polls[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPollKeys.all }),
  })
}
