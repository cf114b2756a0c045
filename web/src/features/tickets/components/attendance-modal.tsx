import { Button, Divider, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { NO_EVENT_ID } from '@worker/events/event-orders.schemas'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { useCancelOrder } from '../api/cancel-order'
import { listOrdersQuery, type Order } from '../api/list-orders'
import { confirmCancelOrder } from './confirm-cancel-order'
import { TicketSummary } from './ticket-summary'

/**
 * Spec 01 §2/§8: 'Manage attendance' — the member's order for one event, who it admits, and
 * cancel. Opened without an event id it says "No eventId provided to controller" and closes.
 */

type Props = { eventId?: number | null; opened: boolean; onClose: () => void }

function OrderDetails({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const cancel = useCancelOrder()
  return (
    <Stack gap="sm">
      {order.event && <TicketSummary event={order.event} order={order} />}
      <Text size="sm">
        {order.total_tickets} × {order.ticket_label}
        {order.status === 'reserved' ? ' · awaiting confirmation' : ''}
      </Text>
      {(order.attendees ?? []).length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            Attendees
          </Text>
          <List size="sm">
            {(order.attendees ?? []).map((a) => (
              <List.Item key={a.id}>
                {a.full_name}
                {a.email ? ` · ${a.email}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          loading={cancel.isPending}
          onClick={() =>
            confirmCancelOrder(() => cancel.mutate(order.id, { onSuccess: onCancelled }))
          }
        >
          Cancel order
        </Button>
      </Group>
    </Stack>
  )
}

function EventOrders({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const orders = useQuery(listOrdersQuery({ event_id: eventId, with: 'event,attendees' }))
  if (orders.isPending) return <LoadingState label="Loading your order…" />
  if (orders.isError)
    return (
      <ErrorState message="Your order could not be loaded." onRetry={() => void orders.refetch()} />
    )
  const live = orders.data.data.filter((o) => o.status !== 'cancelled')
  if (live.length === 0) return <EmptyState>You have no tickets for this event.</EmptyState>
  const cancelled = () => {
    notifications.show({ color: 'green', message: 'Your order was cancelled.' })
    onClose()
  }
  return (
    <Stack gap="md">
      {live.map((order, i) => (
        <Stack key={order.id} gap="md">
          {i > 0 && <Divider />}
          <OrderDetails order={order} onCancelled={cancelled} />
        </Stack>
      ))}
    </Stack>
  )
}

export function AttendanceModal({ eventId, opened, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  const missing = opened && !eventId
  useEffect(() => {
    if (!missing) return
    notifications.show({ color: 'red', title: 'Error', message: NO_EVENT_ID })
    onClose()
  }, [missing, onClose])

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Manage attendance"
      size="lg"
      fullScreen={narrow}
    >
      {missing ? (
        <Text c="red">{NO_EVENT_ID}</Text>
      ) : opened && eventId ? (
        <EventOrders eventId={eventId} onClose={onClose} />
      ) : null}
    </Modal>
  )
}
