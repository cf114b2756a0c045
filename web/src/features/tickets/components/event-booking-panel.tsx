import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { lazy, Suspense, useRef, useState } from 'react'
import type { EventResource } from '@worker/events/events.schemas'
import { OpenOnceMounted } from '@/components/open-once-mounted'
import { formatDateTime } from '@/lib/dates'
import { safeHref } from '@/lib/safe-url'
import { priceLabel } from '@/lib/ticket-prices'
import { useAttendEvent } from '../api/attend-event'
import { useCancelOrder } from '../api/cancel-order'
import { useJoinWaitlist } from '../api/join-waitlist'
import { useLeaveWaitlist } from '../api/leave-waitlist'
import { attendsInOneClick, ticketsOnSale } from '../lib/booking-rules'
import { BookingBar } from './booking-bar'
import { confirmCancelOrder } from './confirm-cancel-order'

// The modals (the order forms with react-hook-form and zod) download when a member first opens
// one, not with the event page; once loaded they stay mounted, so they close with their transition
// (and mount closed, then open: OpenOnceMounted).
const OrderTicketsModal = lazy(() =>
  import('./order-tickets-modal').then((m) => ({ default: m.OrderTicketsModal })),
)
const AttendanceModal = lazy(() =>
  import('./attendance-modal').then((m) => ({ default: m.AttendanceModal })),
)

/**
 * The booking controls on the single event page (spec 01 §2/§4): order tickets (or Attend in one
 * click for a free, simple event), the member's order with cancel (Un-attend) and manage
 * attendance, sold out with the waitlist, external tickets, ended, add to calendar. On phones the
 * action sits in a bar fixed to the bottom of the window while the event can be booked.
 */

function AttendingBox({
  event,
  oneClick,
  onManage,
}: {
  event: EventResource
  /** A one-ticket order on a one-click event: Un-attend at once instead of Cancel order. */
  oneClick: boolean
  onManage: () => void
}) {
  const cancel = useCancelOrder()
  const order = event.userOrder
  if (!order) return null
  const doCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Your order was cancelled.' }),
    })
  const unattend = () =>
    cancel.mutate(order.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: 'You are no longer attending this event.' }),
    })
  const single = oneClick && order.total_tickets === 1
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
        {single ? (
          <Button variant="subtle" color="red" loading={cancel.isPending} onClick={unattend}>
            Un-attend
          </Button>
        ) : (
          <Button
            variant="subtle"
            color="red"
            loading={cancel.isPending}
            onClick={() => confirmCancelOrder(doCancel)}
          >
            Cancel order
          </Button>
        )}
      </Group>
    </Stack>
  )
}

function WaitlistBox({
  event,
  onOrder,
  withOrder,
}: {
  event: EventResource
  onOrder: () => void
  /** False on phones, where the bar at the bottom carries Order Tickets. */
  withOrder: boolean
}) {
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
              {withOrder && <Button onClick={onOrder}>Order Tickets</Button>}
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

/** Attend in one click: the member's one free ticket, reserved and confirmed at once. */
function AttendButton({ eventId }: { eventId: number }) {
  const attend = useAttendEvent()
  return (
    <Button
      loading={attend.isPending}
      onClick={() =>
        attend.mutate(eventId, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: 'You are attending this event.' }),
        })
      }
    >
      Attend
    </Button>
  )
}

type Props = {
  event: EventResource
  /** A signed-in member may attend a free, simple event in one click (visitors order with details). */
  signedIn?: boolean
}

/** Phones: under 768 px the booking action moves into a bar fixed to the bottom of the window. */
export const PHONE_QUERY = '(max-width: 47.99em)'

/** The one action the phone bar carries, when the event can be booked. */
type Primary = 'external' | 'attend' | 'order' | null

export function EventBookingPanel({ event, signedIn = false }: Props) {
  const [ordering, setOrdering] = useState(false)
  const [managing, setManaging] = useState(false)
  const [orderLoaded, setOrderLoaded] = useState(false)
  const [manageLoaded, setManageLoaded] = useState(false)
  // The time the panel opened: bookings close at the end, and a render must not flip that.
  const [openedAt] = useState(Date.now)
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false
  const over = new Date(event.ends_at).getTime() < openedAt
  const soldOut = !event.has_unlimited_tickets && !event.has_remaining_tickets
  const takesBookings =
    !event.ticketing_managed_externally && !over && ticketsOnSale(event, openedAt).length > 0
  const oneClick = signedIn && attendsInOneClick(event, openedAt)
  const ticketsHref = safeHref(event.link, { allowMail: false })
  const offered = event.user_waitlist?.status === 'offered'

  const primary: Primary = event.userOrder
    ? null
    : event.ticketing_managed_externally
      ? ticketsHref && !over
        ? 'external'
        : null
      : !takesBookings || (soldOut && !offered)
        ? null
        : oneClick && !soldOut
          ? 'attend'
          : 'order'
  // On a phone the bar shows the action instead of the card, so it is on the page once.
  const barred = phone && primary !== null
  const order = () => {
    setOrderLoaded(true)
    setOrdering(true)
  }
  const manage = () => {
    setManageLoaded(true)
    setManaging(true)
  }
  const controls = useRef<HTMLDivElement>(null)
  // After an order the button that opened the modal has gone (the member now attends, and the
  // phone bar with it): focus stays in the booking controls instead of falling to the page's top.
  const keepFocus = () => {
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    controls.current?.querySelector<HTMLElement>('button, a[href]')?.focus()
  }

  const action =
    primary === 'external' && ticketsHref ? (
      <Button component="a" href={ticketsHref} target="_blank" rel="noopener noreferrer">
        Get tickets
      </Button>
    ) : primary === 'attend' ? (
      <AttendButton eventId={event.id} />
    ) : primary === 'order' ? (
      <Button onClick={order}>Order Tickets</Button>
    ) : null

  return (
    <>
      <Stack gap="sm" ref={controls}>
        {over && <Text fw={600}>This event has ended</Text>}
        {primary === 'external' && !barred && action}
        {event.userOrder ? (
          <AttendingBox event={event} oneClick={oneClick} onManage={manage} />
        ) : takesBookings && soldOut ? (
          <WaitlistBox event={event} onOrder={order} withOrder={!barred} />
        ) : takesBookings && oneClick ? (
          <>
            {!barred && action}
            {/* Bringing guests (more than one ticket) still goes through the order modal. */}
            <Button variant="light" onClick={order}>
              Order Tickets
            </Button>
          </>
        ) : takesBookings && !barred ? (
          action
        ) : null}
        {!over && (
          <Anchor href={`/api/events/${event.id}/ics`} download size="sm">
            Add to calendar
          </Anchor>
        )}
      </Stack>
      {barred && (
        <BookingBar
          price={event.ticketing_managed_externally ? null : priceLabel(event.tickets, openedAt)}
          startsAt={event.starts_at}
        >
          {action}
        </BookingBar>
      )}
      {takesBookings && orderLoaded && (
        <Suspense fallback={null}>
          <OpenOnceMounted opened={ordering}>
            {(opened) => (
              <OrderTicketsModal
                event={event}
                opened={opened}
                onClose={() => setOrdering(false)}
                onClosed={keepFocus}
              />
            )}
          </OpenOnceMounted>
        </Suspense>
      )}
      {manageLoaded && (
        <Suspense fallback={null}>
          <OpenOnceMounted opened={managing}>
            {(opened) => (
              <AttendanceModal
                eventId={event.id}
                opened={opened}
                onClose={() => setManaging(false)}
              />
            )}
          </OpenOnceMounted>
        </Suspense>
      )}
    </>
  )
}
