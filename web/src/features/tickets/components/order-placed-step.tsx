import { Alert, Button, Group, Stack } from '@mantine/core'
import { Link } from 'react-router'
import type { EventResource } from '@worker/events/events.schemas'
import type { PlacedOrder } from '../api/confirm-order'
import { TicketSummary } from './ticket-summary'

/** Step 3 of the order modal: the order is placed; members can go to their tickets. */
export function OrderPlacedStep({
  event,
  order,
  signedIn,
  onClose,
}: {
  event: EventResource
  order: PlacedOrder
  signedIn: boolean
  onClose: () => void
}) {
  return (
    <Stack gap="md">
      <Alert color="green" title="Order placed" role="status">
        {order.total_tickets === 1
          ? 'Your ticket is booked.'
          : `Your ${order.total_tickets} tickets are booked.`}
      </Alert>
      <TicketSummary event={event} order={order} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus={signedIn ? undefined : true}>
          Close
        </Button>
        {signedIn && (
          <Button component={Link} to="/my-tickets" data-autofocus>
            View my tickets
          </Button>
        )}
      </Group>
    </Stack>
  )
}
