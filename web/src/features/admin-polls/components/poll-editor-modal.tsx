import type { PollResource } from '@worker/polls/polls.schemas'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { can, subjectOf } from '@/lib/access'
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

/**
 * Spec 02 §2 poll editor, for the admin list and quick-create. It closes only by its Close
 * buttons, never by Escape or a click outside.
 */
export function PollEditorModal({ opened, onClose, pollId, onSaved }: Props) {
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={pollId}
      query={getPollForEditQuery}
      titles={{ create: 'New poll', edit: 'Edit poll' }}
      closeLabel="Close the poll editor"
      loadingLabel="Loading the poll…"
      createPermissions={POLL_CREATE_PERMISSIONS}
      cannotCreate="You are not allowed to create polls."
    >
      {({ viewer, item: poll }) => (
        <PollEditorForm
          key={poll?.id ?? 'new'}
          poll={poll}
          access={pollAccessOf(can(subjectOf(viewer), 'polls.manage'), poll)}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ContentEditorModal>
  )
}
