import { Stack, Text } from '@mantine/core'
import type { EventAddress } from '@worker/events/events.schemas'
import { DateTimeRange } from '@/components/date-time-range'

/** How the API writes a price of nothing (worker/lib/money.ts). */
const FREE = 'Free'

/** Spec 01 §2: a ticket's title, price label, dates and address (order placed, my tickets). */

type SummaryEvent = { title: string; starts_at: string; ends_at: string; address: EventAddress }
type SummaryOrder = { price_formatted: string; subevent_ids: number[] }

/**
 * "and admission to N subevents" when the order takes in sub-events, else "Only" (spec 01 §2);
 * nothing after "Free", which would read "Free Only" (issue 12).
 */
export const priceLabel = (subevents: number, priceFormatted: string) => {
  if (subevents > 0) return `and admission to ${subevents} subevent${subevents === 1 ? '' : 's'}`
  return priceFormatted === FREE ? '' : 'Only'
}

export const formatAddress = (address: EventAddress) =>
  [
    address.line_1,
    address.line_2,
    address.town_city,
    address.county,
    address.postcode,
    address.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')

export function TicketSummary({
  event,
  order,
  withTitle = true,
}: {
  event: SummaryEvent
  order: SummaryOrder
  withTitle?: boolean
}) {
  const address = formatAddress(event.address)
  return (
    <Stack gap={4}>
      {withTitle && <Text fw={600}>{event.title}</Text>}
      <Text size="sm">
        <Text span fw={600}>
          {order.price_formatted}
        </Text>{' '}
        {priceLabel(order.subevent_ids.length, order.price_formatted)}
      </Text>
      <Text size="sm" c="dimmed">
        <DateTimeRange start={event.starts_at} end={event.ends_at} />
      </Text>
      {address && (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      )}
    </Stack>
  )
}
