import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { useMe } from '@/lib/session'
import { eventsListOptions, type EventItem, type EventsFilters } from '../api/list-events'
import { canEditEvent } from '../lib/event-access'
import { EventCard } from './event-card'

type Props = {
  filters: EventsFilters
  showAvailability: boolean
  onEdit?: (event: EventItem) => void
}

/** Spec 01 §9: 6 cards, "Load more" adds 3; one column on a phone, up to three on a desktop. */
export function EventsList({ filters, showAvailability, onEdit }: Props) {
  const me = useMe()
  const list = useInfiniteQuery(eventsListOptions(filters))

  if (list.isPending) return <ListLoading label="Loading events…" />
  if (list.isError)
    return (
      <ErrorState message="The events could not be loaded." onRetry={() => void list.refetch()} />
    )

  // An event can arrive twice if one is added between pages; show it once.
  const seen = new Set<number>()
  const events = list.data.pages
    .flatMap((p) => p.data)
    .filter((e) => !seen.has(e.id) && seen.add(e.id))
  if (events.length === 0) return <EmptyState>No events found</EmptyState>

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            showAvailability={showAvailability}
            onEdit={onEdit && canEditEvent(me.data, event) ? onEdit : undefined}
          />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  )
}
