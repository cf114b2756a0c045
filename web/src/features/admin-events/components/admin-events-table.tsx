import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'
import { formatDateTime } from '@/lib/dates'
import type { AdminEvent } from '../api/list-admin-events'
import { useDeleteEvent } from '../api/delete-event'
import { useSetEventStatus } from '../api/save-event'

const STATUS_COLOURS = { draft: 'gray', pending: 'yellow', approved: 'green', rejected: 'red' }
const STATUS_LABELS = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

type Props = { events: readonly AdminEvent[]; onEdit: (id: number) => void }

function EventActions({ event, onEdit }: { event: AdminEvent; onEdit: (id: number) => void }) {
  const setStatus = useSetEventStatus()
  const remove = useDeleteEvent()
  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete event',
      children: <Text size="sm">Delete “{event.title}”? Its tickets and bookings go with it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(event.id),
    })
  const busy = setStatus.isPending || remove.isPending
  return (
    <Group gap={6} wrap="nowrap">
      {event.status === 'pending' && (
        <>
          <Button
            size="xs"
            color="green"
            variant="light"
            disabled={busy}
            onClick={() => setStatus.mutate({ id: event.id, status: 'approved' })}
            aria-label={`Approve ${event.title}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={busy}
            onClick={() => setStatus.mutate({ id: event.id, status: 'rejected' })}
            aria-label={`Reject ${event.title}`}
          >
            Reject
          </Button>
        </>
      )}
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(event.id)}
        aria-label={`Edit ${event.title}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        component="a"
        href={`/api/events/${event.id}/attendees-export`}
        download
        aria-label={`Export attendees of ${event.title}`}
      >
        Export attendees
      </Button>
      <Button
        size="xs"
        color="red"
        variant="subtle"
        disabled={busy}
        onClick={confirmDelete}
        aria-label={`Delete ${event.title}`}
      >
        Delete
      </Button>
    </Group>
  )
}

/** Spec 02 §2 events list: title, start, organiser, status, attendees and the row's actions. */
export function AdminEventsTable({ events, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Starts</Table.Th>
            <Table.Th>Organiser</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attendees</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Anchor href={event.url} size="sm" fw={500}>
                      {event.title}
                    </Anchor>
                    {event.is_recently_approved && (
                      <Badge size="xs" variant="light" color="green">
                        Recently approved
                      </Badge>
                    )}
                  </Group>
                  {event.parent_id !== null && (
                    <Text size="xs" c="dimmed">
                      Sub-event of {event.parent?.title ?? `event ${event.parent_id}`}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(event.starts_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{event.user?.full_name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[event.status]} miw="max-content">
                  {STATUS_LABELS[event.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{event.total_attendees}</Text>
              </Table.Td>
              <Table.Td>
                <EventActions event={event} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
