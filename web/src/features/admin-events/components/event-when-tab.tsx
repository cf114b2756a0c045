import { Group, NumberInput, Select, Stack, Text } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { EVENT_REPEATS, MAX_REPEAT_TIMES } from '@worker/events/events.schemas'
import type { EventForm } from '../lib/event-form'
import { LondonDateTimeInput } from '@/components/dates/london-date-time-input'

type Props = { form: EventForm; canRepeat: boolean }

const REPEAT_LABELS = { never: 'Never', weekly: 'Weekly', monthly: 'Monthly' }
const REPEAT_OPTIONS = EVENT_REPEATS.map((value) => ({ value, label: REPEAT_LABELS[value] }))

/** Start and end (both required, London time) and, on a new event only, its repeat. */
export function EventWhenTab({ form, canRepeat }: Props) {
  const { control } = form
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Controller
          control={control}
          name="starts_at"
          render={({ field, fieldState }) => (
            <LondonDateTimeInput
              label="Starts"
              required
              value={field.value}
              onChange={(iso) => field.onChange(iso ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ends_at"
          render={({ field, fieldState }) => (
            <LondonDateTimeInput
              label="Ends"
              required
              value={field.value}
              onChange={(iso) => field.onChange(iso ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>
      {canRepeat && (
        <>
          <Group align="flex-start" gap="md" wrap="wrap">
            <Controller
              control={control}
              name="repeat"
              render={({ field, fieldState }) => (
                <Select
                  label="Repeat"
                  ref={field.ref}
                  data={REPEAT_OPTIONS}
                  value={field.value ?? 'never'}
                  onChange={(value) =>
                    field.onChange(EVENT_REPEATS.find((r) => r === value) ?? 'never')
                  }
                  allowDeselect={false}
                  error={fieldState.error?.message}
                  w={{ base: '100%', xs: 200 }}
                />
              )}
            />
            <Controller
              control={control}
              name="repeat_times"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Repeat times"
                  description={`0 to ${MAX_REPEAT_TIMES}`}
                  ref={field.ref}
                  value={field.value ?? ''}
                  // Left empty, the schema's default (0) applies.
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : undefined)
                  }
                  onBlur={field.onBlur}
                  min={0}
                  max={MAX_REPEAT_TIMES}
                  // Spec 02 §5: 101 and -1 cannot be entered at all.
                  clampBehavior="strict"
                  allowNegative={false}
                  allowDecimal={false}
                  error={fieldState.error?.message}
                  w={{ base: '100%', xs: 200 }}
                />
              )}
            />
          </Group>
          <Text size="sm" c="dimmed">
            A repeating event is created once for each date; each copy is edited on its own.
          </Text>
        </>
      )}
    </Stack>
  )
}
