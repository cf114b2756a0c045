import { Anchor, Badge, Box, Button, Grid, Group, Image, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-errors'
import { useMe } from '@/lib/session'
import { eventQueryOptions, type EventDetail } from '../api/get-event'
import { canEditEvent } from '../lib/event-access'
import { safeImageSrc } from '@/lib/safe-url'
import { AttendeeList } from './attendee-list'
import { EventCallToAction } from './event-call-to-action'
import { EventContactLinks } from './event-contact-links'
import { EventStatusBadge, eventStatusLabel } from './event-status-badge'
import { RichText } from '@/components/rich-text'
import { SubEvents } from './sub-events'
import { Page } from '@/components/layout/page'
import { CommentsSection } from '@/components/engagement/comments-section'
import { LikeButton } from '@/components/engagement/like-button'

type Props = {
  slug: string
  /** The booking panel; the route composes it from the tickets feature. */
  renderBooking?: (event: EventDetail) => ReactNode
  /** Opens the editor; Edit shows only to the owner or events.manage. */
  onEdit?: (event: EventDetail) => void
}

/**
 * Spec 01 §2 single event (/events/{slug}): picture, title, categories, the call to action (price,
 * dates, address with a map link, booking), description, contacts, sub-events and attendees
 * (#attendees).
 */
export function EventPage({ slug, renderBooking, onEdit }: Props) {
  const event = useQuery(eventQueryOptions(slug))
  const me = useMe()

  if (event.isPending) return <PageSkeleton variant="detail" label="Loading the event…" />
  if (event.isError) {
    const missing =
      event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 403)
    return (
      <Page>
        {missing ? (
          <>
            <PageTitle>Event not found</PageTitle>
            <Text>This event does not exist, or is not open to you.</Text>
          </>
        ) : (
          <ErrorState
            message="The event could not be loaded."
            onRetry={() => void event.refetch()}
          />
        )}
      </Page>
    )
  }

  const e = event.data
  const img = safeImageSrc(e.img)
  const canEdit = onEdit !== undefined && canEditEvent(me.data, e)

  return (
    <Page>
      {img && <Image src={img} alt="" radius="sm" mah={420} fit="cover" mb="md" />}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageTitle>{e.title}</PageTitle>
        {canEdit && (
          <Button variant="light" onClick={() => onEdit(e)}>
            Edit
          </Button>
        )}
      </Group>
      {(eventStatusLabel(e.status) || e.categories.length > 0) && (
        <Group gap="xs" mb="md">
          <EventStatusBadge status={e.status} />
          {e.categories.map((c) => (
            <Badge key={c.id} variant="light">
              {c.name}
            </Badge>
          ))}
        </Group>
      )}
      <Grid gap="lg">
        {/* On phones the call to action comes first, under the title; beside the page from 768 px. */}
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }} order={{ base: 1, sm: 2 }}>
          <EventCallToAction event={e}>{renderBooking?.(e)}</EventCallToAction>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }} order={{ base: 2, sm: 1 }}>
          <Stack gap="md">
            {e.parent && (
              <Text size="sm">
                Part of{' '}
                <Anchor component={Link} to={`/events/${e.parent.slug}`}>
                  {e.parent.title}
                </Anchor>
              </Text>
            )}
            <Box>
              <RichText doc={e.description} />
            </Box>
            {e.information && <Text style={{ whiteSpace: 'pre-line' }}>{e.information}</Text>}
            <EventContactLinks contactables={e.contactables} link={e.link} />
            <SubEvents events={e.children ?? []} />
            {!e.settings.hide_attendees && (
              <AttendeeList eventId={e.id} viewerId={me.data?.id ?? null} />
            )}
            <LikeButton
              itemType="event"
              itemId={e.id}
              totalLikes={e.total_likes}
              likedId={e.user_liked}
            />
            <CommentsSection itemType="event" itemId={e.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  )
}
