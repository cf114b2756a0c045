import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { api } from '@/lib/api-client'
import { storePoll } from './polls-cache'

/**
 * POST /api/poll-votes (spec 01 §4, §7): the vote waits for approval; the answer is the poll,
 * written into the cache. Inside a survey the notice is "Vote Pending", elsewhere "Vote Cast".
 */
export const useCastVote = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ optionId }: { optionId: number }) => {
      const response = await api['poll-votes'].$post({ json: { poll_option_id: optionId } })
      return (await response.json()).data
    },
    onSuccess: (poll) => {
      storePoll(client, poll)
      notifications.show({
        color: 'green',
        message: poll.survey_id === null ? POLL_MESSAGES.voteCast : POLL_MESSAGES.votePending,
      })
    },
  })
}
