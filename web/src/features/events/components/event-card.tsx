import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, isoString } from '@/lib/dates'
import type { EventItem } from '../api/list-events'
import { addressLine, attendeesText, ticketsLeftText } from '../lib/event-display'
import { CoverImage } from '@/components/placeholder-art'
import { AvailabilityBadge } from './availability-badge'
import { EventStatusBadge } from './event-status-badge'
import classes from './event-card.module.css'

type Props = {
  event: EventItem
  /** The site setting display_event_availability. */
  showAvailability: boolean
  /** Shows Edit (owner or events.manage); the caller opens the editor. */
  onEdit?: (event: EventItem) => void
}

/**
 * Spec 01 §2 event card: date, address, attendees, tickets left or unlimited, price, availability
 * (when the site shows it), a status marker (draft, awaiting approval, rejected), and Edit for those allowed. The card opens the event.
 */
export function EventCard({ event, showAvailability, onEdit }: Props) {
  const address = addressLine(event.address)
  return (
    <Card
      withBorder
      padding="md"
      className={classes.card}
      component="article"
      aria-label={event.title}
    >
      <Card.Section mb="sm">
        <CoverImage src={event.img} seed={event.id} h={160} />
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="xs">
          <EventStatusBadge status={event.status} />
          {showAvailability && <AvailabilityBadge {...event} />}
        </Group>
        <Text fw={700} size="lg" lh={1.3}>
          <Link to={`/events/${event.slug}`} className={classes.titleLink}>
            {event.title}
          </Link>
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={isoString(event.starts_at)}>{formatDateTime(event.starts_at)}</time>
        </Text>
        {address && <Text size="sm">{address}</Text>}
        <Group gap="md" mt="auto" justify="space-between" wrap="wrap">
          {event.total_attendees > 0 && (
            <Text size="sm">{attendeesText(event.total_attendees)}</Text>
          )}
          <Text size="sm">{ticketsLeftText(event)}</Text>
          <Text size="sm" fw={600}>
            {event.price_formatted}
          </Text>
        </Group>
        {onEdit && (
          <Group justify="flex-end" className={classes.above}>
            <Button size="xs" variant="light" onClick={() => onEdit(event)}>
              Edit
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}
