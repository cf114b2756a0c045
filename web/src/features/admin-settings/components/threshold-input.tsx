import { Button, Group, Input, NumberInput, Select } from '@mantine/core'
import { useId, useState } from 'react'
import { THRESHOLD_UNITS, type ThresholdUnit } from '@worker/settings/settings.schemas'

type Parts = { quantity: number | ''; unit: ThresholdUnit }

/** "6 months" → {6, month}; null or unreadable → no quantity, months. */
export const parseThreshold = (value: string | null): Parts => {
  const match = value ? /^(\d+) (day|week|month|year)s?$/.exec(value) : null
  return match
    ? { quantity: Number(match[1]), unit: match[2] as ThresholdUnit }
    : { quantity: '', unit: 'month' }
}

/** {6, month} → "6 months", {1, year} → "1 year"; no quantity → null (no reminder). */
export const formatThreshold = ({ quantity, unit }: Parts) =>
  quantity === '' ? null : `${quantity} ${unit}${quantity === 1 ? '' : 's'}`

type Props = {
  label: string
  description: string
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}

/**
 * Spec 02 §9: the reminder threshold entered as a number and a unit ("6 months"); cleared, it is
 * null and no reminder is due.
 */
export function ThresholdInput({ label, description, value, onChange, error }: Props) {
  const id = useId()
  // The unit stays chosen while the quantity is empty (null has no unit to keep).
  const [unit, setUnit] = useState(parseThreshold(value).unit)
  const { quantity } = parseThreshold(value)
  const change = (parts: Parts) => {
    setUnit(parts.unit)
    onChange(formatThreshold(parts))
  }
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelProps={{ htmlFor: `${id}-quantity` }}
    >
      <Group gap="xs" align="flex-start" mt={4}>
        <NumberInput
          id={`${id}-quantity`}
          aria-label={`${label}: number`}
          value={quantity}
          min={1}
          max={9999}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          error={Boolean(error)}
          onChange={(n) => change({ quantity: typeof n === 'number' && n >= 1 ? n : '', unit })}
        />
        <Select
          aria-label={`${label}: unit`}
          data={THRESHOLD_UNITS.map((u) => ({ value: u, label: `${u}s` }))}
          value={unit}
          allowDeselect={false}
          w={130}
          onChange={(u) => u && change({ quantity, unit: u as ThresholdUnit })}
        />
        <Button
          variant="subtle"
          disabled={quantity === ''}
          onClick={() => change({ quantity: '', unit })}
        >
          Clear
        </Button>
      </Group>
    </Input.Wrapper>
  )
}
