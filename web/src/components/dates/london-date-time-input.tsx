import { TextInput } from '@mantine/core'
import { lazy, Suspense, type ComponentProps } from 'react'
import type { LondonDateTimePicker } from './london-date-time-picker'

// @mantine/dates is fetched with the first date field shown, not with the editor.
const Picker = lazy(() =>
  import('./london-date-time-picker').then((m) => ({ default: m.LondonDateTimePicker })),
)

/** A date and time in London time, handed back as a UTC instant (see london-date-time-picker). */
export function LondonDateTimeInput(props: ComponentProps<typeof LondonDateTimePicker>) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          description="London time"
          required={props.required}
          disabled
          w={{ base: '100%', xs: 300 }}
        />
      }
    >
      <Picker {...props} />
    </Suspense>
  )
}
