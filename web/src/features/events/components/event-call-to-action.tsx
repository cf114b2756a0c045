import { Anchor, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { DateTimeRange } from '@/components/date-time-range'
import { priceLabel } from '@/lib/ticket-prices'
import { wellFormed } from '@/lib/safe-url'
import type { EventDetail } from '../api/get-event'
import { addressLine, attendeesText, mapHref } from '../lib/event-display'
import classes from './event-call-to-action.module.css'

type Props = {
  event: EventDetail
  /** The booking controls (the tickets feature's panel), under the facts. */
  children?: ReactNode
}

/**
 * The event page's call to action: price, when and where (the page's one address, with its map
 * link), then the booking controls. Sticky in the side column from 768 px; on phones it comes
 * straight after the title.
 */
export function EventCallToAction({ event, children }: Props) {
  // Tickets sold by the organiser: their price is not ours to state.
  const price = event.ticketing_managed_externally ? null : priceLabel(event.tickets)
  const address = addressLine(event.address)
  const map = mapHref(event.latlng, wellFormed(address))
  const attendees = attendeesText(event.total_attendees)
  return (
    <Paper
      component="section"
      aria-label="Tickets"
      withBorder
      p="md"
      radius="md"
      className={classes.card}
    >
      <Stack gap="sm">
        {price && (
          <Text fz="xl" fw={700}>
            {price}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            <DateTimeRange start={event.starts_at} end={event.ends_at} />
          </Text>
        </Group>
        {address && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {address}
              {map && (
                <>
                  {' '}
                  <Anchor href={map} target="_blank" rel="noopener noreferrer" underline="always">
                    View map
                  </Anchor>
                </>
              )}
            </Text>
          </Group>
        )}
        {attendees &&
          (event.settings.hide_attendees ? (
            <Text size="sm" c="dimmed">
              {attendees}
            </Text>
          ) : (
            <Anchor href="#attendees" size="sm" underline="always">
              {attendees}
            </Anchor>
          ))}
        {children}
      </Stack>
    </Paper>
  )
}
