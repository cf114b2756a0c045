import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import {
  CANNOT_MAKE_PUBLIC,
  createThreadInput,
  MAX_ATTACHMENTS,
  MAX_TAGS,
} from '@worker/forum/forum.schemas'
import type { ForumThreadResource } from '@worker/forum/forum-responses.schemas'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { FileDropArea } from '@/components/uploads/file-drop-area'
import { AttachedFileList } from '@/components/uploads/attached-file-list'
import { useCreateThread, useUpdateThread, type SavedThread } from '../api/save-thread'
import { emptyDraft, fromMentionBody, toMentionBody, type MentionDraft } from '../lib/mention-draft'
import {
  attachedFileOf,
  attachedFilesOf,
  FORUM_MAX_UPLOAD,
  groupFiles,
  type AttachedFile,
} from '../lib/thread-files'
import { MentionTextarea } from './mention-textarea'

/** What the viewer may do in the editor; the route works it out from the policy (the server checks again). */
export type ThreadEditorPermissions = {
  /** Signed in and allowed to write here. */
  canPost: boolean
  /** forum-threads.create:private */
  canCreatePrivate: boolean
  /** forum-threads.manage: may stick threads and make a private thread public. */
  canStick: boolean
}

type Props = {
  /** The category a new thread goes in (an edited thread keeps its own). */
  category: { id: number; name?: string }
  /** The thread to edit; without it the editor creates one. */
  thread?: ForumThreadResource
  permissions: ThreadEditorPermissions
  onClose: () => void
  /** After an edit is saved (a new thread opens its page instead). */
  onSaved?: (thread: SavedThread) => void
}

const threadForm = createThreadInput.pick({
  title: true,
  body: true,
  tags: true,
  is_sticky: true,
  private: true,
})
type Values = z.input<typeof threadForm>

/** A bad tag's message arrives as tags.N; the tags input shows the first. */
const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  for (const [key, value] of Object.entries(error)) {
    const nested = /^\d+$/.test(key) ? firstMessage(value) : undefined
    if (nested) return nested
  }
  return undefined
}

/**
 * The thread editor (spec 01 §2, §5, §7): title, body with mentions that takes dropped and pasted
 * files (the editor's one drop zone), comma-separated tags, and the Private Thread and Sticky boxes
 * for those allowed. Saving sends every key of
 * spec 01 §7; a new thread, private or not, opens its own page.
 */
export function ThreadEditor({ category, thread, permissions, onClose, onSaved }: Props) {
  const navigate = useNavigate()
  const lockedPrivate = Boolean(thread?.private) && !permissions.canStick
  const create = useCreateThread()
  const update = useUpdateThread()
  const [mentions, setMentions] = useState<MentionDraft['mentions']>(
    () => (thread ? fromMentionBody(thread.body, thread.entities) : emptyDraft()).mentions,
  )
  const [files, setFiles] = useState<AttachedFile[]>(() =>
    thread ? attachedFilesOf(thread.upload_files) : [],
  )
  const form = useForm<Values, unknown, z.output<typeof threadForm>>({
    resolver: zodResolver(threadForm),
    defaultValues: {
      title: thread?.title ?? '',
      body: thread ? fromMentionBody(thread.body, thread.entities).text : '',
      tags: thread?.tags ?? [],
      is_sticky: thread?.is_sticky ?? false,
      private: thread?.private ?? false,
    },
  })
  const { errors, isSubmitting } = form.formState
  const posting = isSubmitting || create.isPending || update.isPending

  const onSubmit = form.handleSubmit(async (values) => {
    const { body, entities } = toMentionBody({ text: values.body, mentions })
    const input = {
      body,
      entities,
      title: values.title,
      tags: values.tags,
      // Only those allowed change these; others send what the thread already has.
      is_sticky: permissions.canStick ? values.is_sticky : (thread?.is_sticky ?? false),
      forum_category_id: thread?.forum_category_id ?? category.id,
      uploads: files.map((f) => f.id),
      upload_files: groupFiles(files),
      private:
        permissions.canCreatePrivate && !lockedPrivate
          ? values.private
          : (thread?.private ?? false),
      poll_id: thread?.poll_id ?? null,
    }
    try {
      if (thread) {
        const saved = await update.mutateAsync({ id: thread.id, input })
        onSaved?.(saved)
        onClose()
      } else {
        const saved = await create.mutateAsync(input)
        onClose()
        void navigate(saved.url)
      }
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422) return
      applyFormErrors(form, error)
    }
  })

  const tagError = firstMessage(errors.tags)
  return (
    // Escape and a click beside it would throw the draft away (spec 01 §5): Cancel or × closes it.
    <Modal
      opened
      onClose={onClose}
      title={thread ? 'Edit thread' : 'New thread'}
      size="lg"
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the thread editor' }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {category.name && !thread && (
            <Text size="sm" c="dimmed">
              In {category.name}
            </Text>
          )}
          <TextInput
            label="Title"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <FileDropArea
            label="Attach files"
            kind="forum"
            maxSize={FORUM_MAX_UPLOAD}
            disabled={files.length >= MAX_ATTACHMENTS}
            onUploaded={(upload) => setFiles((current) => [...current, attachedFileOf(upload)])}
          >
            <Controller
              control={form.control}
              name="body"
              render={({ field, fieldState }) => (
                <MentionTextarea
                  label="Message"
                  description="Type @ and a name to mention a member"
                  required
                  name={field.name}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  value={{ text: field.value, mentions }}
                  onChange={(draft) => {
                    field.onChange(draft.text)
                    setMentions(draft.mentions)
                  }}
                />
              )}
            />
            <AttachedFileList
              files={files}
              onRemove={(file) => setFiles((list) => list.filter((f) => f.id !== file.id))}
            />
          </FileDropArea>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                label="Tags"
                description="Separate tags with commas"
                splitChars={[',']}
                acceptValueOnBlur
                maxTags={MAX_TAGS}
                value={field.value ?? []}
                onChange={(tags) => field.onChange(tags.map((t) => t.trim()).filter(Boolean))}
                onBlur={field.onBlur}
                error={tagError}
              />
            )}
          />
          {permissions.canCreatePrivate && (
            // Un-privating shows others' replies to everyone: the server leaves it to moderators.
            <Checkbox
              label="Private Thread"
              disabled={lockedPrivate}
              description={lockedPrivate ? CANNOT_MAKE_PUBLIC : undefined}
              {...form.register('private')}
            />
          )}
          {permissions.canStick && (
            <Checkbox
              label="Sticky (shown first in its category)"
              {...form.register('is_sticky')}
            />
          )}
          {errors.root?.server?.message && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {errors.root.server.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={posting} disabled={!permissions.canPost || posting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
