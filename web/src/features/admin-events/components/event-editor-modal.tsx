import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CANNOT_CREATE_EVENT, type EventResource } from '@worker/events/events.schemas'
import { can } from '@worker/lib/policy'
import { subjectOf } from '@/app/access'
import { LoadingState } from '@/components/page-states'
import { useMe } from '@/features/auth/api/get-me'
import { useSettings } from '@/features/settings/api/get-settings'
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

function CannotCreate({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {CANNOT_CREATE_EVENT}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

type EditorProps = Omit<Props, 'opened'> & { event: EditableEvent | undefined; failed: boolean }

function EventEditor({ eventId, parentId, onClose, onSaved, event, failed }: EditorProps) {
  const me = useMe()
  const settings = useSettings()
  const [subEditor, setSubEditor] = useState<SubEditor>(null)
  // Spec 02 §2: a load failure closes the editor; the API client has already alerted.
  useEffect(() => {
    if (failed) onClose()
  }, [failed, onClose])

  if (failed) return null
  if (me.isPending || (eventId !== undefined && !event))
    return <LoadingState label="Loading the event…" />
  const subject = subjectOf(me.data)
  // Spec 02 §6: the server refuses too; the editor says so before anything is typed.
  if (eventId === undefined && !can(subject, 'events.create'))
    return <CannotCreate onClose={onClose} />

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
}

/**
 * Spec 02 §2 event and sub-event editor. Like every editor it closes only by its Close buttons,
 * never by Escape or a click outside, so a half-written event is not lost.
 */
export function EventEditorModal({ opened, onClose, eventId, parentId, onSaved }: Props) {
  const narrow = useMediaQuery('(max-width: 48em)')
  const loaded = useQuery({
    ...getEventForEditQuery(eventId ?? 0),
    enabled: opened && eventId !== undefined,
  })
  const event = eventId === undefined ? undefined : loaded.data
  const isSubEvent = parentId !== undefined || (event?.parent_id ?? null) !== null
  const noun = isSubEvent ? 'Sub-event' : 'Event'
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${eventId === undefined ? 'New' : 'Edit'} ${noun}`}
      size="xl"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the event editor' }}
    >
      {opened && (
        <EventEditor
          eventId={eventId}
          parentId={parentId}
          onClose={onClose}
          onSaved={onSaved}
          event={event}
          failed={eventId !== undefined && loaded.isError}
        />
      )}
    </Modal>
  )
}
