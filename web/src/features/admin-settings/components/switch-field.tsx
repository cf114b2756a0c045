import { Switch } from '@mantine/core'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

type Props<V extends FieldValues> = {
  control: Control<V>
  name: FieldPath<V>
  label: string
  disabled?: boolean
}

/** A switch bound to a boolean of the form (Mantine's Switch keeps its own state under register). */
export function SwitchField<V extends FieldValues>({ control, name, label, disabled }: Props<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    />
  )
}
