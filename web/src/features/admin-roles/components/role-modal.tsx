import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LoadingState } from '@/components/page-states'
import { getRoleQuery } from '../api/get-role'
import { listPermissionsQuery } from '../api/list-permissions'
import type { RoleViewer } from '../lib/role-access'
import { RoleEditorForm } from './role-editor-form'

type Props = { opened: boolean; roleId: number | null; viewer: RoleViewer; onClose: () => void }

function RoleEditor({ roleId, viewer, onClose }: Omit<Props, 'opened'>) {
  const catalogue = useQuery(listPermissionsQuery())
  const role = useQuery({ ...getRoleQuery(roleId ?? 0), enabled: roleId !== null })
  const failed = catalogue.isError || role.isError
  // Spec 02 §2: a load failure closes the editor; the API client has already alerted.
  useEffect(() => {
    if (failed) onClose()
  }, [failed, onClose])

  const loadedRole = roleId === null ? null : role.data
  if (failed) return null
  if (!catalogue.data || loadedRole === undefined) return <LoadingState label="Loading the role…" />
  return (
    <RoleEditorForm
      key={loadedRole?.id ?? 'new'}
      role={loadedRole}
      catalogue={catalogue.data}
      viewer={viewer}
      onClose={onClose}
    />
  )
}

/** Spec 02 §2: editors close only by their Close buttons, never by Escape or a click outside. */
export function RoleModal({ opened, roleId, viewer, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={roleId === null ? 'New Role' : 'Edit Role'}
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the role editor' }}
    >
      {opened && <RoleEditor roleId={roleId} viewer={viewer} onClose={onClose} />}
    </Modal>
  )
}
