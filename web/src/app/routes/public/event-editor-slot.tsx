import { Button } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import type { EventResource } from '@worker/events/events.schemas'
import { useMe } from '@/lib/session'
import { can, subjectOf } from '@/lib/access'

// The editor is large (rich text, dates, uploads): it downloads the first time it opens.
const EventEditorModal = lazy(() =>
  import('@/features/admin-events/components/event-editor-modal').then((m) => ({
    default: m.EventEditorModal,
  })),
)

type Editing = { eventId?: number } | null

/**
 * Composes the event editor (its own feature) into the events screens: `edit(id)` opens it for an
 * event, `create()` for a new one, and `modal` is the element to render.
 */
export function useEventEditorSlot(onSaved?: (event: EventResource) => void) {
  const [editing, setEditing] = useState<Editing>(null)
  const modal =
    editing === null ? null : (
      <Suspense fallback={null}>
        <EventEditorModal
          opened
          onClose={() => setEditing(null)}
          eventId={editing.eventId}
          onSaved={onSaved}
        />
      </Suspense>
    )
  return {
    edit: (eventId: number) => setEditing({ eventId }),
    create: () => setEditing({}),
    modal,
  }
}

/** "Create event" for members who may create events (the server checks again). */
export function CreateEventButton({ onClick }: { onClick: () => void }) {
  const me = useMe()
  if (!me.data || !can(subjectOf(me.data), 'events.create')) return null
  return <Button onClick={onClick}>Create event</Button>
}
