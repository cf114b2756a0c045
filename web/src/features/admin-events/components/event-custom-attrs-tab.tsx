import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Controller } from 'react-hook-form'
import type { EventCustomAttr } from '@worker/events/events.schemas'
import type { EventForm } from '../lib/event-form'

type SiteAttr = { key: string; label: string; type: EventCustomAttr['type']; options: string[] }

type Props = { form: EventForm; siteAttrs: readonly SiteAttr[] }

const TYPE_LABELS = { text: 'Text', select: 'Choice', checkboxes: 'Checkboxes' }

/**
 * Spec 02 §5: the event picks which of the site's custom event attributes (admin settings) it asks
 * for; each chosen one is required when booking.
 */
export function EventCustomAttrsTab({ form, siteAttrs }: Props) {
  return (
    <Controller
      control={form.control}
      name="custom_attrs"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? []
        // Attributes the event asks that the site no longer defines stay listed, so they can be dropped.
        const offered = [
          ...siteAttrs,
          ...chosen.filter((a) => !siteAttrs.some((s) => s.key === a.key)),
        ]
        const toggle = (attr: SiteAttr, on: boolean) =>
          field.onChange(
            on
              ? [
                  ...chosen,
                  { key: attr.key, label: attr.label, type: attr.type, options: attr.options },
                ]
              : chosen.filter((a) => a.key !== attr.key),
          )
        if (offered.length === 0)
          return (
            <Text c="dimmed" size="sm">
              The site has no custom event attributes. An administrator can add them under Settings
              → Custom settings.
            </Text>
          )
        return (
          <Stack gap="sm">
            <Text size="sm">
              Choose what attendees are asked when they book. Every chosen attribute is required.
            </Text>
            {offered.map((attr) => {
              const on = chosen.some((a) => a.key === attr.key)
              return (
                <Group key={attr.key} gap="xs">
                  <Checkbox
                    label={attr.label}
                    checked={on}
                    onChange={(event) =>
                      toggle({ ...attr, options: attr.options ?? [] }, event.currentTarget.checked)
                    }
                  />
                  <Badge variant="light" color="gray" size="sm">
                    {TYPE_LABELS[attr.type]}
                  </Badge>
                  {on && (
                    <Badge variant="light" color="red" size="sm">
                      Required
                    </Badge>
                  )}
                </Group>
              )
            })}
            {fieldState.error?.message && (
              <Text c="red" size="sm">
                {fieldState.error.message}
              </Text>
            )}
          </Stack>
        )
      }}
    />
  )
}
