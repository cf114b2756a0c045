import { Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { EVENT_STATUSES } from '@worker/events/events.schemas'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { SearchInput } from '@/components/search-input'
import { listAdminEventsQuery } from '../api/list-admin-events'
import { readEventFilters } from '../lib/admin-events-filters'
import { AdminEventsTable } from './admin-events-table'
import { EventEditorModal } from './event-editor-modal'

const ALL = 'all'
const STATUS_FILTERS = [
  { value: ALL, label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]
const EDITOR_PARAMS = ['create', 'edit', 'id']

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

/**
 * Spec 02 §2 events screen. Filters and page live in the query string (`?status=pending&q=&page=2`)
 * and so does the editor (`?create`, `?edit&id=5`, spec 02 §2), so both survive a reload.
 */
export function AdminEventsScreen() {
  const [params, setParams] = useSearchParams()
  const filters = readEventFilters(params)
  const events = useQuery(listAdminEventsQuery(filters))
  const editing = params.has('edit') ? positiveInt(params.get('id')) : null
  const creating = params.has('create')

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          change(next)
          return next
        },
        { replace },
      ),
    [setParams],
  )
  const search = (value: string) =>
    update((next) => {
      if (value) next.set('q', value)
      else next.delete('q')
      next.delete('page')
    })
  const openEditor = (id: number | null) =>
    update((next) => {
      EDITOR_PARAMS.forEach((name) => next.delete(name))
      if (id === null) next.set('create', '')
      else {
        next.set('edit', '')
        next.set('id', String(id))
      }
    }, false)
  const closeEditor = useCallback(
    () => update((next) => EDITOR_PARAMS.forEach((name) => next.delete(name))),
    [update],
  )

  const pagination = events.data?.meta.pagination
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Events</PageTitle>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)}>
          New event
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Title" value={filters.search} onSearch={search} />
        <SegmentedControl
          aria-label="Status"
          data={STATUS_FILTERS}
          value={filters.status ?? ALL}
          onChange={(value) =>
            update((next) => {
              const status = EVENT_STATUSES.find((s) => s === value)
              if (status) next.set('status', status)
              else next.delete('status')
              next.delete('page')
            })
          }
        />
      </Group>
      {events.isPending ? (
        <LoadingState label="Loading events…" />
      ) : events.isError ? (
        <ErrorState
          message="The events could not be loaded."
          onRetry={() => void events.refetch()}
        />
      ) : events.data.data.length === 0 ? (
        <EmptyState>No events found</EmptyState>
      ) : (
        <AdminEventsTable events={events.data.data} onEdit={openEditor} />
      )}
      {pagination && pagination.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {pagination.total === 1 ? '1 event' : `${pagination.total} events`}
          </Text>
          {pagination.total_pages > 1 && (
            <Pagination
              total={pagination.total_pages}
              value={filters.page}
              onChange={(page) => update((next) => next.set('page', String(page)), false)}
              size="sm"
              siblings={1}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Group>
      )}
      <EventEditorModal
        opened={creating || editing !== null}
        eventId={editing ?? undefined}
        onClose={closeEditor}
      />
    </Stack>
  )
}
