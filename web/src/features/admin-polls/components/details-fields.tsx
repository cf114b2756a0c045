import { Stack, Switch, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import type { PollStatus } from '@worker/polls/polls.schemas'
import type { PollEditorAccess } from '../lib/poll-form'
import { CategoriesField, DateRangeFields, StatusField } from './shared-fields'

/** The fields a poll's and a survey's Details tab share (both forms' values have them). */
type DetailsValues = {
  title: string
  description?: string | null
  starts_at: string
  ends_at?: string
  categories?: number[]
  status?: PollStatus
  dont_show_on_polls?: boolean
  is_private?: boolean
}

type Props = {
  categorizable: 'polls' | 'surveys'
  access: PollEditorAccess
  /** The switch after the categories: hidden from the polls page, or private. */
  toggle: { name: 'dont_show_on_polls' | 'is_private'; label: string }
  /** Fields between the description and the dates (a poll's sponsor). */
  children?: ReactNode
}

/**
 * The Details tab of the poll and survey editors (spec 02 §3): title, description, the London
 * dates (locked when the worker says so, spec 02 §4), categories, a switch and, for managers only
 * (spec 02 §6), the status. Reads its form from EditorFrame's FormProvider.
 */
export function DetailsFields({ categorizable, access, toggle, children }: Props) {
  const { control, register, formState } = useFormContext<DetailsValues>()
  const { errors } = formState
  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
      <Textarea
        label="Description"
        rows={3}
        {...register('description')}
        error={errors.description?.message}
      />
      {children}
      <Controller
        control={control}
        name="starts_at"
        render={({ field: start, fieldState: startState }) => (
          <Controller
            control={control}
            name="ends_at"
            render={({ field: end, fieldState: endState }) => (
              <DateRangeFields
                locked={!access.canEditDates}
                start={{
                  value: start.value,
                  onChange: start.onChange,
                  error: startState.error?.message,
                }}
                end={{
                  value: end.value ?? '',
                  onChange: end.onChange,
                  error: endState.error?.message,
                }}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="categories"
        render={({ field, fieldState }) => (
          <CategoriesField
            categorizable={categorizable}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={toggle.name}
        render={({ field }) => (
          <Switch
            label={toggle.label}
            checked={field.value ?? false}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      {access.isManager && (
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <StatusField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </Stack>
  )
}
