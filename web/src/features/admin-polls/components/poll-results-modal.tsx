import { Modal } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ErrorState, LoadingState } from '@/components/page-states'
import { getPollForEditQuery } from '../api/get-poll-for-edit'
import { PollResults } from './poll-results'

/** A poll's results (spec 02 §2 Polls: approved and waiting votes per option). */
export function PollResultsModal({
  pollId,
  onClose,
}: {
  pollId: number | null
  onClose: () => void
}) {
  return (
    <Modal opened={pollId !== null} onClose={onClose} title="Results" size="lg">
      {pollId !== null && <ResultsBody pollId={pollId} />}
    </Modal>
  )
}

function ResultsBody({ pollId }: { pollId: number }) {
  const poll = useQuery(getPollForEditQuery(pollId))
  if (poll.isPending) return <LoadingState label="Loading the results…" />
  if (poll.isError)
    return (
      <ErrorState message="The results could not be loaded." onRetry={() => void poll.refetch()} />
    )
  return <PollResults label={poll.data.title} options={poll.data.poll_options} />
}
