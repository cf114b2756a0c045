import { Text } from '@mantine/core'
import type { OrderCost } from '../api/get-order-cost'

/**
 * What a member paying offline is told, in plain words: never "the website will manually invoice
 * you, or the cost of this order is free" for a £50 order (issue 12).
 */
export const offlinePaymentText = (total: string) =>
  `We will send you an invoice for ${total}. Nothing is charged now.`

/**
 * How the order will be paid. Only offline payment exists now; the card form (payments work)
 * slots in here and hands the confirm step a card to charge.
 */
export function OrderPayment({ cost }: { cost: OrderCost }) {
  if (!cost.payment_required) return <Text size="sm">No payment is needed for this order.</Text>
  return (
    <Text size="sm" data-testid="payment-note">
      {offlinePaymentText(cost.total_cost_formatted)}
    </Text>
  )
}
