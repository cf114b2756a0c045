import { useQuery } from '@tanstack/react-query'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { getUserQuery } from '../api/get-user'
import { userAccess, type UsersViewer } from '../lib/user-access'
import { UserEditForm } from './user-edit-form'

type Props = { userId: number | null; viewer: UsersViewer; onClose: () => void }

function UserEditor({ userId, viewer, onClose }: Props & { userId: number }) {
  const user = useQuery(getUserQuery(userId))
  return (
    <EditorLoader
      data={user.data}
      failed={user.isError}
      label="Loading the member…"
      onClose={onClose}
    >
      {(loaded) => (
        <UserEditForm
          key={loaded.id}
          user={loaded}
          canUpdate={userAccess(viewer).canUpdate}
          isSelf={loaded.id === viewer.id}
          onClose={onClose}
        />
      )}
    </EditorLoader>
  )
}

/** /admin/users/:id opens this (spec 02 §2). */
export function UserEditModal({ userId, viewer, onClose }: Props) {
  return (
    <AdminEditorModal
      opened={userId !== null}
      onClose={onClose}
      title={userId === viewer.id ? 'Edit Your Profile' : 'Edit User'}
      closeLabel="Close the member editor"
    >
      {userId !== null && <UserEditor userId={userId} viewer={viewer} onClose={onClose} />}
    </AdminEditorModal>
  )
}
