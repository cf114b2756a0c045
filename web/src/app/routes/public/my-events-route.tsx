import { MyEventsScreen } from '@/features/events/components/my-events-screen'
import { CreateEventButton, useEventEditorSlot } from './event-editor-slot'

/** /my-events (members only): the member's own events, with the editor for Edit and Create. */
export function MyEventsRoute() {
  const editor = useEventEditorSlot()
  return (
    <>
      <MyEventsScreen
        onEdit={(event) => editor.edit(event.id)}
        actions={<CreateEventButton onClick={editor.create} />}
      />
      {editor.modal}
    </>
  )
}
