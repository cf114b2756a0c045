import { Button, Group, Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import type { UploadResource } from '@worker/uploads/uploads.schemas'
import { ApiError } from '@/lib/api-errors'
import { FileDropArea } from '@/components/uploads/file-drop-area'
import { AttachedFileList } from '@/components/uploads/attached-file-list'
import { toMentionBody, type MentionDraft } from '../lib/mention-draft'
import { FORUM_MAX_UPLOAD } from '../lib/thread-files'
import { MentionTextarea } from './mention-textarea'

/**
 * The text box of a reply, new or edited: mention autocomplete, optional files (kind 'forum')
 * dropped or pasted on the box or chosen with "Attach files", and a submit button that stays
 * disabled while empty or posting (no double post).
 */
export type ReplySubmit = {
  body: string
  entities: ReturnType<typeof toMentionBody>['entities']
  uploads: number[]
}

type Props = {
  label: string
  value: MentionDraft
  onChange: (value: MentionDraft) => void
  onSubmit: (reply: ReplySubmit) => Promise<unknown>
  submitLabel: string
  pending: boolean
  onCancel?: () => void
  /** New replies may carry files; an edit keeps the reply's files as they are. */
  withFiles?: boolean
  autoFocus?: boolean
}

/** The message to show under the box: the body's field message, else the error's own. */
const messageOf = (error: unknown) => {
  if (!(error instanceof ApiError)) return null
  return error.fields.body?.[0] ?? (error.status === 422 ? error.messages[0] : null)
}

export function ReplyForm({
  label,
  value,
  onChange,
  onSubmit,
  submitLabel,
  pending,
  onCancel,
  withFiles = false,
  autoFocus,
}: Props) {
  const [files, setFiles] = useState<UploadResource[]>([])
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useRef(false)

  // The box and Post are disabled while saving, which drops keyboard focus to the page: once the
  // box is back, focus returns to it, ready for the next reply (a box that closes takes it away).
  useEffect(() => {
    const form = formRef.current
    if (pending || !refocus.current || !form) return
    refocus.current = false
    if (!form.contains(document.activeElement)) form.querySelector('textarea')?.focus()
  }, [pending])
  const empty = value.text.trim().length === 0

  const submit = async () => {
    if (empty || pending) return
    setError(null)
    const { body, entities } = toMentionBody(value)
    try {
      await onSubmit({ body, entities, uploads: files.map((f) => f.id) })
      setFiles([])
      refocus.current = true
    } catch (cause) {
      setError(messageOf(cause) ?? null)
    }
  }

  const field = (
    <MentionTextarea
      label={label}
      value={value}
      onChange={onChange}
      minRows={2}
      error={error}
      disabled={pending}
      autoFocus={autoFocus}
    />
  )
  const buttons = (
    <>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={empty || pending} loading={pending}>
        {submitLabel}
      </Button>
    </>
  )

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="xs">
        {withFiles ? (
          <FileDropArea
            label="Attach files"
            kind="forum"
            maxSize={FORUM_MAX_UPLOAD}
            onUploaded={(upload) => setFiles((list) => [...list, upload])}
            disabled={pending}
            actions={buttons}
          >
            {field}
            <AttachedFileList
              files={files}
              onRemove={(file) => setFiles((list) => list.filter((f) => f.id !== file.id))}
            />
          </FileDropArea>
        ) : (
          <>
            {field}
            <Group gap="xs" justify="flex-end">
              {buttons}
            </Group>
          </>
        )}
      </Stack>
    </form>
  )
}
