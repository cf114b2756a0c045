import { TextInput } from '@mantine/core'
import { lazy, Suspense } from 'react'

// @mantine/dates is fetched with the first date field shown, not with the editor.
const DatePickerInput = lazy(() =>
  import('@mantine/dates').then((m) => ({ default: m.DatePickerInput })),
)

type Props = {
  label: string
  /** A London date, `YYYY-MM-DD`, or '' when not set. */
  value: string
  onChange: (date: string) => void
  error?: string
  disabled?: boolean
  description?: string
}

/** A whole London day (spec 02 §9: poll and survey dates are saved at the start of day). */
export function DateField({ label, value, onChange, error, disabled, description }: Props) {
  const common = {
    label,
    error,
    disabled,
    description: description ?? 'London date',
    required: true,
    w: { base: '100%', xs: 260 },
  }
  return (
    <Suspense fallback={<TextInput {...common} disabled value="" readOnly />}>
      <DatePickerInput
        {...common}
        value={value || null}
        onChange={(date) => onChange(typeof date === 'string' ? date : '')}
        valueFormat="ddd Do MMM YYYY"
      />
    </Suspense>
  )
}
