import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { pageKeys } from '@/lib/page-keys'

export type FaqQuestionsFilter = { page: string; page_size: string; answered?: '0' | '1' }

/** GET /api/faq-questions: the questions asked through the FAQ form, newest first. */
export const listFaqQuestionsQuery = (query: FaqQuestionsFilter) =>
  queryOptions({
    queryKey: pageKeys.questions(query),
    queryFn: async ({ signal }) =>
      (await api['faq-questions'].$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

export type FaqQuestionRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof listFaqQuestionsQuery>['queryFn']>>
>['data'][number]

/** PUT /api/faq-questions/:id {answered}. */
export const useMarkFaqQuestion = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, answered }: { id: number; answered: boolean }) =>
      (
        await (
          await api['faq-questions'][':id'].$put({ param: { id: String(id) }, json: { answered } })
        ).json()
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.allQuestions }),
  })
}
