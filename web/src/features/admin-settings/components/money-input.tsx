import { NumberInput } from '@mantine/core'
import type { Ref } from 'react'

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

/** A price typed in major units (12.50) and kept in minor units (1250). */
export function MoneyInput({ value, onChange, inputRef, currency, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      value={value / 100}
      onChange={(major) => onChange(typeof major === 'number' ? Math.round(major * 100) : 0)}
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
