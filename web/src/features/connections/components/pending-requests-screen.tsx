import { Button, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CancelConnectModal } from '@/components/members/cancel-connect-modal'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RelativeTime } from '@/components/relative-time'
import { connectRequestsOptions, type ConnectRequest } from '../api/list-connect-requests'
import { REQUESTS_FIRST, REQUESTS_MORE_FAILED, REQUESTS_STEP } from '../connections-constants'
import { MemberRow } from './member-row'
import { NetworkTabs } from './network-tabs'
import { RevealedList } from './revealed-list'
import { useRevealedList } from './use-revealed-list'

/**
 * My pending requests (spec 01 §2, §9): the requests I sent that wait for an answer, 8 then 4
 * more, each with Cancel (the cancel connect request modal).
 */
export function PendingRequestsScreen() {
  const list = useInfiniteQuery(connectRequestsOptions('sent'))
  const revealed = useRevealedList(list, REQUESTS_FIRST, REQUESTS_STEP)
  const [cancelling, setCancelling] = useState<ConnectRequest | null>(null)

  return (
    <Page width="reading">
      <PageTitle>My pending requests</PageTitle>
      <NetworkTabs />
      {list.isPending ? (
        <ListLoading label="Loading your pending requests…" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Your pending requests could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : revealed.rows.length === 0 ? (
        <EmptyState>You have no requests waiting for an answer.</EmptyState>
      ) : (
        <RevealedList
          label="Requests you sent"
          hasMore={revealed.hasMore}
          loadingMore={revealed.loadingMore}
          moreFailed={revealed.moreFailed}
          failure={REQUESTS_MORE_FAILED}
          onMore={() => void revealed.showMore()}
        >
          {revealed.rows.map((request) =>
            request.user_to ? (
              <MemberRow
                key={request.id}
                member={request.user_to}
                details={
                  <Text size="xs" c="dimmed">
                    Sent <RelativeTime value={request.created_at} />
                  </Text>
                }
                actions={
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setCancelling(request)}
                    aria-label={`Cancel request to ${request.user_to.full_name}`}
                  >
                    Cancel
                  </Button>
                }
              />
            ) : null,
          )}
        </RevealedList>
      )}
      {cancelling?.user_to && (
        <CancelConnectModal
          member={cancelling.user_to}
          requestId={cancelling.id}
          onClose={() => setCancelling(null)}
          onCancelled={() => undefined}
        />
      )}
    </Page>
  )
}
