import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { api } from '@/lib/api-client'
import { storePoll } from './polls-cache'

/** DELETE /api/poll-votes/{id} (spec 01 §4): a pending vote withdrawn, the choice cleared. */
export const useWithdrawVote = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ voteId }: { voteId: number }) => {
      const response = await api['poll-votes'][':id'].$delete({ param: { id: String(voteId) } })
      return (await response.json()).data
    },
    onSuccess: (poll) => {
      storePoll(client, poll)
      notifications.show({ color: 'green', message: POLL_MESSAGES.voteWithdrawn })
    },
  })
}
