import { Text } from '@mantine/core'
import { OFFLINE_PAYMENT_TEXT } from '@worker/events/event-orders.schemas'
import type { OrderCost } from '../api/get-order-cost'

/**
 * How the order will be paid. Only offline payment exists now; the card form (payments work)
 * slots in here and hands the confirm step a card to charge.
 */
export function OrderPayment({ cost }: { cost: OrderCost }) {
  if (!cost.payment_required) return <Text size="sm">No payment is needed for this order.</Text>
  return (
    <Text size="sm" data-testid="payment-note">
      {OFFLINE_PAYMENT_TEXT}
    </Text>
  )
}
