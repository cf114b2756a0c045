import { TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form'
import {
  createPollInput,
  POLL_MESSAGES,
  type CreatePollInput,
  type PollResource,
} from '@worker/polls/polls.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import type { EditablePoll } from '../api/get-poll-for-edit'
import { useSavePoll } from '../api/save-poll'
import {
  newPollPayloadFor,
  pollPayloadFor,
  pollValuesOf,
  withoutEmptySponsor,
  type PollEditorAccess,
  type PollFormValues,
} from '../lib/poll-form'
import { DetailsFields } from './details-fields'
import { EditorFrame } from '@/components/admin/editor-frame'
import { OptionsEditor } from './options-editor'

type Props = {
  poll: EditablePoll | null
  access: PollEditorAccess
  onClose: () => void
  onSaved?: (poll: PollResource) => void
}

type Tab = 'details' | 'options'
const tabOf = (field: string): Tab => (field.startsWith('poll_options') ? 'options' : 'details')

/** The route's own schema, with empty sponsor fields read as none. */
const resolver: Resolver<PollFormValues, unknown, CreatePollInput> = (values, ...rest) =>
  zodResolver(createPollInput)(withoutEmptySponsor(values), ...rest)

/**
 * The poll form (spec 02 §2, §3): react-hook-form checked by the route's schema. A saved poll's
 * dates and options are shown locked when the worker says this viewer may not change them.
 */
export function PollEditorForm({ poll, access, onClose, onSaved }: Props) {
  const form = useForm<PollFormValues, unknown, CreatePollInput>({
    defaultValues: pollValuesOf(poll, 'approved'),
    resolver,
    shouldFocusError: false,
  })
  const { control, register, formState } = form
  const { errors } = formState
  const options = useFieldArray({ control, name: 'poll_options', keyName: 'key' })
  const save = useSavePoll()
  const closeSoon = useCloseAfterSave(onClose)

  const submit = async (values: CreatePollInput) => {
    const saved = await save.mutateAsync(
      poll
        ? { id: poll.id, json: pollPayloadFor(values, access) }
        : { id: null, json: newPollPayloadFor(values, access) },
    )
    notifications.show({ color: 'green', message: POLL_MESSAGES.pollSaved })
    form.reset(pollValuesOf(saved, 'approved'))
    onSaved?.(saved)
    closeSoon()
  }

  const optionValues = useWatch({ control, name: 'poll_options' })
  const details = (
    <DetailsFields
      categorizable="polls"
      access={access}
      toggle={{ name: 'dont_show_on_polls', label: "Don't show on polls page" }}
    >
      <TextInput
        label="Sponsored by"
        {...register('sponsored_by')}
        error={errors.sponsored_by?.message}
      />
      <TextInput
        label="Sponsor link"
        placeholder="https://"
        {...register('sponsored_by_link')}
        error={errors.sponsored_by_link?.message}
      />
    </DetailsFields>
  )
  const optionsPanel = (
    <OptionsEditor
      label="Options"
      rows={options.fields.map((row, i) => ({ key: row.key, value: optionValues[i]?.value ?? '' }))}
      register={(i) => register(`poll_options.${i}.value`)}
      errorOf={(i) => errors.poll_options?.[i]?.value?.message}
      listError={errors.poll_options?.message ?? errors.poll_options?.root?.message}
      readOnly={!access.canEditOptions}
      onAdd={() => options.append({ value: '' })}
      onRemove={options.remove}
      onMove={options.move}
    />
  )
  return (
    <EditorFrame
      form={form}
      tabOf={tabOf}
      saving={save.isPending}
      canSave={poll === null || formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      tabs={[
        { value: 'details', label: 'Details', panel: details },
        { value: 'options', label: 'Options', panel: optionsPanel },
      ]}
    />
  )
}
