import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { confirmDelete, RowAction, RowActions } from '@/components/admin/row-actions'
import { StatusBadge } from '@/components/admin/status-filter'
import { formatDateTime } from '@/lib/dates'
import { useDeleteEvent } from '../api/delete-event'
import type { AdminEvent } from '../api/list-admin-events'
import { useSetEventStatus } from '../api/save-event'

type OnEdit = (id: number) => void

function EventActions({ event, onEdit }: { event: AdminEvent; onEdit: OnEdit }) {
  const setStatus = useSetEventStatus()
  const remove = useDeleteEvent()
  const busy = setStatus.isPending || remove.isPending
  const onDelete = () =>
    confirmDelete({
      title: 'Delete event',
      sentence: `Delete “${event.title}”? Its tickets and bookings go with it.`,
      onConfirm: () => remove.mutate(event.id),
    })
  return (
    <RowActions>
      {event.status === 'pending' && (
        <>
          <RowAction
            label="Approve"
            name={event.title}
            color="green"
            variant="light"
            disabled={busy}
            onClick={() => setStatus.mutate({ id: event.id, status: 'approved' })}
          />
          <RowAction
            label="Reject"
            name={event.title}
            color="red"
            variant="light"
            disabled={busy}
            onClick={() => setStatus.mutate({ id: event.id, status: 'rejected' })}
          />
        </>
      )}
      <RowAction label="Edit" name={event.title} onClick={() => onEdit(event.id)} />
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
      <RowAction
        label="Delete"
        name={event.title}
        color="red"
        variant="subtle"
        disabled={busy}
        onClick={onDelete}
      />
    </RowActions>
  )
}

const columns = (onEdit: OnEdit): AdminColumn<AdminEvent>[] => [
  {
    header: 'Title',
    cell: (event) => (
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
    ),
  },
  { header: 'Starts', cell: (event) => <Text size="sm">{formatDateTime(event.starts_at)}</Text> },
  { header: 'Organiser', cell: (event) => <Text size="sm">{event.user?.full_name ?? '—'}</Text> },
  { header: 'Status', cell: (event) => <StatusBadge status={event.status} /> },
  { header: 'Attendees', cell: (event) => <Text size="sm">{event.total_attendees}</Text> },
  {
    header: 'Actions',
    align: 'right',
    cell: (event) => <EventActions event={event} onEdit={onEdit} />,
  },
]

/** Spec 02 §2 events list: title, start, organiser, status, attendees and the row's actions. */
export function AdminEventsTable({
  events,
  onEdit,
}: {
  events: readonly AdminEvent[]
  onEdit: OnEdit
}) {
  return <AdminTable label="Events" rows={events} minWidth={1000} columns={columns(onEdit)} />
}
