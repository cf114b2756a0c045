import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import { Box, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ErrorState } from '@/components/page-states'
import { eventsInRangeOptions, type EventsFilters } from '../api/list-events'
import { CALENDAR_FORMATS, fromLondonWallClock, toLondonWallClock } from '@/lib/calendar-time'
import { CalendarEventModal } from './calendar-event-modal'
import { eventStatusLabel } from './event-status-badge'

/** Spec 03 §9: under 765 px wide the calendar is a week's list instead of a month grid. */
export const NARROW_QUERY = '(max-width: 764px)'
const MONTH = 'dayGridMonth'
const LIST = 'listWeek'

type Range = { from: string; to: string }

/**
 * Spec 03 §2 event calendar: prev, title, next (and Month/List on wide screens); the events
 * starting in the visible range, shown in London time; clicking one opens its summary.
 */
export function EventsCalendar({
  filters,
  showAvailability,
}: {
  filters: EventsFilters
  showAvailability: boolean
}) {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false
  const calendar = useRef<FullCalendar>(null)
  const [range, setRange] = useState<Range | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const events = useQuery({
    ...eventsInRangeOptions(filters, range ?? { from: '', to: '' }),
    enabled: range !== null,
  })

  // Crossing 765 px switches views; the switch itself is offered only on wide screens.
  useEffect(() => {
    const api = calendar.current?.getApi()
    const wanted = narrow ? LIST : MONTH
    if (api && api.view.type !== wanted) api.changeView(wanted)
  }, [narrow])

  const rows = events.data?.data ?? []
  const inputs: EventInput[] = rows.map((e) => ({
    id: String(e.id),
    title: eventStatusLabel(e.status) ? `${e.title} (${eventStatusLabel(e.status)})` : e.title,
    start: toLondonWallClock(e.starts_at),
    end: toLondonWallClock(e.ends_at),
    classNames: e.status === 'draft' ? ['event-draft'] : [],
  }))

  const onDates = (arg: DatesSetArg) => {
    const next = { from: fromLondonWallClock(arg.start), to: fromLondonWallClock(arg.end) }
    setRange((previous) =>
      previous?.from === next.from && previous.to === next.to ? previous : next,
    )
  }
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault()
    setOpenId(Number(arg.event.id))
  }

  return (
    <Box>
      {events.isError && (
        <ErrorState
          message="The calendar's events could not be loaded."
          onRetry={() => void events.refetch()}
        />
      )}
      {events.isFetching && (
        <Text size="sm" c="dimmed" role="status">
          Loading events…
        </Text>
      )}
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, listPlugin]}
        initialView={narrow ? LIST : MONTH}
        timeZone="UTC"
        now={() => toLondonWallClock(new Date())}
        headerToolbar={{
          start: 'prev title next',
          center: '',
          end: narrow ? '' : `${MONTH},${LIST}`,
        }}
        buttonText={{ dayGridMonth: 'Month', listWeek: 'List' }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0' }}
        {...CALENDAR_FORMATS}
        firstDay={1}
        height="auto"
        eventInteractive
        events={inputs}
        datesSet={onDates}
        eventClick={onClick}
        noEventsContent="No events found"
      />
      <CalendarEventModal
        event={rows.find((e) => e.id === openId) ?? null}
        showAvailability={showAvailability}
        onClose={() => setOpenId(null)}
      />
    </Box>
  )
}
