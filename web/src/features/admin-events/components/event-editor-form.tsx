import { Alert, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form'
import { createEventInput, type EventResource } from '@worker/events/events.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import type { EditableEvent } from '../api/get-event-for-edit'
import { useSaveEvent } from '../api/save-event'
import {
  changedFields,
  eventValues,
  newEventValues,
  TAB_ORDER,
  tabOfField,
  type EditorTab,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/event-form'
import { eventResolver } from '../lib/event-resolver'
import { asEventResource } from '../lib/rich-text-json'
import { EventContactTab } from './event-contact-tab'
import { EventCustomAttrsTab } from './event-custom-attrs-tab'
import { EventDetailsTab } from './event-details-tab'
import { EventSubEventsTab } from './event-subevents-tab'
import { EventTicketsTab, SubEventTicketsTab } from './event-tickets-tab'
import { EventWhenTab } from './event-when-tab'
import { EventWhereTab } from './event-where-tab'

export const SAVE_FAILED_TITLE = 'Error saving event'
export const SUBMITTED_FOR_APPROVAL = 'Your event has been submitted for approval'

type SiteAttr = Parameters<typeof EventCustomAttrsTab>[0]['siteAttrs'][number]

type Props = {
  /** The saved event, or null for a new one. */
  event: EditableEvent | null
  /** A new sub-event's parent. */
  parentId: number | null
  isManager: boolean
  siteAttrs: readonly SiteAttr[]
  currency: string
  onClose: () => void
  onSaved?: (event: EventResource) => void
  onAddSubEvent: () => void
  onEditSubEvent: (id: number) => void
}

/** The first path in react-hook-form's errors that carries a message (`tickets.0.price`). */
const firstErrorPath = (errors: object, prefix = ''): string | null => {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || typeof value !== 'object' || value === null) continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && typeof value.message === 'string') return path
    const nested = firstErrorPath(value, path)
    if (nested) return nested
  }
  return null
}

/**
 * The event and sub-event form: react-hook-form with the route's own schema (create or update),
 * tabs marked where errors are, only changed fields sent on update, and every failure shown here.
 */
export function EventEditorForm(props: Props) {
  const { event, parentId, isManager, siteAttrs, currency, onClose, onSaved } = props
  const isSubEvent = parentId !== null || (event?.parent_id ?? null) !== null
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    defaultValues: event
      ? eventValues(event, { isManager })
      : newEventValues({ parentId, isManager }),
    resolver: eventResolver(event === null),
    // Fields of hidden tabs cannot take focus; the editor focuses after switching tab instead.
    shouldFocusError: false,
  })
  const [tab, setTab] = useState<EditorTab>('details')
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<EditorTab>>(new Set())
  const pendingFocus = useRef<string | null>(null)
  const closeSoon = useCloseAfterSave(onClose)
  const save = useSaveEvent()

  /** Is `name` a field of this form? Every field has a default value, so its key exists. */
  const isFieldPath = (name: string): name is FieldPath<EventFormValues> => {
    let node: unknown = form.getValues()
    for (const part of name.split('.')) {
      if (node === null || typeof node !== 'object' || !(part in node)) return false
      node = Reflect.get(node, part)
    }
    return true
  }

  // Focus once the tab holding the first error is showing.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (isFieldPath(target)) form.setFocus(target)
  })

  const showErrorsOn = (fields: string[], focus: string | null) => {
    const tabs = new Set(fields.map(tabOfField))
    setErrorTabs(tabs)
    const first = TAB_ORDER.find((name) => tabs.has(name))
    if (first) setTab(first)
    pendingFocus.current = focus
  }

  const onInvalid = (errors: FieldErrors<EventFormValues>) =>
    showErrorsOn(Object.keys(errors), firstErrorPath(errors))

  const submit = async (values: EventFormOutput) => {
    setErrorTabs(new Set())
    form.clearErrors('root')
    try {
      const saved = event
        ? await save.mutateAsync({
            id: event.id,
            json: changedFields(values, form.formState.dirtyFields),
          })
        : await save.mutateAsync({ id: null, json: createEventInput.parse(form.getValues()) })
      notifications.show({
        color: 'green',
        message: saved.status === 'pending' && !isManager ? SUBMITTED_FOR_APPROVAL : 'Event saved',
      })
      form.reset(eventValues(saved, { isManager }))
      onSaved?.(asEventResource(saved))
      closeSoon()
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 422 &&
        Object.keys(error.fields).length > 0
      ) {
        applyFormErrors(form, error)
        showErrorsOn(Object.keys(error.fields), Object.keys(error.fields)[0] ?? null)
        return
      }
      // Spec 02 §8: any other failure is an alert titled 'Error saving event' with the server's words.
      notifications.show({
        color: 'red',
        title: SAVE_FAILED_TITLE,
        message:
          error instanceof ApiError ? error.messages.join('\n') : "Request couldn't be completed.",
        style: { whiteSpace: 'pre-line' },
      })
    }
  }

  const serverMessage = form.formState.errors.root?.server?.message
  const canSave = event === null || form.formState.isDirty

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit, onInvalid)(e)} noValidate>
      {serverMessage && (
        <Alert color="red" mb="md" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {serverMessage}
        </Alert>
      )}
      <EditorTabs<EditorTab>
        value={tab}
        onChange={setTab}
        errorTabs={errorTabs}
        tabs={[
          {
            value: 'details',
            label: 'Details',
            panel: <EventDetailsTab form={form} isSubEvent={isSubEvent} isManager={isManager} />,
          },
          {
            value: 'when',
            label: 'When',
            panel: <EventWhenTab form={form} canRepeat={event === null && !isSubEvent} />,
          },
          { value: 'where', label: 'Where', panel: <EventWhereTab form={form} /> },
          !isSubEvent && {
            value: 'contact',
            label: 'Contact',
            panel: <EventContactTab form={form} />,
          },
          {
            value: 'tickets',
            label: 'Tickets',
            panel: isSubEvent ? (
              <SubEventTicketsTab form={form} currency={currency} />
            ) : (
              <EventTicketsTab form={form} currency={currency} />
            ),
          },
          !isSubEvent && {
            value: 'custom',
            label: 'Custom attributes',
            panel: <EventCustomAttrsTab form={form} siteAttrs={siteAttrs} />,
          },
          !isSubEvent &&
            event && {
              value: 'subevents',
              label: 'Sub-events',
              panel: (
                <EventSubEventsTab
                  event={event}
                  onAdd={props.onAddSubEvent}
                  onEdit={props.onEditSubEvent}
                />
              ),
            },
        ]}
      />
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" disabled={!canSave} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  )
}
