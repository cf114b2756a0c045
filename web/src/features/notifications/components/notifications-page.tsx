import { Button, Group, SegmentedControl, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import {
  notificationsListOptions,
  type NotificationFilter,
  type NotificationItem,
} from '../api/list-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { NotificationRow } from './notification-row'
import { Page } from '@/components/layout/page'

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
]

const EMPTY_TEXT: Record<NotificationFilter, string> = {
  all: 'You have no notifications yet.',
  unread: 'You have no unread notifications.',
  read: 'You have no read notifications.',
}

const isFilter = (value: string): value is NotificationFilter =>
  FILTERS.some((f) => f.value === value)

/** Spec 01 §2/§9: the notifications list, 20 first and 10 more per "Load more", newest first. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all')
  const list = useInfiniteQuery(notificationsListOptions(filter))
  const markRead = useMarkNotificationsRead()

  // A notification can appear twice if new ones arrive between pages; show it once.
  const seen = new Set<number>()
  const items = (list.data?.pages.flatMap((p) => p.data) ?? []).filter(
    (n) => !seen.has(n.id) && seen.add(n.id),
  )
  const unread = list.data?.pages.at(-1)?.meta.unread ?? 0
  const markingId =
    markRead.isPending && markRead.variables && 'ids' in markRead.variables
      ? markRead.variables.ids[0]
      : null

  const open = (n: NotificationItem) => {
    if (!n.read_at) markRead.mutate({ ids: [n.id] })
  }

  return (
    <Page width="reading">
      <PageTitle>Notifications</PageTitle>
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label="Show notifications"
          value={filter}
          onChange={(value) => isFilter(value) && setFilter(value)}
          data={FILTERS}
        />
        <Button
          variant="light"
          onClick={() => markRead.mutate({ all: true })}
          disabled={unread === 0}
          loading={
            markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables
          }
        >
          Mark all as read
        </Button>
      </Group>
      {list.isPending ? (
        <ListLoading label="Loading notifications…" />
      ) : list.isError ? (
        <ErrorState
          message="Your notifications could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState>{EMPTY_TEXT[filter]}</EmptyState>
      ) : (
        <Stack gap="sm">
          {items.map((n) => (
            <NotificationRow
              key={n.id}
              notification={n}
              onOpen={open}
              onMarkRead={open}
              marking={markingId === n.id}
            />
          ))}
          {list.hasNextPage && (
            <Group justify="center" mt="sm">
              <Button
                variant="default"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Load more
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Page>
  )
}
