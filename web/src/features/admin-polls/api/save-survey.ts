import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createSurveyInput, updateSurveyInput } from '@worker/polls/polls.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { adminSurveyKeys } from './admin-polls-keys'

export type SaveSurveyRequest =
  | { id: null; json: z.input<typeof createSurveyInput> }
  | { id: number; json: z.input<typeof updateSurveyInput> }

/** POST /api/surveys or PUT /api/surveys/:id; a 422 goes onto the editor's fields. */
export const useSaveSurvey = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SaveSurveyRequest) => {
      const response =
        request.id === null
          ? await api.surveys.$post({ json: request.json }, { headers: FORM_ERRORS })
          : await api.surveys[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: FORM_ERRORS },
            )
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSurveyKeys.all }),
  })
}
