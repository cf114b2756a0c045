import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { EventResource } from '../../../../../worker/events/events.schemas'
import { formatDateTime } from '../../../lib/dates'
import { useCancelOrder } from '../api/cancel-order'
import { useJoinWaitlist } from '../api/join-waitlist'
import { useLeaveWaitlist } from '../api/leave-waitlist'
import { ticketsOnSale } from '../lib/order-form'
import { AttendanceModal } from './attendance-modal'
import { confirmCancelOrder } from './confirm-cancel-order'
import { OrderTicketsModal } from './order-tickets-modal'

/**
 * The booking box on the single event page (spec 01 §2/§4): order tickets, the member's order
 * with cancel and manage attendance, sold out with the waitlist, external tickets, add to calendar.
 */

function AttendingBox({ event, onManage }: { event: EventResource; onManage: () => void }) {
  const cancel = useCancelOrder()
  const order = event.userOrder
  if (!order) return null
  const doCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Your order was cancelled.' }),
    })
  return (
    <Stack gap="xs">
      <Text fw={600}>You are attending this event</Text>
      <Text size="sm" c="dimmed">
        {order.total_tickets} ticket{order.total_tickets === 1 ? '' : 's'} · {order.price_formatted}
        {order.status === 'reserved' ? ' · awaiting confirmation' : ''}
      </Text>
      <Group gap="xs">
        <Button variant="light" onClick={onManage}>
          Manage attendance
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={cancel.isPending}
          onClick={() => confirmCancelOrder(doCancel)}
        >
          Cancel order
        </Button>
      </Group>
    </Stack>
  )
}

function WaitlistBox({ event, onOrder }: { event: EventResource; onOrder: () => void }) {
  const join = useJoinWaitlist()
  const leave = useLeaveWaitlist()
  const entry = event.user_waitlist
  return (
    <Stack gap="xs">
      <Badge color="red" variant="light" size="lg">
        Sold out
      </Badge>
      {!entry ? (
        <Button variant="light" loading={join.isPending} onClick={() => join.mutate(event.id)}>
          Join the waitlist
        </Button>
      ) : (
        <>
          {entry.status === 'offered' ? (
            <>
              <Text fw={600}>
                A seat is held for you until{' '}
                {entry.offer_expires_at ? formatDateTime(entry.offer_expires_at) : 'soon'}
              </Text>
              <Button onClick={onOrder}>Order Tickets</Button>
            </>
          ) : (
            <Text size="sm">You are number {entry.position} on the waitlist.</Text>
          )}
          <Button variant="subtle" loading={leave.isPending} onClick={() => leave.mutate(event.id)}>
            Leave the waitlist
          </Button>
        </>
      )}
    </Stack>
  )
}

export function EventBookingPanel({ event }: { event: EventResource }) {
  const [ordering, setOrdering] = useState(false)
  const [managing, setManaging] = useState(false)
  // The time the panel opened: bookings close at the end, and a render must not flip that.
  const [openedAt] = useState(Date.now)
  const over = new Date(event.ends_at).getTime() < openedAt
  const soldOut = !event.has_unlimited_tickets && !event.has_remaining_tickets
  const takesBookings =
    !event.ticketing_managed_externally && !over && ticketsOnSale(event, openedAt).length > 0

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {event.ticketing_managed_externally && event.link && (
          <Button component="a" href={event.link} target="_blank" rel="noopener noreferrer">
            Get tickets
          </Button>
        )}
        {event.userOrder ? (
          <AttendingBox event={event} onManage={() => setManaging(true)} />
        ) : takesBookings && soldOut ? (
          <WaitlistBox event={event} onOrder={() => setOrdering(true)} />
        ) : takesBookings ? (
          <Button onClick={() => setOrdering(true)}>Order Tickets</Button>
        ) : null}
        <Anchor href={`/api/events/${event.id}/ics`} download size="sm">
          Add to calendar
        </Anchor>
      </Stack>
      {takesBookings && (
        <OrderTicketsModal event={event} opened={ordering} onClose={() => setOrdering(false)} />
      )}
      <AttendanceModal eventId={event.id} opened={managing} onClose={() => setManaging(false)} />
    </Paper>
  )
}
