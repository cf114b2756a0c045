import { Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { formatDateTime, isoString } from '@/lib/dates'
import type { HomeEvent } from '../api/get-home'
import classes from './home.module.css'

type Address = HomeEvent['address']

/** Where the event is, in a few words: the town, else the venue. */
export const placeOf = (address: Address) =>
  [address.town_city, address.line_1].map((part) => part?.trim()).find(Boolean) ?? null

/**
 * An upcoming event as a picture card: picture, date, title, place and price. On a phone it is a
 * row, the picture a thumbnail beside the words, so four events fit a screen instead of one.
 */
export function HomeEventCard({ event }: { event: HomeEvent }) {
  const place = placeOf(event.address)
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      component="article"
      className={`${classes.card} ${classes.eventCard}`}
    >
      <div className={classes.eventPicture}>
        <CoverImage src={event.img} seed={event.id} h="100%" />
      </div>
      <Stack gap={4} p="sm" className={classes.eventWords}>
        <Text size="sm" c="dimmed" fw={600}>
          <time dateTime={isoString(event.starts_at)}>{formatDateTime(event.starts_at)}</time>
        </Text>
        <Text fw={700} lh={1.3} lineClamp={2}>
          <Link to={event.url} className={classes.cardLink}>
            {event.title}
          </Link>
        </Text>
        <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
          <Text size="sm" truncate>
            {place}
          </Text>
          <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
            {event.price_formatted}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}
