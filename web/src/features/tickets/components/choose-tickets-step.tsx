import {
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { MAX_TICKETS_PER_ORDER } from '@worker/events/event-orders.schemas'
import type { EventResource } from '@worker/events/events.schemas'
import { ApiError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import type { OrderCost } from '../api/get-order-cost'
import { ticketsOnSale } from '../lib/booking-rules'
import {
  fullSubevents,
  isShort,
  ticketCount,
  validCount,
  type ChooseValues,
} from '../lib/order-form'

/**
 * Step 1 of the order modal: ticket type, count, sub-events and the event's own questions, with the
 * live cost. Spec 01 §5: Next stays disabled for a count below 1 or more seats than remain.
 */

type Props = {
  event: EventResource
  form: UseFormReturn<ChooseValues>
  cost: UseQueryResult<OrderCost>
  onNext: () => void
}

/** Seats left: the server's answer for this ticket once it has one, else the event's counters. */
const remainingSeats = (
  cost: Props['cost'],
  ticket: EventResource['tickets'][number] | undefined,
) => {
  if (cost.data && !cost.isPlaceholderData) return cost.data.total_remaining_tickets
  if (!ticket || ticket.no_limit) return null
  return ticket.total_remaining_tickets
}

function CostLine({ cost }: { cost: Props['cost'] }) {
  if (cost.isError) {
    const message = cost.error instanceof ApiError ? cost.error.messages.join(' ') : ''
    return (
      <Text size="sm" c="red" role="alert">
        The price could not be worked out. {message}
      </Text>
    )
  }
  if (!cost.data) return <Loader size="xs" role="status" aria-label="Working out the price" />
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" aria-live="polite">
      <Text size="sm">Ticket price: {cost.data.ticket_price_formatted}</Text>
      <Text fw={700}>Total: {cost.data.total_cost_formatted}</Text>
    </Group>
  )
}

export function ChooseTicketsStep({ event, form, cost, onNext }: Props) {
  const { control, register, formState } = form
  const errors = formState.errors
  const [ticketId, total] = useWatch({ control, name: ['ticket_id', 'total_tickets'] })
  const tickets = ticketsOnSale(event)
  const ticket = tickets.find((t) => String(t.id) === ticketId)
  const count = validCount(total)
  const remaining = remainingSeats(cost, ticket)
  const short = count !== null && isShort(remaining, count)
  const countError =
    count === null
      ? (ticketCount.safeParse(total).error?.issues[0]?.message ??
        'Ticket count must be at least 1')
      : short
        ? `Only ${remaining} ticket${remaining === 1 ? '' : 's'} left`
        : undefined
  const requested = count ?? 1
  const children = event.children ?? []
  // A sub-event that cannot take this many more seats is disabled and left out of the order.
  const full = fullSubevents(event, cost.data?.unavailable_subevents ?? [], requested)
  const canBuy =
    count !== null && ticket !== undefined && !short && cost.data !== undefined && !cost.isError

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="ticket_id"
        render={({ field }) => (
          <Radio.Group
            label="Ticket"
            value={field.value}
            onChange={field.onChange}
            error={errors.ticket_id?.message}
          >
            <Stack gap="xs" mt={4}>
              {tickets.map((t) => (
                <Radio
                  key={t.id}
                  value={String(t.id)}
                  // The modal opens on the ticket chosen (not its × button).
                  data-autofocus={String(t.id) === field.value ? true : undefined}
                  label={`${t.label} · ${t.price_formatted}`}
                  description={t.no_limit ? 'No limit' : `${t.total_remaining_tickets ?? 0} left`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="total_tickets"
        render={({ field }) => (
          <NumberInput
            label="Number of tickets"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={1}
            max={MAX_TICKETS_PER_ORDER}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            required
            error={countError}
          />
        )}
      />
      {children.length > 0 && (
        <Controller
          control={control}
          name="subevents"
          render={({ field }) => (
            <Checkbox.Group
              label="Sub-events"
              value={field.value.filter((id) => !full.has(id))}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt={4}>
                {children.map((child) => (
                  <Checkbox
                    key={child.id}
                    value={String(child.id)}
                    label={`${child.title} · ${child.price_formatted}`}
                    description={`${formatDateTime(child.starts_at)}${full.has(String(child.id)) ? ' · Not enough tickets left' : ''}`}
                    disabled={full.has(String(child.id))}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
      {event.custom_attrs.map((attr) =>
        attr.type === 'text' ? (
          <TextInput
            key={attr.key}
            label={attr.label}
            required
            {...register(`attr_text.${attr.key}`)}
            error={errors.attr_text?.[attr.key]?.message}
          />
        ) : attr.type === 'select' ? (
          <Controller
            key={attr.key}
            control={control}
            name={`attr_select.${attr.key}`}
            render={({ field }) => (
              <Select
                label={attr.label}
                required
                data={attr.options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.attr_select?.[attr.key]?.message}
              />
            )}
          />
        ) : (
          <Controller
            key={attr.key}
            control={control}
            name={`attr_check.${attr.key}`}
            render={({ field }) => (
              <Checkbox.Group
                label={attr.label}
                required
                value={field.value}
                onChange={field.onChange}
                error={errors.attr_check?.[attr.key]?.message}
              >
                <Stack gap={6} mt={4}>
                  {attr.options.map((option) => (
                    <Checkbox key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        ),
      )}
      <CostLine cost={cost} />
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!canBuy}>
          Next
        </Button>
      </Group>
    </Stack>
  )
}
