import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from 'react-router'
import { useCancelOrder } from '../api/cancel-order'
import type { Order } from '../api/list-orders'
import { confirmCancelOrder } from './confirm-cancel-order'
import { TicketSummary } from './ticket-summary'
import { safeImageSrc } from '@/lib/safe-url'

/** One order on /my-tickets: the event, the ticket summary, attended, and manage / cancel. */
export function MyTicketRow({
  order,
  past,
  onManage,
}: {
  order: Order
  past: boolean
  onManage: (eventId: number) => void
}) {
  const cancel = useCancelOrder()
  const event = order.event
  const live = order.status !== 'cancelled'
  const img = safeImageSrc(event?.img)
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={event?.title ?? `Order ${order.reference}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {img && <Image src={img} alt="" w={64} h={64} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            {event ? (
              <Anchor component={Link} to={`/events/${event.slug}`} fw={600}>
                {event.title}
              </Anchor>
            ) : (
              <Text fw={600}>Event #{order.event_id}</Text>
            )}
            {order.status !== 'purchased' && (
              <Badge color={order.status === 'cancelled' ? 'gray' : 'yellow'} variant="light">
                {order.status === 'cancelled' ? 'Cancelled' : 'Awaiting confirmation'}
              </Badge>
            )}
          </Group>
          {event && <TicketSummary event={event} order={order} withTitle={false} />}
          <Text size="sm">
            {order.total_tickets} × {order.ticket_label}
            {/* Whether someone attended is only a question once the event is over. */}
            {past && ` · Attended: ${order.attended_formatted}`}
          </Text>
          {live && (
            <Group gap="xs">
              <Button size="compact-sm" variant="light" onClick={() => onManage(order.event_id)}>
                Manage
              </Button>
              {!past && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() =>
                    confirmCancelOrder(() =>
                      cancel.mutate(order.id, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            message: 'Your order was cancelled.',
                          }),
                      }),
                    )
                  }
                >
                  Cancel
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}
