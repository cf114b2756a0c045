import { VoteQueueScreen } from '@/features/admin-polls/components/vote-queue-screen'

/** /admin/polls/votes: the votes waiting for approval. */
export function PollVotesPage() {
  return <VoteQueueScreen />
}
