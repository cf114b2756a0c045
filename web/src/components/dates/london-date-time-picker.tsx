import { DateTimePicker } from '@mantine/dates'
import { fromLondonWall, toLondonWall } from '@/lib/london-time'

type Props = {
  label: string
  /** A UTC ISO instant, or '' / null when not set. */
  value: string | null | undefined
  onChange: (iso: string | null) => void
  error?: string
  required?: boolean
  clearable?: boolean
}

/**
 * Spec 02 §5: a date and time picked in London time (hours step 1, minutes step 15) and handed
 * back as a UTC instant, whatever the browser's own time zone.
 */
export function LondonDateTimePicker({
  label,
  value,
  onChange,
  error,
  required,
  clearable,
}: Props) {
  return (
    <DateTimePicker
      label={label}
      description="London time"
      value={toLondonWall(value)}
      onChange={(wall) => onChange(fromLondonWall(wall))}
      valueFormat="ddd Do MMM YYYY hh:mma"
      timePickerProps={{
        hoursStep: 1,
        minutesStep: 15,
        withDropdown: true,
        format: '24h',
        hoursInputLabel: `${label}: hours`,
        minutesInputLabel: `${label}: minutes`,
      }}
      defaultTimeValue="09:00"
      error={error}
      required={required}
      clearable={clearable}
      w={{ base: '100%', xs: 300 }}
    />
  )
}
