import { Stack, Switch, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { Controller, useFormContext, type FieldPathByValue } from 'react-hook-form'
import type { GeneralSettings } from '@worker/settings/settings.schemas'

type BooleanPath = FieldPathByValue<GeneralSettings, boolean>

/** One part of the general settings form: a heading, a sentence, its fields. */
export function GeneralSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  )
}

/** A switch bound to a boolean setting of the form (e.g. `features.polls`). */
export function SwitchField({
  name,
  label,
  description,
}: {
  name: BooleanPath
  label: string
  description?: string
}) {
  const { control } = useFormContext<GeneralSettings>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}
