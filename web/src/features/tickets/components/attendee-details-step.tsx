import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import CaptchaField from '@/components/captcha-field'
import type { OrderCost } from '../api/get-order-cost'
import type { AttendeesValues } from '../lib/order-form'
import { OrderPayment } from './order-payment'

/**
 * Step 2 of the order modal: what is being bought, one name and email per ticket when needed
 * (spec 01 §5), the captcha for a visitor, how it will be paid, then Confirm.
 */

type Props = {
  form: UseFormReturn<AttendeesValues>
  ticketLabel: string
  count: number
  cost: OrderCost
  needsCaptcha: boolean
  captchaKey: number
  busy: boolean
  onBack: () => void
  onConfirm: () => void
}

export function AttendeeDetailsStep(props: Props) {
  const { form, ticketLabel, count, cost, needsCaptcha, captchaKey, busy, onBack, onConfirm } =
    props
  const { fields } = useFieldArray({ control: form.control, name: 'attendees' })
  const errors = form.formState.errors

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onConfirm()
      }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text>
            {count} × {ticketLabel}
          </Text>
          <Text fw={700}>Total: {cost.total_cost_formatted}</Text>
        </Group>
        {fields.map((field, i) => (
          <Stack key={field.id} gap="xs">
            {fields.length > 1 && <Divider label={`Ticket ${i + 1}`} labelPosition="left" />}
            <TextInput
              label={`Full name (ticket ${i + 1})`}
              required
              autoComplete={i === 0 ? 'name' : 'off'}
              {...form.register(`attendees.${i}.full_name`)}
              error={errors.attendees?.[i]?.full_name?.message}
            />
            <TextInput
              label={`Email (ticket ${i + 1})`}
              type="email"
              required
              autoComplete={i === 0 ? 'email' : 'off'}
              {...form.register(`attendees.${i}.email`)}
              error={errors.attendees?.[i]?.email?.message}
            />
          </Stack>
        ))}
        {needsCaptcha && (
          <div>
            <CaptchaField
              key={captchaKey}
              onVerified={(payload) => form.setValue('captcha', payload, { shouldValidate: true })}
              onReset={() => form.setValue('captcha', '')}
            />
            {errors.captcha?.message && (
              <Text c="red" size="sm" role="alert" mt={4}>
                {errors.captcha.message}
              </Text>
            )}
          </div>
        )}
        <OrderPayment cost={cost} />
        {errors.root?.server?.message && (
          <Alert color="red" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy} data-autofocus>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
