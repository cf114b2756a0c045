import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { formatDateTime, isoString } from '@/lib/dates'
import type { HomeTicket } from '../api/get-home'
import { placeOf } from './home-event-card'
import { HomeEmpty } from './home-empty'
import { HomeSection } from './home-section'

/** "Your next event": the soonest booking, its date and place, and the way to the ticket. */
export function NextTicket({ ticket }: { ticket: HomeTicket | null }) {
  return (
    <HomeSection id="home-next-ticket" title="Your next event">
      {ticket ? (
        <Card
          withBorder
          radius="md"
          padding={0}
          component="article"
          aria-label={ticket.event.title}
        >
          <Group wrap="nowrap" align="stretch" gap={0}>
            <Box w={{ base: 96, xs: 180 }} mih={140} style={{ flexShrink: 0 }}>
              <CoverImage src={ticket.event.img} seed={ticket.event.id} h="100%" />
            </Box>
            <Stack gap={6} p="md" style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" c="dimmed" fw={600}>
                <time dateTime={isoString(ticket.event.starts_at)}>
                  {formatDateTime(ticket.event.starts_at)}
                </time>
              </Text>
              <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {ticket.event.title}
              </Text>
              {placeOf(ticket.event.address) && (
                <Text size="sm">{placeOf(ticket.event.address)}</Text>
              )}
              <Group gap="xs">
                <Text size="sm">
                  {ticket.total_tickets} × {ticket.ticket_label}
                </Text>
                {ticket.status === 'reserved' && (
                  <Badge color="yellow" variant="light">
                    Awaiting confirmation
                  </Badge>
                )}
              </Group>
              <Group gap="xs" mt={4}>
                <Button component={Link} to="/my-tickets" size="xs">
                  View your ticket
                </Button>
                <Button component={Link} to={ticket.event.url} size="xs" variant="default">
                  Event details
                </Button>
              </Group>
            </Stack>
          </Group>
        </Card>
      ) : (
        <HomeEmpty
          action={
            <Button component={Link} to="/events" variant="light" size="xs">
              Find an event
            </Button>
          }
        >
          You have no tickets for upcoming events.
        </HomeEmpty>
      )}
    </HomeSection>
  )
}
