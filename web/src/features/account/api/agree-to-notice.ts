import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { meKeys } from '@/lib/session'

/** POST /api/me/agree: records consent to the current data protection notice ("login"). */
export const agreeToNotice = async () => {
  const response = await api.me.agree.$post()
  return (await response.json()).data
}

/** Agrees, then re-reads "me": the prompt closes once the server no longer asks for consent. */
export const useAgreeToNotice = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: agreeToNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
