import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { connectionKeys, invalidateConnectionData } from '@/lib/connection-keys'

/**
 * The calls behind the shared member components (Connect button, Block / Report menu), on the
 * typed client. Each mutation refreshes the connection lists and the directory's cards.
 */

type AskInput = InferRequestType<(typeof api)['connect-requests']['$post']>['json']
type ReportInput = InferRequestType<(typeof api)['member-reports']['$post']>['json']

/** POST /api/connect-requests: pending, or accepted when they had already asked. */
export const useAskToConnect = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: AskInput) => {
      const response = await api['connect-requests'].$post(
        { json: input },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: () => invalidateConnectionData(queryClient),
  })
}

/**
 * Cancels my pending request to a member: by its id when this screen made it, else found first
 * (a card only knows that a request exists).
 */
export const cancelRequestTo = async (userId: number, requestId?: number) => {
  let id = requestId
  if (id === undefined) {
    const found = await api['connect-requests'].$get({
      query: { received: '0', user_id: String(userId), page_size: '1' },
    })
    id = (await found.json()).data[0]?.id
  }
  if (id === undefined) return null
  const response = await api['connect-requests'][':id'].$delete({ param: { id: String(id) } })
  return (await response.json()).data
}

export const useCancelConnectRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, requestId }: { userId: number; requestId?: number }) =>
      cancelRequestTo(userId, requestId),
    onSuccess: () => invalidateConnectionData(queryClient),
  })
}

/** Have I blocked this member? (GET /api/member-blocks?user_id=) */
export const blockedQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: connectionKeys.blocked(userId),
    queryFn: async ({ signal }) => {
      const response = await api['member-blocks'].$get(
        { query: { user_id: String(userId), page_size: '1' } },
        { init: { signal } },
      )
      return (await response.json()).data.length > 0
    },
  })

export const useBlockMember = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, block }: { userId: number; block: boolean }) => {
      const response = block
        ? await api['member-blocks'].$post({ json: { user_id: userId } })
        : await api['member-blocks'][':user_id'].$delete({ param: { user_id: String(userId) } })
      return (await response.json()).data
    },
    onSuccess: () => invalidateConnectionData(queryClient),
  })
}

export const useReportMember = () =>
  useMutation({
    mutationFn: async (input: ReportInput) => {
      const response = await api['member-reports'].$post({ json: input }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
  })
