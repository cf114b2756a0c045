import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { messagesKeys } from '@/lib/message-keys'

/** GET /api/message-threads/{id}: the thread as its member sees it (others, can_post). */
const $get = api['message-threads'][':id'].$get
export type MessageThread = InferResponseType<typeof $get, 200>['data']

export const threadOptions = (id: number) =>
  queryOptions({
    queryKey: messagesKeys.thread(id),
    queryFn: async ({ signal }) => {
      const response = await $get({ param: { id: String(id) } }, { init: { signal } })
      return (await response.json()).data
    },
  })
