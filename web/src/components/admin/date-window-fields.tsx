import { Stack, TextInput } from '@mantine/core'
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form'

type Props = {
  /** The default end of a start date ('' without one): a month (promotions) or a week (adverts). */
  endAfter: (start: string) => string
  /** The end field's description, naming that default. */
  endDescription: string
}

/**
 * Spec 02 §9 dates tab of a form with `starts_at` and `ends_at` (London dates, saved at the start
 * of the day): the end follows the start, by `endAfter`, until it is changed by hand.
 */
export function DateWindowFields<T extends FieldValues>({ endAfter, endDescription }: Props) {
  const { register, formState, getValues, setValue } = useFormContext<T>()
  const errors = formState.errors as {
    starts_at?: { message?: string }
    ends_at?: { message?: string }
  }
  const startName = 'starts_at' as Path<T>
  const endName = 'ends_at' as Path<T>
  const start = register(startName)
  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label="Start date"
        description="London date"
        required
        {...start}
        onChange={(event) => {
          const previous = getValues(startName) as string
          const end = getValues(endName) as string
          const next = event.currentTarget.value
          if (!end || end === endAfter(previous))
            setValue(endName, endAfter(next) as PathValue<T, Path<T>>, { shouldDirty: true })
          return start.onChange(event)
        }}
        error={errors.starts_at?.message}
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        type="date"
        label="End date"
        description={endDescription}
        {...register(endName)}
        error={errors.ends_at?.message}
        w={{ base: '100%', xs: 240 }}
      />
    </Stack>
  )
}
