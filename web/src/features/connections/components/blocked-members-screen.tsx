import { Button, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useBlockMember } from '@/components/members/connection-api'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RelativeTime } from '@/components/relative-time'
import { blocksOptions } from '../api/list-blocks'
import { BLOCKS_MORE_FAILED, BLOCKS_STEP } from '../connections-constants'
import { MemberRow } from './member-row'
import { NetworkTabs } from './network-tabs'
import { RevealedList } from './revealed-list'
import { useRevealedList } from './use-revealed-list'

/** The members I have blocked (beyond the spec), each with Unblock. */
export function BlockedMembersScreen() {
  const list = useInfiniteQuery(blocksOptions())
  const revealed = useRevealedList(list, BLOCKS_STEP, BLOCKS_STEP)
  const unblock = useBlockMember()

  return (
    <Page width="reading">
      <PageTitle>Blocked members</PageTitle>
      <NetworkTabs />
      <Text size="sm" c="dimmed" mb="md">
        Blocked members cannot find you in the directory, connect with you or message you.
      </Text>
      {list.isPending ? (
        <ListLoading label="Loading blocked members…" />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="Your blocked members could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : revealed.rows.length === 0 ? (
        <EmptyState>You have not blocked anyone.</EmptyState>
      ) : (
        <RevealedList
          label="Blocked members"
          hasMore={revealed.hasMore}
          loadingMore={revealed.loadingMore}
          moreFailed={revealed.moreFailed}
          failure={BLOCKS_MORE_FAILED}
          onMore={() => void revealed.showMore()}
        >
          {revealed.rows.map((block) => (
            <MemberRow
              key={block.user_id}
              member={block.user}
              details={
                <Text size="xs" c="dimmed">
                  Blocked <RelativeTime value={block.created_at} />
                </Text>
              }
              actions={
                <Button
                  size="xs"
                  variant="default"
                  loading={unblock.isPending && unblock.variables?.userId === block.user_id}
                  onClick={() =>
                    unblock.mutate(
                      { userId: block.user_id, block: false },
                      {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            message: `${block.user.full_name} is unblocked`,
                          }),
                      },
                    )
                  }
                  aria-label={`Unblock ${block.user.full_name}`}
                >
                  Unblock
                </Button>
              }
            />
          ))}
        </RevealedList>
      )}
    </Page>
  )
}
