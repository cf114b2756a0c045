import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CANNOT_CREATE_EVENT, type EventResource } from '@worker/events/events.schemas'
import { can } from '@worker/lib/policy'
import { subjectOf } from '@/lib/access'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { CannotCreate } from '@/components/admin/content-editor-modal'
import { useMe } from '@/lib/session'
import { useSettings } from '@/lib/site-settings'
import { getEventForEditQuery, type EditableEvent } from '../api/get-event-for-edit'
import { EventEditorForm } from './event-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The event to edit; left out to create one. */
  eventId?: number
  /** Creates a sub-event under this parent. */
  parentId?: number
  onSaved?: (event: EventResource) => void
}

/** Which editor a nested modal shows: a sub-event being added or one being edited. */
type SubEditor = { eventId?: number; parentId?: number } | null

type EditorProps = Omit<Props, 'opened'> & { event: EditableEvent | undefined; failed: boolean }

function EventEditor({ eventId, parentId, onClose, onSaved, event, failed }: EditorProps) {
  const me = useMe()
  const settings = useSettings()
  const [subEditor, setSubEditor] = useState<SubEditor>(null)
  const loaded = me.data && (eventId === undefined || event) ? { me: me.data, event } : undefined
  return (
    <EditorLoader data={loaded} failed={failed} label="Loading the event…" onClose={onClose}>
      {({ me: viewer }) => {
        const subject = subjectOf(viewer)
        // Spec 02 §6: the server refuses too; the editor says so before anything is typed.
        if (eventId === undefined && !can(subject, 'events.create'))
          return <CannotCreate sentence={CANNOT_CREATE_EVENT} onClose={onClose} />
        return (
          <>
            <EventEditorForm
              key={event?.id ?? 'new'}
              event={event ?? null}
              parentId={parentId ?? null}
              isManager={can(subject, 'events.manage')}
              siteAttrs={settings.data?.custom_event_attrs ?? []}
              currency={settings.data?.currency_symbol ?? '£'}
              onClose={onClose}
              onSaved={onSaved}
              onAddSubEvent={() => event && setSubEditor({ parentId: event.id })}
              onEditSubEvent={(id) => setSubEditor({ eventId: id })}
            />
            {subEditor && (
              <EventEditorModal
                opened
                eventId={subEditor.eventId}
                parentId={subEditor.parentId}
                onClose={() => setSubEditor(null)}
              />
            )}
          </>
        )
      }}
    </EditorLoader>
  )
}

/**
 * Spec 02 §2 event and sub-event editor. Like every editor it closes only by its Close buttons,
 * never by Escape or a click outside, so a half-written event is not lost.
 */
export function EventEditorModal({ opened, onClose, eventId, parentId, onSaved }: Props) {
  const loaded = useQuery({
    ...getEventForEditQuery(eventId ?? 0),
    enabled: opened && eventId !== undefined,
  })
  const event = eventId === undefined ? undefined : loaded.data
  const isSubEvent = parentId !== undefined || (event?.parent_id ?? null) !== null
  const noun = isSubEvent ? 'Sub-event' : 'Event'
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={`${eventId === undefined ? 'New' : 'Edit'} ${noun}`}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the event editor"
    >
      <EventEditor
        eventId={eventId}
        parentId={parentId}
        onClose={onClose}
        onSaved={onSaved}
        event={event}
        failed={eventId !== undefined && loaded.isError}
      />
    </AdminEditorModal>
  )
}
