import { Checkbox, MultiSelect, Select, Stack, TextInput } from '@mantine/core'
import type { CustomAttrValue, UserAttribute } from '@/lib/user-attributes'

type Props = {
  attributes: UserAttribute[]
  value: Record<string, CustomAttrValue>
  onChange: (next: Record<string, CustomAttrValue>) => void
  /** Messages by attribute key (a 422's `custom_attrs.<key>`). */
  errors?: Record<string, string | undefined>
  disabled?: boolean
}

/**
 * A member's custom attributes (spec 02 §3 user attribute definitions) as form fields: text, a
 * select of its options, and checkboxes (several options, or one yes/no stored as 1 or 0).
 * Required ones are marked; the API says '{label} is required' when one is left empty.
 */
export function CustomAttributeFields({
  attributes,
  value,
  onChange,
  errors = {},
  disabled,
}: Props) {
  const set = (key: string, next: CustomAttrValue) => onChange({ ...value, [key]: next })
  if (attributes.length === 0) return null
  return (
    <Stack gap="sm">
      {attributes.map((a) => {
        const current = value[a.key]
        const common = {
          label: a.label,
          required: a.required,
          error: errors[a.key],
          disabled,
        }
        if (a.type === 'select')
          return (
            <Select
              key={a.key}
              {...common}
              data={a.options}
              value={typeof current === 'string' && current !== '' ? current : null}
              onChange={(v) => set(a.key, v ?? '')}
              clearable={!a.required}
            />
          )
        if (a.type === 'checkboxes' && a.options.length > 0)
          return (
            <Checkbox.Group
              key={a.key}
              {...common}
              value={Array.isArray(current) ? current : []}
              onChange={(v) => set(a.key, v)}
            >
              <Stack gap={6} mt={6}>
                {a.options.map((o) => (
                  <Checkbox key={o} value={o} label={o} disabled={disabled} />
                ))}
              </Stack>
            </Checkbox.Group>
          )
        if (a.type === 'checkboxes' || a.type === 'multi-select')
          return a.type === 'multi-select' ? (
            <MultiSelect
              key={a.key}
              {...common}
              data={a.options}
              value={Array.isArray(current) ? current : []}
              onChange={(v) => set(a.key, v)}
            />
          ) : (
            <Checkbox
              key={a.key}
              label={a.label}
              error={errors[a.key]}
              disabled={disabled}
              checked={current === 1}
              onChange={(e) => set(a.key, e.currentTarget.checked ? 1 : 0)}
            />
          )
        return (
          <TextInput
            key={a.key}
            {...common}
            value={typeof current === 'string' ? current : ''}
            onChange={(e) => set(a.key, e.currentTarget.value)}
            maxLength={500}
          />
        )
      })}
    </Stack>
  )
}
