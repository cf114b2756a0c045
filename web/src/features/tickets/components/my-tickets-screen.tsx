import { Anchor, Group, Stack, Switch } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, ErrorState, ListLoading, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { listOrdersQuery, type OrdersParams } from '../api/list-orders'
import { AttendanceModal } from './attendance-modal'
import { CalendarFeedBox } from './calendar-feed-box'
import { MyTicketRow } from './my-ticket-row'
import { Page } from '@/components/layout/page'

/**
 * Spec 01 §2: /my-tickets — the member's orders (bought or named on), upcoming by default, past
 * with the toggle, as a list or a calendar, and the private calendar feed.
 */

const MyTicketsCalendar = lazy(() => import('./my-tickets-calendar'))

const paramsFor = (past: boolean): OrdersParams => ({
  with: 'event',
  include_attended_by: true,
  ...(past ? { event_ends_at_to: 'now' } : { event_ends_at_from: 'now' }),
})

export function MyTicketsScreen() {
  const [past, setPast] = useState(false)
  const [calendar, setCalendar] = useState(false)
  const [managing, setManaging] = useState<number | null>(null)
  const orders = useQuery(listOrdersQuery(paramsFor(past)))
  const rows = orders.data?.data ?? []

  return (
    <Page>
      <PageTitle>My tickets</PageTitle>
      <Stack gap="md">
        <Group gap="lg">
          <Switch
            label="Show past tickets"
            checked={past}
            onChange={(e) => setPast(e.currentTarget.checked)}
          />
          <Switch
            label="Calendar view"
            checked={calendar}
            onChange={(e) => setCalendar(e.currentTarget.checked)}
          />
        </Group>
        {orders.isPending ? (
          <ListLoading label="Loading your tickets…" />
        ) : orders.isError ? (
          <ErrorState
            message="Your tickets could not be loaded."
            onRetry={() => void orders.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState>
            {past ? 'You have no past tickets.' : 'You have no tickets yet.'}{' '}
            <Anchor component={Link} to="/events">
              Find an event
            </Anchor>
          </EmptyState>
        ) : calendar ? (
          <Suspense fallback={<LoadingState label="Loading the calendar…" />}>
            <MyTicketsCalendar orders={rows} />
          </Suspense>
        ) : (
          <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
            {rows.map((order) => (
              <MyTicketRow key={order.id} order={order} past={past} onManage={setManaging} />
            ))}
          </Stack>
        )}
        <CalendarFeedBox />
      </Stack>
      <AttendanceModal
        eventId={managing}
        opened={managing !== null}
        onClose={() => setManaging(null)}
      />
    </Page>
  )
}
