import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { useMe } from '@/lib/session'
import { EventPage } from '@/features/events/components/event-page'
import { bookableEvent } from '@/features/events/lib/bookable-event'
import { EventBookingPanel } from '@/features/tickets/components/event-booking-panel'
import { useEventEditorSlot } from './event-editor-slot'

/**
 * /events/:slug: the event page with the tickets feature's booking panel and the editor. A save
 * that renames the event moves to its new address.
 */
export function EventRoute() {
  const { slug } = useParams()
  const navigate = useNavigate()
  const me = useMe()
  const editor = useEventEditorSlot((saved) => {
    if (saved.slug !== slug) navigate(`/events/${saved.slug}`, { replace: true })
  })
  if (!slug) return <NotFoundPage />
  return (
    <>
      <EventPage
        slug={slug}
        renderBooking={(event) => (
          <EventBookingPanel event={bookableEvent(event)} signedIn={Boolean(me.data)} />
        )}
        onEdit={(event) => editor.edit(event.id)}
      />
      {editor.modal}
    </>
  )
}
