import { Stack, Text } from '@mantine/core'
import type { EventAddress } from '@worker/events/events.schemas'
import { formatDateTime, isoString } from '@/lib/dates'

/** Spec 01 §2: a ticket's title, price label, dates and address (order placed, my tickets). */

type SummaryEvent = { title: string; starts_at: string; ends_at: string; address: EventAddress }
type SummaryOrder = { price_formatted: string; subevent_ids: number[] }

/** "and admission to N subevents" when the order takes in sub-events, else "Only". */
export const priceLabel = (subevents: number) =>
  subevents > 0 ? `and admission to ${subevents} subevent${subevents === 1 ? '' : 's'}` : 'Only'

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
        {priceLabel(order.subevent_ids.length)}
      </Text>
      <Text size="sm" c="dimmed">
        <time dateTime={isoString(event.starts_at)}>{formatDateTime(event.starts_at)}</time>
        {' – '}
        <time dateTime={isoString(event.ends_at)}>{formatDateTime(event.ends_at)}</time>
      </Text>
      {address && (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      )}
    </Stack>
  )
}
