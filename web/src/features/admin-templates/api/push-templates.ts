import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { UpdatePushTemplateInput } from '@worker/templates/templates.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import type { TemplatesQuery } from './email-templates'
import { templateKeys } from './template-keys'

const pushApi = api['push-notifications']

export type PushTemplate = InferResponseType<(typeof pushApi)[':key']['$get'], 200>['data']

/** GET /api/push-notifications, one page of the Push notifications screen. */
export const listPushTemplatesQuery = (query: TemplatesQuery) =>
  queryOptions({
    queryKey: [...templateKeys.push, 'list', query] as const,
    queryFn: async ({ signal }) => (await pushApi.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

/** GET /api/push-notifications/:key, the template the editor opens. */
export const pushTemplateQuery = (key: string) =>
  queryOptions({
    queryKey: [...templateKeys.push, 'one', key] as const,
    queryFn: async ({ signal }) =>
      (await pushApi[':key'].$get({ param: { key } }, { init: { signal } })).json(),
  })

/** PUT /api/push-notifications/:key; the form shows every failure itself. */
export const useUpdatePushTemplate = (key: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: UpdatePushTemplateInput) =>
      (await (await pushApi[':key'].$put({ param: { key }, json }, { headers: NO_ALERT })).json())
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.push }),
  })
}
