import { SimpleGrid, TextInput } from '@mantine/core'
import type { EventForm } from '../lib/event-form'

const CONTACT_FIELDS = [
  ['tel', 'Telephone', 'tel'],
  ['twitter', 'Twitter', 'text'],
  ['facebook', 'Facebook', 'text'],
  ['linkedin', 'LinkedIn', 'text'],
  ['website', 'Website', 'url'],
] as const

/** How attendees reach the organiser (spec 02 §3 contactables). */
export function EventContactTab({ form }: { form: EventForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {CONTACT_FIELDS.map(([key, label, type]) => (
        <TextInput
          key={key}
          label={label}
          type={type}
          {...form.register(`contactables.${key}`)}
          error={form.formState.errors.contactables?.[key]?.message}
        />
      ))}
    </SimpleGrid>
  )
}
