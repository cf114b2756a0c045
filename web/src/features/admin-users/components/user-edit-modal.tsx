import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LoadingState } from '@/components/page-states'
import { getUserQuery } from '../api/get-user'
import { userAccess, type UsersViewer } from '../lib/user-access'
import { UserEditForm } from './user-edit-form'

type Props = { userId: number | null; viewer: UsersViewer; onClose: () => void }

function UserEditor({
  userId,
  viewer,
  onClose,
}: {
  userId: number
  viewer: UsersViewer
  onClose: () => void
}) {
  const user = useQuery(getUserQuery(userId))
  // Spec 02 §2: a load failure closes the editor; the API client has already alerted.
  useEffect(() => {
    if (user.isError) onClose()
  }, [user.isError, onClose])
  if (user.isError) return null
  if (!user.data) return <LoadingState label="Loading the member…" />
  return (
    <UserEditForm
      key={user.data.id}
      user={user.data}
      canUpdate={userAccess(viewer).canUpdate}
      isSelf={user.data.id === viewer.id}
      onClose={onClose}
    />
  )
}

/** /admin/users/:id opens this (spec 02 §2); it closes only by its Close buttons. */
export function UserEditModal({ userId, viewer, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={userId === viewer.id ? 'Edit Your Profile' : 'Edit User'}
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the member editor' }}
    >
      {userId !== null && <UserEditor userId={userId} viewer={viewer} onClose={onClose} />}
    </Modal>
  )
}
