import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useMemo } from 'react'
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form'
import {
  MAX_CUSTOM_EVENT_ATTRS,
  saveSettingsInputFor,
  type SavableSettings,
} from '@worker/settings/settings.schemas'
import { useSaveSettings } from '../api/save-settings'
import { arrayErrorOf, settingsValues } from '../lib/settings-values'
import { SettingsForm, SettingsScreen } from './settings-screen'

const KEYS = ['custom_event_attrs'] as const
const schema = saveSettingsInputFor(KEYS)
type AttrsForm = UseFormReturn<{ settings: Pick<SavableSettings, (typeof KEYS)[number]> }>

const TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'select', label: 'Choice (one of the options)' },
  { value: 'checkboxes', label: 'Checkboxes (any of the options)' },
]

/** An attribute's key from its label: "Dietary needs" → dietary_needs (letters, digits and _). */
export const keyFromLabel = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)

/**
 * /admin/settings/custom: the custom event attributes (spec 02 §3 custom_event_attrs) that an
 * event may ask attendees when they book; the event editor offers them on its Custom tab.
 */
export function CustomSettingsScreen() {
  const save = useSaveSettings()
  return (
    <SettingsScreen
      title="Custom settings"
      intro="Questions an event can ask attendees when they book. Each event chooses which of them it asks, on its Custom attributes tab."
    >
      {(settings) => (
        <SettingsForm
          defaultValues={settingsValues(settings, KEYS)}
          schema={schema}
          saving={save.isPending}
          onSave={async (values) => settingsValues(await save.mutateAsync(values.settings), KEYS)}
        >
          {(form) => <EventAttrsField form={form} />}
        </SettingsForm>
      )}
    </SettingsScreen>
  )
}

function EventAttrsField({ form }: { form: AttrsForm }) {
  const rows = useFieldArray({ control: form.control, name: 'settings.custom_event_attrs' })
  const errors = form.formState.errors.settings?.custom_event_attrs
  // A saved attribute keeps its key (events have copied it, and bookings answer by it); a new
  // one takes its key from its label.
  const saved = form.formState.defaultValues?.settings?.custom_event_attrs
  const savedKeys = useMemo(() => new Set((saved ?? []).map((a) => a?.key)), [saved])
  const full = rows.fields.length >= MAX_CUSTOM_EVENT_ATTRS
  return (
    <Fieldset legend="Custom event attributes">
      <Stack gap="lg">
        {rows.fields.length === 0 && (
          <Text size="sm">
            No custom event attributes yet. Add one to ask attendees a question.
          </Text>
        )}
        {rows.fields.map((row, i) => {
          const name = `settings.custom_event_attrs.${i}` as const
          const attr = form.watch(name)
          const isNew = !savedKeys.has(row.key)
          const label = attr.label || `attribute ${i + 1}`
          const labelField = form.register(`${name}.label`)
          return (
            <Stack
              key={row.id}
              gap="xs"
              pb="md"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label="Label"
                  maxLength={120}
                  style={{ flex: '2 1 200px' }}
                  {...labelField}
                  onChange={(event) => {
                    void labelField.onChange(event)
                    if (isNew) form.setValue(`${name}.key`, keyFromLabel(event.currentTarget.value))
                  }}
                  error={errors?.[i]?.label?.message}
                />
                <Controller
                  control={form.control}
                  name={`${name}.type`}
                  render={({ field }) => (
                    <Select
                      label="Type"
                      data={TYPES}
                      allowDeselect={false}
                      style={{ flex: '1 1 160px' }}
                      value={field.value}
                      onChange={(value) => {
                        if (!value) return
                        field.onChange(value)
                        if (value === 'text') form.setValue(`${name}.options`, [])
                      }}
                      error={errors?.[i]?.type?.message}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={`Remove ${label}`}
                  onClick={() => rows.remove(i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Text size="xs" c={errors?.[i]?.key ? 'red' : 'dimmed'}>
                Key: {attr.key || '—'}
                {errors?.[i]?.key?.message && ` · ${errors[i].key.message}`}
              </Text>
              {attr.type !== 'text' && (
                <Controller
                  control={form.control}
                  name={`${name}.options`}
                  render={({ field }) => (
                    <TagsInput
                      label="Options"
                      description="Type an option and press Enter."
                      value={field.value ?? []}
                      onChange={field.onChange}
                      maxTags={50}
                      error={arrayErrorOf(errors?.[i]?.options)}
                    />
                  )}
                />
              )}
            </Stack>
          )
        })}
        {arrayErrorOf(errors) && (
          <Text size="sm" c="red" role="alert">
            {arrayErrorOf(errors)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={full}
            onClick={() => rows.append({ key: '', label: '', type: 'text', options: [] })}
          >
            Add attribute
          </Button>
          {full && (
            <Text size="sm" c="dimmed">
              At most {MAX_CUSTOM_EVENT_ATTRS}.
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  )
}
