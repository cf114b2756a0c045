import { Button, Group, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { COMMENT_MAX } from '@worker/comments/comment-texts.schemas'
import { ApiError } from '@/lib/api-errors'

type Props = {
  /** The box's accessible name ("Write a comment", "Your reply", "Edit your comment"). */
  label: string
  submitLabel: string
  /** What the button says while saving ("Posting...", spec 01 §2). */
  pendingLabel: string
  onSubmit: (body: string) => Promise<unknown>
  onCancel?: () => void
  initial?: string
  autoFocus?: boolean
  /** A new comment's box keeps its place and empties after posting; a reply's or edit's closes. */
  clearOnSuccess?: boolean
}

/** The body's field message of a refused save, else the error's own for a 422. */
const messageOf = (error: unknown) => {
  if (!(error instanceof ApiError)) return null
  return error.fields.body?.[0] ?? (error.status === 422 ? (error.messages[0] ?? null) : null)
}

/**
 * The text box of a comment, a reply or an edit (spec 01 §2, §5): its button stays disabled while
 * the body is empty or only spaces, and while saving, when it says `pendingLabel` (no double post).
 */
export function CommentForm({
  label,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  initial = '',
  autoFocus,
  clearOnSuccess = false,
}: Props) {
  const [body, setBody] = useState(initial)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const empty = body.trim().length === 0

  const submit = async () => {
    if (empty || pending) return
    setPending(true)
    setError(null)
    try {
      await onSubmit(body.trim())
      if (clearOnSuccess) setBody('')
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="xs">
        <Textarea
          aria-label={label}
          placeholder={label}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          rows={3}
          resize="vertical"
          maxLength={COMMENT_MAX}
          error={error}
          // Saving: the box keeps its text but takes no more until the answer (readOnly keeps focus).
          readOnly={pending}
          autoFocus={autoFocus}
        />
        <Group gap="xs" justify="flex-end">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" disabled={empty || pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
