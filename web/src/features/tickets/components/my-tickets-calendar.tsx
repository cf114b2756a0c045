import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/daygrid'
import listPlugin from '@fullcalendar/list'
import { useMediaQuery } from '@mantine/hooks'
import { useNavigate } from 'react-router'
import { CALENDAR_FORMATS, toLondonWallClock } from '@/lib/calendar-time'
import type { Order } from '../api/list-orders'

/**
 * The orders' events on a calendar (loaded only when the toggle is on): a month grid from 765 px
 * (spec 03 §9), a week list below, where a grid would be unreadable.
 */
export default function MyTicketsCalendar({ orders }: { orders: Order[] }) {
  const wide = useMediaQuery('(min-width: 765px)')
  const navigate = useNavigate()
  const events = orders.flatMap((o) =>
    o.event
      ? [
          {
            id: String(o.id),
            title: o.event.title,
            // London wall-clock times on a calendar running in 'UTC' (see lib/calendar-time).
            start: toLondonWallClock(o.event.starts_at),
            end: toLondonWallClock(o.event.ends_at),
            url: `/events/${o.event.slug}`,
          },
        ]
      : [],
  )
  const view = wide ? 'dayGridMonth' : 'listWeek'
  return (
    <FullCalendar
      key={view}
      plugins={[dayGridPlugin, listPlugin]}
      initialView={view}
      initialDate={events[0]?.start}
      events={events}
      height="auto"
      timeZone="UTC"
      firstDay={1}
      {...CALENDAR_FORMATS}
      headerToolbar={{ start: 'title', center: '', end: 'prev,next today' }}
      eventClick={(info) => {
        // Stay in the app: the router, not a page load.
        info.jsEvent.preventDefault()
        if (info.event.url) void navigate(info.event.url)
      }}
    />
  )
}
