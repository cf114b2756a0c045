import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { newTicket, type EventForm } from '../lib/event-form'
import { LondonDateTimeInput } from '@/components/dates/london-date-time-input'

type Props = { form: EventForm; currency: string }

const toCount = (value: number | string) => (typeof value === 'number' ? value : null)

/** Spec 02 §5: prices keep two decimals (12.50). */
function PriceInput({
  form,
  name,
  currency,
}: Props & { name: `tickets.${number}.price` | 'price' }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label="Price"
          ref={field.ref}
          value={field.value ?? 0}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          prefix={currency}
          decimalScale={2}
          fixedDecimalScale
          step={0.01}
          min={0}
          allowNegative={false}
          error={fieldState.error?.message}
          w={{ base: '100%', xs: 140 }}
        />
      )}
    />
  )
}

/** Seats on sale: whole numbers from 1, kept as typed so 0 shows as invalid instead of becoming 1. */
function SeatsInput({
  form,
  name,
  ...props
}: Pick<Props, 'form'> & {
  name: `tickets.${number}.total_available_tickets` | 'total_available_tickets'
  label: string
  description?: string
  required?: boolean
  w: { base: string; xs: number }
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(toCount(value))}
          onBlur={field.onBlur}
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** One ticket type: label, price, seats (or no limit) and an optional sales deadline. */
function TicketRow({
  form,
  currency,
  index,
  onRemove,
}: Props & { index: number; onRemove: () => void }) {
  const [noLimit, deleted, label] = useWatch({
    control: form.control,
    name: [`tickets.${index}.no_limit`, `tickets.${index}.delete`, `tickets.${index}.label`],
  })
  // A saved ticket marked for deletion stays in the list (the server deletes it on save), unseen.
  if (deleted) return null
  const errors = form.formState.errors.tickets?.[index]
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={`Ticket ${index + 1}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Label"
          {...form.register(`tickets.${index}.label`)}
          error={errors?.label?.message}
          w={{ base: '100%', xs: 200 }}
        />
        <PriceInput form={form} currency={currency} name={`tickets.${index}.price`} />
        <Stack gap={6}>
          <Controller
            control={form.control}
            name={`tickets.${index}.no_limit`}
            render={({ field }) => (
              <Checkbox
                label="No limit"
                mt={28}
                ref={field.ref}
                checked={field.value !== false}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked)
                  if (event.currentTarget.checked)
                    form.setValue(`tickets.${index}.total_available_tickets`, null, {
                      shouldDirty: true,
                    })
                }}
              />
            )}
          />
        </Stack>
        {noLimit === false && (
          <SeatsInput
            form={form}
            name={`tickets.${index}.total_available_tickets`}
            label="Number of tickets"
            required
            w={{ base: '100%', xs: 160 }}
          />
        )}
        <Controller
          control={form.control}
          name={`tickets.${index}.available_until`}
          render={({ field, fieldState }) => (
            <LondonDateTimeInput
              label="Available until"
              clearable
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          onClick={onRemove}
          aria-label={`Remove ticket ${label || index + 1}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  )
}

/** The ticket types of an event; a new event starts with one free ticket with no limit. */
export function EventTicketsTab({ form, currency }: Props) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'tickets',
    keyName: 'fieldKey',
  })
  const removeAt = (index: number) => {
    if (form.getValues(`tickets.${index}.id`) === undefined) remove(index)
    else form.setValue(`tickets.${index}.delete`, true, { shouldDirty: true })
  }
  const error =
    form.formState.errors.tickets?.root?.message ?? form.formState.errors.tickets?.message
  return (
    <Stack gap="sm">
      {fields.map((field, index) => (
        <TicketRow
          key={field.fieldKey}
          form={form}
          currency={currency}
          index={index}
          onRemove={() => removeAt(index)}
        />
      ))}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(newTicket())}
        >
          Add ticket
        </Button>
      </Group>
    </Stack>
  )
}

/** A sub-event sells one ticket: its price and how many seats (empty for no limit). */
export function SubEventTicketsTab({ form, currency }: Props) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <PriceInput form={form} currency={currency} name="price" />
      <SeatsInput
        form={form}
        name="total_available_tickets"
        label="Total available tickets"
        description="Leave empty for no limit"
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  )
}
