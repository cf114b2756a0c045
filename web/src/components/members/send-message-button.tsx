import { Button, type ButtonProps } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import type { MessageUser } from '@worker/messages/messages.schemas'

// The modal (search, form) downloads only when a member asks for it.
const SendMessageModal = lazy(() =>
  import('./send-message-modal').then((m) => ({ default: m.SendMessageModal })),
)

type Props = ButtonProps & {
  /** The member to write to, chosen already in the modal (a card or profile); none: choose there. */
  recipient?: MessageUser
  label?: string
  onSent?: (threadId: number) => void
}

/**
 * "Message": opens the send message modal (spec 01 §2). Self-contained, so a member card, a
 * profile and the messages screen can each put one where they need it.
 */
export function SendMessageButton({ recipient, label = 'Message', onSent, ...button }: Props) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button variant="light" {...button} onClick={() => setOpened(true)}>
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SendMessageModal
            opened
            onClose={() => setOpened(false)}
            recipients={recipient ? [recipient] : []}
            onSent={onSent}
          />
        </Suspense>
      )}
    </>
  )
}
