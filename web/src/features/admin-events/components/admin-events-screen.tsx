import { SegmentedControl } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { listEventsQuery } from '@worker/events/events.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { ADMIN_EVENT_FILTERS, listAdminEventsQuery } from '../api/list-admin-events'
import { EVENT_TIMINGS, timingOf } from '../lib/event-timing'
import { AdminEventsTable } from './admin-events-table'
import { EventEditorModal } from './event-editor-modal'

const STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const

/** Spec 02 §2 events screen: upcoming events soonest first, past ones behind the When filter. */
export function AdminEventsScreen() {
  const list = useListQueryParams(listEventsQuery, ADMIN_EVENT_FILTERS)
  const [params, setParams] = useSearchParams()
  const timing = timingOf(params.get('when'))
  const editor = useEditorParams()
  const events = useQuery(listAdminEventsQuery(list.query, timing))
  // Upcoming is the default, so it leaves the address; a new timing starts again at page 1.
  const setTiming = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (timingOf(value) === 'upcoming') next.delete('when')
        else next.set('when', value)
        next.delete('page')
        return next
      },
      { replace: true },
    )
  return (
    <AdminListScreen
      title="Events"
      create={{ label: 'New event', onClick: editor.openCreate }}
      filters={
        <>
          <SearchInput
            label="Search"
            placeholder="Title"
            value={list.filters.q ?? ''}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <SegmentedControl
            aria-label="When"
            data={[...EVENT_TIMINGS]}
            value={timing}
            onChange={setTiming}
          />
          <StatusFilter
            statuses={STATUSES}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
        </>
      }
    >
      <AdminList
        list={events}
        noun={{ one: 'event', many: 'events' }}
        empty="No events found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => <AdminEventsTable events={rows} onEdit={editor.openEdit} />}
      </AdminList>
      <EventEditorModal
        opened={editor.opened}
        eventId={editor.editingId ?? undefined}
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
