import { Alert, Button, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { PollResource } from '@worker/polls/polls.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { can, canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { getPollForEditQuery } from '../api/get-poll-for-edit'
import { pollAccessOf } from '../lib/poll-form'
import { PollEditorForm } from './poll-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The poll to edit; left out to create one. */
  pollId?: number
  onSaved?: (poll: PollResource) => void
}

/** Spec 02 §6: creating a poll needs any of these (the server refuses the rest too). */
export const POLL_CREATE_PERMISSIONS = ['polls.create', 'polls.create-billable', 'polls.manage']

export function CannotCreate({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        You are not allowed to create {what}.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * Spec 02 §2 poll editor, for the admin list and quick-create. It closes only by its Close
 * buttons, never by Escape or a click outside.
 */
export function PollEditorModal({ opened, onClose, pollId, onSaved }: Props) {
  const me = useMe()
  const loaded = useQuery({
    ...getPollForEditQuery(pollId ?? 0),
    enabled: opened && pollId !== undefined,
  })
  const poll = pollId === undefined ? undefined : loaded.data
  const ready = me.data && (pollId === undefined || poll) ? { me: me.data, poll } : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={pollId === undefined ? 'New poll' : 'Edit poll'}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the poll editor"
    >
      <EditorLoader
        data={ready}
        failed={pollId !== undefined && loaded.isError}
        label="Loading the poll…"
        onClose={onClose}
      >
        {({ me: viewer, poll: saved }) =>
          pollId === undefined && !canAny(subjectOf(viewer), POLL_CREATE_PERMISSIONS) ? (
            <CannotCreate what="polls" onClose={onClose} />
          ) : (
            <PollEditorForm
              key={saved?.id ?? 'new'}
              poll={saved ?? null}
              access={pollAccessOf(can(subjectOf(viewer), 'polls.manage'), saved ?? null)}
              onClose={onClose}
              onSaved={onSaved}
            />
          )
        }
      </EditorLoader>
    </AdminEditorModal>
  )
}
