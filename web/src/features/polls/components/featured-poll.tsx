import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ListLoading } from '@/components/page-states'
import { ApiError } from '@/lib/api-errors'
import { pollQueryOptions } from '../api/get-poll'
import { PollCard } from './poll-card'

/**
 * The home's featured poll (spec 01 §2), whole: the home names it, this reads the poll itself
 * (GET /api/polls/{id}) for its options and the reader's vote. A poll the reader may not see
 * leaves nothing behind.
 */
export function FeaturedPoll({ id }: { id: number }) {
  const poll = useQuery(pollQueryOptions(id))
  if (poll.isPending) return <ListLoading label="Loading the featured poll…" rows={1} />
  if (poll.isError) {
    const hidden =
      poll.error instanceof ApiError && (poll.error.status === 404 || poll.error.status === 403)
    if (hidden) return null
    return (
      <Text size="sm" c="dimmed">
        The featured poll could not be loaded.
      </Text>
    )
  }
  return <PollCard poll={poll.data} />
}
