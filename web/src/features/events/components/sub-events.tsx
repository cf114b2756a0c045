import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, isoString } from '@/lib/dates'

type SubEvent = {
  id: number
  slug: string
  title: string
  starts_at: string
  price_formatted: string
}

/** Spec 01 §2: a parent event lists its sub-events, each linking to its own page. */
export function SubEvents({ events }: { events: SubEvent[] }) {
  if (events.length === 0) return null
  return (
    <section aria-labelledby="sub-events-heading">
      <Title order={2} size="h3" id="sub-events-heading" mb="sm">
        Sub-events
      </Title>
      <Stack gap="xs">
        {events.map((child) => (
          <Paper key={child.id} withBorder p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Anchor component={Link} to={`/events/${child.slug}`} fw={600}>
                  {child.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <time dateTime={isoString(child.starts_at)}>
                    {formatDateTime(child.starts_at)}
                  </time>
                </Text>
              </Stack>
              <Text size="sm" fw={600}>
                {child.price_formatted}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  )
}
