import { NumberInput } from '@mantine/core'
import { useState, type Ref } from 'react'

type Props = {
  label: string
  /** Minor units (pence), as settings store prices. */
  value: number
  onChange: (minor: number) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  currency: string
  error?: string
  disabled?: boolean
}

const toMinor = (major: number | string) => Math.round(Number(major || 0) * 100)

/**
 * A price typed in major units (12.50) and kept in minor units (1250). What is typed stays as
 * typed (an emptied field stays empty, reading as 0) until the value changes from outside.
 */
export function MoneyInput({ value, onChange, inputRef, currency, ...props }: Props) {
  const [typed, setTyped] = useState<number | string>(value / 100)
  const shown = toMinor(typed) === value ? typed : value / 100
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      value={shown}
      onChange={(major) => {
        setTyped(major)
        onChange(toMinor(major))
      }}
      prefix={currency}
      decimalScale={2}
      fixedDecimalScale
      step={0.5}
      min={0}
      allowNegative={false}
      w={{ base: '100%', xs: 160 }}
    />
  )
}
