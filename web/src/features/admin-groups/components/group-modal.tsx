import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LoadingState } from '@/components/page-states'
import { getGroupQuery } from '../api/get-group'
import { GroupEditorForm } from './group-editor-form'

type Props = {
  opened: boolean
  /** The group to edit; null for a new one. */
  groupId: number | null
  canSetStatus: boolean
  onClose: () => void
}

function GroupEditor({ groupId, canSetStatus, onClose }: Omit<Props, 'opened'>) {
  const group = useQuery({ ...getGroupQuery(groupId ?? 0), enabled: groupId !== null })
  // Spec 02 §2: a load failure closes the editor; the API client has already alerted.
  useEffect(() => {
    if (group.isError) onClose()
  }, [group.isError, onClose])
  if (group.isError) return null
  const loaded = groupId === null ? null : group.data
  if (loaded === undefined) return <LoadingState label="Loading the group…" />
  return (
    <GroupEditorForm
      key={loaded?.id ?? 'new'}
      group={loaded}
      canSetStatus={canSetStatus}
      onClose={onClose}
    />
  )
}

/** Spec 02 §2: editors close only by their Close buttons, never by Escape or a click outside. */
export function GroupModal({ opened, groupId, canSetStatus, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={groupId === null ? 'New Group' : 'Edit Group'}
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the group editor' }}
    >
      {opened && <GroupEditor groupId={groupId} canSetStatus={canSetStatus} onClose={onClose} />}
    </Modal>
  )
}
