import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import type { SavableSettings } from '@worker/settings/settings.schemas'
import { arrayErrorOf } from '../lib/settings-values'

type LinkKey = 'links_header' | 'links_footer'
type LinksForm = UseFormReturn<{ settings: Pick<SavableSettings, LinkKey> }>

type Props = {
  form: LinksForm
  name: LinkKey
  legend: string
  description: string
  max: number
}

/** Rows of label + address, added, removed and moved up or down; at most `max`. */
export function LinkListField({ form, name, legend, description, max }: Props) {
  const rows = useFieldArray({ control: form.control, name: `settings.${name}` })
  const errors = form.formState.errors.settings?.[name]
  const listError = arrayErrorOf(errors)
  const noun = legend.toLowerCase().replace(/s$/, '')
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {rows.fields.length === 0 && <Text size="sm">No {legend.toLowerCase()} yet.</Text>}
        {rows.fields.map((row, i) => {
          const label = form.watch(`settings.${name}.${i}.label`) || `${noun} ${i + 1}`
          return (
            <Group key={row.id} align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label="Label"
                maxLength={60}
                style={{ flex: '1 1 140px' }}
                {...form.register(`settings.${name}.${i}.label`)}
                error={errors?.[i]?.label?.message}
              />
              <TextInput
                label="Address"
                placeholder="/faq or https://…"
                maxLength={500}
                style={{ flex: '2 1 200px' }}
                {...form.register(`settings.${name}.${i}.href`)}
                error={errors?.[i]?.href?.message}
              />
              <Group gap={4} mt={{ base: 0, xs: 26 }} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => rows.move(i, i - 1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${label} down`}
                  disabled={i === rows.fields.length - 1}
                  onClick={() => rows.move(i, i + 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${label}`}
                  onClick={() => rows.remove(i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          )
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.fields.length >= max}
            onClick={() => rows.append({ label: '', href: '' })}
          >
            Add {noun}
          </Button>
          {rows.fields.length >= max && (
            <Text size="sm" c="dimmed">
              At most {max}.
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  )
}
