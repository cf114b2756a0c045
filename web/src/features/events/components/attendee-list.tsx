import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { MemberName } from '@/components/member-name'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { ATTENDEES_SHOWN, attendeesQueryOptions, type Attendee } from '../api/list-attendees'

// The message form (react-hook-form, zod) downloads when a member first asks to meet someone.
const LetsMeetModal = lazy(() =>
  import('./lets-meet-modal').then((m) => ({ default: m.LetsMeetModal })),
)

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')

type Props = {
  eventId: number
  /** The signed-in member's id, or null for a visitor (who cannot ask to meet). */
  viewerId: number | null
}

/**
 * Spec 01 §2/§9: an event's attendees, loaded at once (page size 999), shown 4 at a time with
 * "More attendees" adding 4; signed-in members may ask any other member attendee to meet.
 */
export function AttendeeList({ eventId, viewerId }: Props) {
  const attendees = useQuery(attendeesQueryOptions(eventId))
  const section = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  const [shown, setShown] = useState(ATTENDEES_SHOWN)
  const [meeting, setMeeting] = useState<{ user_id: number; full_name: string } | null>(null)
  const rows = attendees.data?.data ?? []
  const loaded = attendees.isSuccess

  // /events/{slug}#attendees: the browser cannot scroll to a section drawn after the page loaded.
  useEffect(() => {
    if (hash === '#attendees' && loaded)
      section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [hash, loaded])

  return (
    <section id="attendees" ref={section} aria-labelledby="attendees-heading">
      <Title order={2} size="h3" id="attendees-heading" mb="sm">
        Attendees
      </Title>
      {attendees.isPending ? (
        <LoadingState label="Loading attendees…" />
      ) : attendees.isError ? (
        <ErrorState
          message="The attendees could not be loaded."
          onRetry={() => void attendees.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>No attendees yet</EmptyState>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {rows.slice(0, shown).map((attendee) => (
              <AttendeeRow
                key={attendee.id}
                attendee={attendee}
                canMeet={
                  viewerId !== null && attendee.user_id !== null && attendee.user_id !== viewerId
                }
                onMeet={setMeeting}
              />
            ))}
          </SimpleGrid>
          {shown < rows.length && (
            <Group justify="center">
              <Button variant="default" onClick={() => setShown((n) => n + ATTENDEES_SHOWN)}>
                More attendees
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {meeting && (
        <Suspense fallback={null}>
          <LetsMeetModal eventId={eventId} attendee={meeting} onClose={() => setMeeting(null)} />
        </Suspense>
      )}
    </section>
  )
}

type RowProps = {
  attendee: Attendee
  canMeet: boolean
  onMeet: (target: { user_id: number; full_name: string }) => void
}

function AttendeeRow({ attendee, canMeet, onMeet }: RowProps) {
  const name = attendee.user?.full_name ?? attendee.full_name
  const userId = attendee.user_id
  return (
    <Paper withBorder p="sm" component="article" aria-label={name}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={attendee.user?.img ?? null} alt={name} radius="xl" color="guild">
          {initialsOf(name)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {attendee.user ? (
            <MemberName slug={attendee.user.slug} fw={600} truncate>
              {name}
            </MemberName>
          ) : (
            <Text fw={600} truncate>
              {name}
            </Text>
          )}
          {attendee.user?.company && (
            <Text size="sm" c="dimmed" truncate>
              {attendee.user.company}
            </Text>
          )}
        </Stack>
        {canMeet && userId !== null && (
          <Button
            size="xs"
            variant="light"
            onClick={() => onMeet({ user_id: userId, full_name: name })}
          >
            Let&apos;s meet
          </Button>
        )}
      </Group>
    </Paper>
  )
}
