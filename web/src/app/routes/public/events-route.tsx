import { EventsScreen } from '@/features/events/components/events-screen'
import { CreateEventButton, useEventEditorSlot } from './event-editor-slot'

/** /events: the events list and calendar, with the editor for Edit and Create. */
export function EventsRoute() {
  const editor = useEventEditorSlot()
  return (
    <>
      <EventsScreen
        onEdit={(event) => editor.edit(event.id)}
        actions={<CreateEventButton onClick={editor.create} />}
      />
      {editor.modal}
    </>
  )
}
