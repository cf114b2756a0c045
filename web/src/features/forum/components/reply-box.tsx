import { Paper } from '@mantine/core'
import { useState } from 'react'
import type { RoomTarget } from '../api/apply-room-event'
import { useCreateReply } from '../api/save-reply'
import { emptyDraft } from '../lib/mention-draft'
import { ReplyForm } from './reply-form'

type Props = {
  target: RoomTarget
  /** A top-level reply to answer (one level of nesting), or none for a reply to the thread. */
  parentId?: number | null
  onDone?: () => void
  autoFocus?: boolean
}

/**
 * The reply box (spec 01 §2), shown to signed-in members only — the page leaves it out for
 * visitors. Posting adds the reply to the page at once; the live socket tells everyone else.
 */
export function ReplyBox({ target, parentId = null, onDone, autoFocus }: Props) {
  const [value, setValue] = useState(emptyDraft)
  const create = useCreateReply(target)
  return (
    <Paper withBorder p="sm" radius="md">
      <ReplyForm
        label={parentId ? 'Your reply' : 'Write a reply'}
        value={value}
        onChange={setValue}
        withFiles
        autoFocus={autoFocus}
        pending={create.isPending}
        submitLabel="Post"
        onCancel={onDone}
        onSubmit={async ({ body, entities, uploads }) => {
          await create.mutateAsync({
            forum_thread_id: target.threadId,
            parent_id: parentId,
            body,
            entities,
            uploads,
          })
          setValue(emptyDraft())
          onDone?.()
        }}
      />
    </Paper>
  )
}
