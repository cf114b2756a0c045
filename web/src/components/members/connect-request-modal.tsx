import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Avatar, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { createConnectRequestInput, MESSAGE_MAX } from '@worker/connections/connections.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useAskToConnect } from './connection-api'
import { safeImageSrc } from '@/lib/safe-url'

export type ConnectTarget = {
  id: number
  full_name: string
  img: string | null
  initials: string
}

const messageForm = createConnectRequestInput.pick({ message: true })
type Values = z.input<typeof messageForm>

type Props = {
  member: ConnectTarget
  onClose: () => void
  /** The request as the server answered it: pending, or accepted when they had asked first. */
  onSent: (result: { id: number; status: 'pending' | 'accepted' | 'ignored' }) => void
}

/**
 * Send connect request (spec 01 §2): the member's picture (or initials) and full name, a message
 * box and Connect. It closes only from its own buttons (spec 01 §5), 400 ms after the request is
 * sent (spec 01 §9), saying what happened meanwhile.
 */
export function ConnectRequestModal({ member, onClose, onSent }: Props) {
  const [done, setDone] = useState<string | null>(null)
  const closeSoon = useCloseAfterSave(onClose)
  const ask = useAskToConnect()
  const form = useForm<Values, unknown, z.output<typeof messageForm>>({
    resolver: zodResolver(messageForm),
    defaultValues: { message: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      const result = await ask.mutateAsync({ user_id: member.id, message: message || null })
      setDone(result.notice)
      onSent(result)
      closeSoon()
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) return
      applyFormErrors(form, error)
    }
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title="Send connect request"
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close connect request' }}
      centered
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={safeImageSrc(member.img)} alt="" size="lg" radius="xl" color="blue">
              {member.initials}
            </Avatar>
            <Text fw={600} size="lg">
              {member.full_name}
            </Text>
          </Group>
          <Textarea
            label="Message"
            description="Optional: say where you met or why you would like to connect"
            placeholder={`Hello ${member.full_name.split(' ')[0] ?? ''}…`}
            rows={4}
            maxLength={MESSAGE_MAX}
            error={errors.message?.message}
            disabled={done !== null}
            {...form.register('message')}
          />
          {errors.root?.server?.message && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {errors.root.server.message}
            </Alert>
          )}
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={done !== null}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
