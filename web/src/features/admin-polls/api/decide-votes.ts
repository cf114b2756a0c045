import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminPollKeys, voteKeys } from './admin-polls-keys'

/**
 * What a manager does with waiting votes: approve one (PUT status approved), reject one (DELETE,
 * the vote is removed), approve several by id or every waiting vote of a poll (POST approve).
 */
export type VoteDecision =
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number }
  | { kind: 'approve-many'; ids: number[] }
  | { kind: 'approve-poll'; pollId: number }

const send = async (decision: VoteDecision) => {
  if (decision.kind === 'approve')
    await api['poll-votes'][':id'].$put({
      param: { id: String(decision.id) },
      json: { status: 'approved' },
    })
  else if (decision.kind === 'reject')
    await api['poll-votes'][':id'].$delete({ param: { id: String(decision.id) } })
  else if (decision.kind === 'approve-many')
    await api['poll-votes'].approve.$post({ json: { ids: decision.ids } })
  else await api['poll-votes'].approve.$post({ json: { poll_id: decision.pollId } })
}

/** Failures alert through the client; the queue and the polls' counts refresh after each. */
export const useDecideVotes = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voteKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPollKeys.all }),
      ]),
  })
}
