import { Button, Group, Textarea } from '@mantine/core'
import { useState } from 'react'
import { MESSAGE_MAX, MESSAGE_TEXT } from '@worker/messages/messages.schemas'

/**
 * The reply box under a conversation: Enter sends, Shift+Enter starts a new line. An empty
 * message is refused with the spec's "Message required" (§5); what was typed clears at once, the
 * message itself showing as sending in the conversation.
 */
export function Composer({ onSend, label }: { onSend: (body: string) => void; label: string }) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const text = body.trim()
    if (!text) {
      setError(MESSAGE_TEXT.messageRequired)
      return
    }
    setError(null)
    setBody('')
    onSend(text)
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={label}
          placeholder="Write a message…"
          rows={2}
          resize="vertical"
          maxLength={MESSAGE_MAX}
          value={body}
          error={error}
          onChange={(event) => {
            setBody(event.currentTarget.value)
            if (error) setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              submit()
            }
          }}
          style={{ flex: 1 }}
        />
        <Button type="submit">Send</Button>
      </Group>
    </form>
  )
}
