import { Button, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RelativeTime } from '@/components/relative-time'
import { openConfirmModal } from '@/lib/modals'
import { connectsOptions, type Connection } from '../api/list-connects'
import { useRemoveConnection } from '../api/remove-connection'
import { CONNECTIONS_MORE_FAILED, NETWORK_FIRST, NETWORK_STEP } from '../connections-constants'
import { MemberRow } from './member-row'
import { NetworkTabs } from './network-tabs'
import { RevealedList } from './revealed-list'
import { useRevealedList } from './use-revealed-list'

/**
 * My network (spec 01 §2, §9): my connections, fetched 100 at a time and shown 3, then 4 more;
 * when more cannot be loaded the list says 'Could not load more connections.' (spec 01 §8).
 */
export function NetworkScreen() {
  const list = useInfiniteQuery(connectsOptions())
  const revealed = useRevealedList(list, NETWORK_FIRST, NETWORK_STEP)
  const remove = useRemoveConnection()

  const confirmRemove = (connection: Connection) => {
    const member = connection.user_to
    if (!member) return
    openConfirmModal({
      title: `Remove ${member.full_name} from your network?`,
      children: (
        <Text size="sm">You will no longer be connected. Either of you can ask again later.</Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Keep' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: `${member.full_name} is no longer in your network`,
            }),
        }),
    })
  }

  return (
    <Page width="reading">
      <PageTitle>My network</PageTitle>
      <NetworkTabs />
      {list.isPending ? (
        <ListLoading label="Loading your connections…" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Your connections could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : revealed.rows.length === 0 ? (
        <EmptyState>
          You have no connections yet. Find people in the members directory and ask to connect.
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {revealed.total === 1 ? '1 connection' : `${revealed.total} connections`}
          </Text>
          <RevealedList
            label="Your connections"
            hasMore={revealed.hasMore}
            loadingMore={revealed.loadingMore}
            moreFailed={revealed.moreFailed}
            failure={CONNECTIONS_MORE_FAILED}
            onMore={() => void revealed.showMore()}
          >
            {revealed.rows.map((connection) =>
              connection.user_to ? (
                <MemberRow
                  key={connection.user_to_id}
                  member={connection.user_to}
                  details={
                    <Text size="xs" c="dimmed">
                      Connected <RelativeTime value={connection.created_at} />
                    </Text>
                  }
                  actions={
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => confirmRemove(connection)}
                      aria-label={`Remove ${connection.user_to.full_name} from your network`}
                    >
                      Remove
                    </Button>
                  }
                />
              ) : null,
            )}
          </RevealedList>
        </>
      )}
    </Page>
  )
}
