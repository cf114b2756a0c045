import { Alert, Anchor, Button, Group, Image, Modal, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, isoString } from '@/lib/dates'
import type { EventItem } from '../api/list-events'
import { addressLine, attendeesText, ticketsLeftText } from '../lib/event-display'
import { safeImageSrc, socialHref } from '@/lib/safe-url'
import { AvailabilityBadge } from './availability-badge'
import { EventStatusBadge } from './event-status-badge'

type Props = {
  event: EventItem | null
  showAvailability: boolean
  onClose: () => void
}

/**
 * Spec 03 §2: a calendar event's summary — picture, an attending banner, date and time, address,
 * title, excerpt, attendees, tickets left, social links, price and a View button to its page.
 */
export function CalendarEventModal({ event, showAvailability, onClose }: Props) {
  return (
    <Modal opened={event !== null} onClose={onClose} title={event?.title ?? ''} size="lg" centered>
      {event && <Summary event={event} showAvailability={showAvailability} />}
    </Modal>
  )
}

function Summary({ event, showAvailability }: { event: EventItem; showAvailability: boolean }) {
  const address = addressLine(event.address)
  const facebook = socialHref(event.contactables.facebook, 'https://www.facebook.com/')
  const twitter = socialHref(event.contactables.twitter, 'https://twitter.com/')
  const img = safeImageSrc(event.img)
  return (
    <Stack gap="sm">
      {img && <Image src={img} alt="" radius="sm" mah={240} fit="cover" />}
      {event.user_is_attending && (
        <Alert color="teal" variant="filled" p="xs">
          You are attending this event
        </Alert>
      )}
      <Group gap="xs">
        <EventStatusBadge status={event.status} />
        {showAvailability && <AvailabilityBadge {...event} />}
      </Group>
      <Text size="sm" c="dimmed">
        <time dateTime={isoString(event.starts_at)}>{formatDateTime(event.starts_at)}</time>
      </Text>
      {address && <Text size="sm">{address}</Text>}
      <Title order={3} size="h4">
        {event.title}
      </Title>
      {event.excerpt && <Text>{event.excerpt}</Text>}
      <Group gap="md">
        {event.total_attendees > 0 && <Text size="sm">{attendeesText(event.total_attendees)}</Text>}
        <Text size="sm">{ticketsLeftText(event)}</Text>
        <Text size="sm" fw={600}>
          {event.price_formatted}
        </Text>
      </Group>
      {(facebook || twitter) && (
        <Group gap="sm">
          {facebook && (
            <Anchor href={facebook} target="_blank" rel="noopener noreferrer" size="sm">
              Facebook
            </Anchor>
          )}
          {twitter && (
            <Anchor href={twitter} target="_blank" rel="noopener noreferrer" size="sm">
              Twitter
            </Anchor>
          )}
        </Group>
      )}
      <Group justify="flex-end">
        <Button component={Link} to={`/events/${event.slug}`}>
          View
        </Button>
      </Group>
    </Stack>
  )
}
