import { Button, Center, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import { membersListOptions, type MemberItem } from '../api/list-members'
import { memberFiltersToParams, readMemberFilters } from '../lib/members-params'
import { MemberCard } from './member-card'
import { MemberFilter } from './member-filter'

type Props = {
  /** The buttons a card shows for a member (connect, message), supplied by the route. */
  actionsFor?: (member: MemberItem) => ReactNode
}

/**
 * /members: the members directory (spec 01 §2). The filter lives in the address; 12 members,
 * then "Load more" adds 12.
 */
export function MembersScreen({ actionsFor }: Props) {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const filters = useMemo(() => readMemberFilters(new URLSearchParams(key)), [key])
  const list = useInfiniteQuery(membersListOptions(filters))
  const members = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages[0]?.meta.pagination.total ?? 0
  return (
    <Page>
      <PageTitle>Members</PageTitle>
      <MemberFilter
        key={key}
        value={filters}
        onSearch={(next) => setParams(memberFiltersToParams(next))}
        onReset={() => setParams(new URLSearchParams())}
      />
      <Stack gap="sm" mt="lg" aria-busy={list.isFetching}>
        {list.isPending ? (
          <ListLoading label="Loading members…" />
        ) : list.isError && members.length === 0 ? (
          <ErrorState
            message="The members could not be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : members.length === 0 ? (
          <EmptyState>No users found</EmptyState>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? '1 member' : `${total.toLocaleString('en-GB')} members`}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {members.map((m) => (
                <li key={m.id}>
                  <MemberCard member={m} actions={actionsFor?.(m)} />
                </li>
              ))}
            </Stack>
            {list.hasNextPage && (
              <Center>
                <Button
                  variant="default"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  Load more
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Page>
  )
}
