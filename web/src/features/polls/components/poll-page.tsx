import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { CommentsSection } from '@/components/engagement/comments-section'
import { Page } from '@/components/layout/page'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { ApiError } from '@/lib/api-errors'
import { pollQueryOptions } from '../api/get-poll'
import { PollCard } from './poll-card'

/**
 * /polls/{id} (spec 01 §2): the poll card at full width, its comments below. A poll that does not
 * exist, or is not open to the reader, is the "page not found" page.
 */
export function PollPage({ id }: { id: number }) {
  const poll = useQuery(pollQueryOptions(id))

  if (poll.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the poll…" />
  if (poll.isError) {
    const missing =
      poll.error instanceof ApiError && (poll.error.status === 404 || poll.error.status === 403)
    if (missing) return <NotFoundPage />
    return (
      <Page>
        <ErrorState message="The poll could not be loaded." onRetry={() => void poll.refetch()} />
      </Page>
    )
  }
  return (
    <Page width="reading">
      <Stack gap="xl">
        <PollCard poll={poll.data} variant="page" />
        {poll.data.status === 'approved' && (
          <CommentsSection itemType="poll" itemId={poll.data.id} />
        )}
      </Stack>
    </Page>
  )
}
