import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { letsMeetInput } from '@worker/events/events.schemas'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useSendLetsMeet } from '../api/send-lets-meet'

/** Spec 01 §9: the confirmation shows 400 ms after the message is sent. */
export const CONFIRMATION_DELAY_MS = 400

const messageForm = letsMeetInput.pick({ message: true })
type Values = z.input<typeof messageForm>

type Target = { user_id: number; full_name: string }

type Props = {
  eventId: number
  /** Who the member asks to meet; null keeps the modal closed. */
  attendee: Target | null
  onClose: () => void
}

/**
 * Let's meet (spec 01 §2, §5): a message to another attendee. Closing with text typed asks "Are you
 * sure?" first; only Cancel, Close or × close it, never Escape or a click beside it (spec 01 §5).
 * Each attendee gets a fresh message.
 */
export function LetsMeetModal({ eventId, attendee, onClose }: Props) {
  return attendee ? (
    <LetsMeetDialog
      key={attendee.user_id}
      eventId={eventId}
      attendee={attendee}
      onClose={onClose}
    />
  ) : null
}

function LetsMeetDialog({ eventId, attendee, onClose }: Props & { attendee: Target }) {
  const [sent, setSent] = useState(false)
  const form = useForm<Values, unknown, z.output<typeof messageForm>>({
    resolver: zodResolver(messageForm),
    defaultValues: { message: '' },
  })
  const send = useSendLetsMeet(eventId)
  const { errors, isSubmitting } = form.formState

  const requestClose = () => {
    if (sent || !form.getValues('message').trim()) return onClose()
    openConfirmModal({
      title: 'Are you sure?',
      children: <Text size="sm">Your message has not been sent and will be lost.</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: onClose,
    })
  }

  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ user_to: attendee.user_id, message })
      setTimeout(() => setSent(true), CONFIRMATION_DELAY_MS)
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) return
      applyFormErrors(form, error)
    }
  })

  return (
    <Modal
      opened
      onClose={requestClose}
      title={`Let's meet ${attendee.full_name}`}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': "Close let's meet" }}
      centered
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="green" role="status" title="Message sent">
            {attendee.full_name} has been sent your message.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Textarea
              label="Message"
              placeholder="Suggest when and where to meet"
              rows={4}
              required
              error={errors.message?.message}
              {...form.register('message')}
            />
            {errors.root?.server?.message && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {errors.root.server.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting || send.isSuccess}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
