import { Alert, Button, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RelativeTime } from '@/components/relative-time'
import { useAnswerConnectRequest } from '../api/answer-connect-request'
import { connectRequestsOptions, type ConnectRequest } from '../api/list-connect-requests'
import { REQUESTS_FIRST, REQUESTS_MORE_FAILED, REQUESTS_STEP } from '../connections-constants'
import { MemberRow } from './member-row'
import { NetworkTabs } from './network-tabs'
import { RevealedList } from './revealed-list'
import { useRevealedList } from './use-revealed-list'

/**
 * My connection requests (spec 01 §2, §4, §9): requests sent to me, fetched 999 at a time and
 * shown 8, then 4 more, each with Accept and Ignore. Accepting says 'You are now connected with
 * {name}'.
 */
export function ConnectionRequestsScreen() {
  const list = useInfiniteQuery(connectRequestsOptions('received'))
  const revealed = useRevealedList(list, REQUESTS_FIRST, REQUESTS_STEP)
  const answer = useAnswerConnectRequest()
  const [notice, setNotice] = useState<string | null>(null)

  const respond = (request: ConnectRequest, status: 'accepted' | 'ignored') =>
    answer.mutate({ id: request.id, status }, { onSuccess: (result) => setNotice(result.notice) })
  const busy = (id: number, status: string) =>
    answer.isPending && answer.variables?.id === id && answer.variables.status === status

  return (
    <Page width="reading">
      <PageTitle>My connection requests</PageTitle>
      <NetworkTabs />
      {notice && (
        <Alert color="green" role="status" mb="md" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isPending ? (
        <ListLoading label="Loading your connection requests…" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Your connection requests could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : revealed.rows.length === 0 ? (
        <EmptyState>No one is waiting for an answer from you.</EmptyState>
      ) : (
        <RevealedList
          label="Requests to connect with you"
          hasMore={revealed.hasMore}
          loadingMore={revealed.loadingMore}
          moreFailed={revealed.moreFailed}
          failure={REQUESTS_MORE_FAILED}
          onMore={() => void revealed.showMore()}
        >
          {revealed.rows.map((request) =>
            request.user_from ? (
              <MemberRow
                key={request.id}
                member={request.user_from}
                details={
                  <>
                    <Text size="xs" c="dimmed">
                      Asked <RelativeTime value={request.created_at} />
                    </Text>
                    {request.message && (
                      <Text
                        size="sm"
                        mt={4}
                        pl="xs"
                        style={{
                          whiteSpace: 'pre-line',
                          overflowWrap: 'anywhere',
                          borderLeft: '3px solid var(--mantine-color-gray-4)',
                        }}
                      >
                        {request.message}
                      </Text>
                    )}
                  </>
                }
                actions={
                  <>
                    <Button
                      size="xs"
                      onClick={() => respond(request, 'accepted')}
                      loading={busy(request.id, 'accepted')}
                      aria-label={`Accept ${request.user_from.full_name}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => respond(request, 'ignored')}
                      loading={busy(request.id, 'ignored')}
                      aria-label={`Ignore ${request.user_from.full_name}`}
                    >
                      Ignore
                    </Button>
                  </>
                }
              />
            ) : null,
          )}
        </RevealedList>
      )}
    </Page>
  )
}
