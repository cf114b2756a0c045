import { useQuery } from '@tanstack/react-query'
import { listEventsQuery } from '@worker/events/events.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { ADMIN_EVENT_FILTERS, listAdminEventsQuery } from '../api/list-admin-events'
import { AdminEventsTable } from './admin-events-table'
import { EventEditorModal } from './event-editor-modal'

const STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const

/** Spec 02 §2 events screen. */
export function AdminEventsScreen() {
  const list = useListQueryParams(listEventsQuery, ADMIN_EVENT_FILTERS)
  const editor = useEditorParams()
  const events = useQuery(listAdminEventsQuery(list.query))
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
