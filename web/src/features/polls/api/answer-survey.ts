import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POLL_MESSAGES, type SurveyAnswerInput } from '@worker/polls/polls.schemas'
import { api } from '@/lib/api-client'
import { surveysKeys } from '../polls-keys'

/**
 * POST /api/surveys/{id}/answer (spec 01 §4, §7): the reader's answers, once. The answer is the
 * survey as it now reads (answered), which replaces the cached one.
 */
export const useAnswerSurvey = (surveyId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (answers: SurveyAnswerInput['answers']) => {
      const response = await api.surveys[':id'].answer.$post({
        param: { id: String(surveyId) },
        json: { id: surveyId, answers },
      })
      return (await response.json()).data
    },
    onSuccess: (survey) => {
      client.setQueryData(surveysKeys.detail(surveyId), survey)
      void client.invalidateQueries({ queryKey: surveysKeys.lists })
      notifications.show({ color: 'green', message: POLL_MESSAGES.surveyAnswersSubmitted })
    },
    // Refused (answered elsewhere, closed since): read the survey again to show why.
    onError: () => void client.invalidateQueries({ queryKey: surveysKeys.detail(surveyId) }),
  })
}
