import { Group } from '@mantine/core'
import { lazy, Suspense, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useSettings } from '@/lib/site-settings'
import type { EventItem, EventsFilters } from '../api/list-events'
import { readEventsParams, withEventsParam } from '../lib/events-params'
import { EventsList } from './events-list'
import { EventsToolbar } from './events-toolbar'
import { Page } from '@/components/layout/page'

// FullCalendar is large: it downloads only when someone switches to the calendar.
const EventsCalendar = lazy(() =>
  import('./events-calendar').then((m) => ({ default: m.EventsCalendar })),
)

type Props = {
  title: string
  scope: EventsFilters['scope']
  /** The member whose events these are (scope 'mine'). */
  userId?: number
  /** Opens the editor for an event; Edit shows only where the policy allows. */
  onEdit?: (event: EventItem) => void
  /** Extra header actions (e.g. a create button) supplied by the route. */
  actions?: ReactNode
}

/**
 * An events browser: search, category filter and list/calendar switch, all kept in the address.
 * Used by /events (public, upcoming) and /my-events (the member's own, drafts included).
 */
export function EventsBrowser({ title, scope, userId, onEdit, actions }: Props) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readEventsParams(searchParams)
  const settings = useSettings()
  const showAvailability = settings.data?.display_event_availability ?? false
  const filters: EventsFilters = { scope, q: params.q, categories: params.categories, userId }
  const update = (change: Parameters<typeof withEventsParam>[1]) =>
    setSearchParams((previous) => withEventsParam(previous, change), { replace: true })

  return (
    <Page>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{title}</PageTitle>
        {actions}
      </Group>
      <EventsToolbar
        params={params}
        onSearch={(q) => update({ q })}
        onCategory={(category) => update({ category })}
        onView={(view) => update({ view })}
      />
      {params.view === 'calendar' ? (
        <Suspense fallback={<LoadingState label="Loading the calendar…" />}>
          <EventsCalendar filters={filters} showAvailability={showAvailability} />
        </Suspense>
      ) : (
        <EventsList filters={filters} showAvailability={showAvailability} onEdit={onEdit} />
      )}
    </Page>
  )
}

/** /events: everyone's upcoming events (spec 01 §2). */
export function EventsScreen({ onEdit, actions }: Pick<Props, 'onEdit' | 'actions'>) {
  return <EventsBrowser title="Events" scope="public" onEdit={onEdit} actions={actions} />
}
