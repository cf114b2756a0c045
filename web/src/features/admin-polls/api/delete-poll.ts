import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { adminPollKeys, adminSurveyKeys } from './admin-polls-keys'

/**
 * DELETE /api/polls/:id or /api/surveys/:id (204). The screen says the spec's own words on a
 * failure ('Error while attempting to save', spec 02 §8), so the client does not alert.
 */
export const useDeletePoll = (type: 'poll' | 'survey') => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const param = { param: { id: String(id) } }
      if (type === 'poll') await api.polls[':id'].$delete(param, { headers: NO_ALERT })
      else await api.surveys[':id'].$delete(param, { headers: NO_ALERT })
      return id
    },
    onSuccess: (id) => {
      const keys = type === 'poll' ? adminPollKeys : adminSurveyKeys
      // Dropped rather than refetched: a refetch of a deleted item would only alert a 404.
      queryClient.removeQueries({ queryKey: keys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: keys.all })
    },
  })
}
