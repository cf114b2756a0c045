import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  MESSAGE_MAX,
  MESSAGE_TEXT,
  sendMessageForm,
  type MessageUser,
  type SendMessageForm,
} from '@worker/messages/messages.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { api, NO_ALERT } from '@/lib/api-client'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { messagesKeys } from '@/lib/message-keys'
import { EXPLICIT_CLOSE_ONLY } from '@/lib/modal-close'
import { RecipientPicker } from './recipient-picker'

type Props = {
  opened: boolean
  onClose: () => void
  /** Chosen already (from a member's card or profile). */
  recipients?: MessageUser[]
  /** After a send: the thread the message went to. */
  onSent?: (threadId: number) => void
}

/** One recipient: their 1:1 thread (made by the first message); several: a new group thread. */
const sendMessage = async ({ users, body }: SendMessageForm): Promise<number> => {
  if (users.length === 1) {
    const response = await api['message-posts'].$post(
      { json: { user_id: users[0]!, body } },
      { headers: NO_ALERT },
    )
    return (await response.json()).data.message_thread_id
  }
  const response = await api['group-message-threads'].$post(
    { json: { users, body } },
    { headers: NO_ALERT },
  )
  return (await response.json()).data.thread.id
}

/**
 * The send message modal (spec 01 §2): search your network, choose one or more people, write,
 * Send. "Choose a recipient" and "Message required" (§5) beside their fields; "Message Sent" (§8)
 * and it closes 400 ms later. A 403 says the spec's two texts with no retry; another failure
 * offers "Couldn't send. Click here to try again." It closes only from its own buttons.
 */
export function SendMessageModal({ opened, onClose, recipients = [], onSent }: Props) {
  const client = useQueryClient()
  const [chosen, setChosen] = useState<MessageUser[]>(recipients)
  const form = useForm<SendMessageForm>({
    resolver: zodResolver(sendMessageForm),
    defaultValues: { users: recipients.map((u) => u.id), body: '' },
  })
  const closeSoon = useCloseAfterSave(onClose)
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: (threadId) => {
      notifications.show({ color: 'green', message: MESSAGE_TEXT.sent })
      void client.invalidateQueries({ queryKey: messagesKeys.inbox() })
      onSent?.(threadId)
      closeSoon()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) applyFormErrors(form, error)
    },
  })
  const failure =
    send.error instanceof ApiError ? send.error : send.error ? new ApiError(0, '') : null
  const submit = form.handleSubmit((values) => send.mutate(values))

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Send a message"
      centered
      {...EXPLICIT_CLOSE_ONLY}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="users"
            render={({ field, fieldState }) => (
              <RecipientPicker
                active={opened}
                value={chosen}
                error={fieldState.error?.message}
                onChange={(users) => {
                  setChosen(users)
                  field.onChange(users.map((u) => u.id))
                }}
              />
            )}
          />
          <Textarea
            label="Message"
            rows={4}
            resize="vertical"
            maxLength={MESSAGE_MAX}
            error={form.formState.errors.body?.message}
            {...form.register('body')}
          />
          {failure && failure.status === 403 && (
            <Alert color="red" title={MESSAGE_TEXT.notSentTitle} role="alert">
              {MESSAGE_TEXT.notConnected}
            </Alert>
          )}
          {failure && failure.status !== 403 && failure.status !== 422 && (
            <Alert color="red" role="alert">
              <UnstyledButton onClick={() => void submit()} td="underline" fz="sm" c="red.8">
                {MESSAGE_TEXT.retry}
              </UnstyledButton>
            </Alert>
          )}
          {send.isSuccess && (
            <Text size="sm" c="green.8" role="status">
              {MESSAGE_TEXT.sent}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending} disabled={send.isSuccess}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
