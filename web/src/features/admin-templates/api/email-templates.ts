import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type {
  listTemplatesQuery,
  UpdateEmailTemplateInput,
} from '@worker/templates/templates.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api, NO_ALERT } from '@/lib/api-client'
import { templateKeys } from './template-keys'

const emailApi = api['email-templates']

export type EmailTemplate = InferResponseType<(typeof emailApi)[':key']['$get'], 200>['data']
export type TemplatesQuery = ListQuery<typeof listTemplatesQuery, 'q'>

/** GET /api/email-templates, one page of the Email templates screen. */
export const listEmailTemplatesQuery = (query: TemplatesQuery) =>
  queryOptions({
    queryKey: [...templateKeys.email, 'list', query] as const,
    queryFn: async ({ signal }) => (await emailApi.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

/** GET /api/email-templates/:key, the template the editor opens. */
export const emailTemplateQuery = (key: string) =>
  queryOptions({
    queryKey: [...templateKeys.email, 'one', key] as const,
    queryFn: async ({ signal }) =>
      (await emailApi[':key'].$get({ param: { key } }, { init: { signal } })).json(),
  })

/** PUT /api/email-templates/:key; the form shows every failure itself. */
export const useUpdateEmailTemplate = (key: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: UpdateEmailTemplateInput) =>
      (await (await emailApi[':key'].$put({ param: { key }, json }, { headers: NO_ALERT })).json())
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.email }),
  })
}
