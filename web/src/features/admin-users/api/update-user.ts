import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateUserInput } from '@worker/users/users.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { userKeys } from './user-keys'

type Variables = {
  id: number
  json: UpdateUserInput
  /** The editor shows a 422 beside its fields; row actions leave every error to the shared alert. */
  formErrors?: boolean
}

/** PUT /api/users/:id: approve, (de)activate, change role, or edit the profile fields. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, json, formErrors = false }: Variables) => {
      const response = await api.users[':id'].$put(
        { param: { id: String(id) }, json },
        formErrors ? { headers: FORM_ERRORS } : {},
      )
      return (await response.json()).data
    },
    // Lists, counts and the open record all change: a status moves a member between filters.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
