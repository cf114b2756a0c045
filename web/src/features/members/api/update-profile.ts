import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { ProfileInput } from '@worker/users/users.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { meKeys } from '@/lib/session'
import { memberKeys } from './members-keys'

export type UserRecord = InferResponseType<(typeof api)['users'][':id']['$get'], 200>['data']

/** GET /api/users/:id: one's own full record, for the profile form. */
export const userRecordOptions = (id: number) =>
  queryOptions({
    queryKey: memberKeys.record(id),
    queryFn: async ({ signal }) => {
      const response = await api.users[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
  })

/** PUT /api/users/:id with the profile form; a 422 goes beside the fields. */
export const useUpdateProfile = (id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      const response = await api.users[':id'].$put(
        { param: { id: String(id) }, json: input },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: (saved) => {
      client.setQueryData(memberKeys.record(id), saved)
      void client.invalidateQueries({ queryKey: memberKeys.all })
      void client.invalidateQueries({ queryKey: meKeys.all })
    },
  })
}
