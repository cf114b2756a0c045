import { useQuery } from '@tanstack/react-query'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
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
  return (
    <EditorLoader
      data={groupId === null ? null : group.data}
      failed={group.isError}
      label="Loading the group…"
      onClose={onClose}
    >
      {(loaded) => (
        <GroupEditorForm
          key={loaded?.id ?? 'new'}
          group={loaded}
          canSetStatus={canSetStatus}
          onClose={onClose}
        />
      )}
    </EditorLoader>
  )
}

export function GroupModal({ opened, groupId, canSetStatus, onClose }: Props) {
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={groupId === null ? 'New Group' : 'Edit Group'}
      closeLabel="Close the group editor"
    >
      <GroupEditor groupId={groupId} canSetStatus={canSetStatus} onClose={onClose} />
    </AdminEditorModal>
  )
}
