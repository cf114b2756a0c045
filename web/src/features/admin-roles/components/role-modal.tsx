import { useQuery } from '@tanstack/react-query'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { getRoleQuery } from '../api/get-role'
import { listPermissionsQuery } from '../api/list-permissions'
import type { RoleViewer } from '../lib/role-access'
import { RoleEditorForm } from './role-editor-form'

type Props = { opened: boolean; roleId: number | null; viewer: RoleViewer; onClose: () => void }

function RoleEditor({ roleId, viewer, onClose }: Omit<Props, 'opened'>) {
  const catalogue = useQuery(listPermissionsQuery())
  const role = useQuery({ ...getRoleQuery(roleId ?? 0), enabled: roleId !== null })
  const loadedRole = roleId === null ? null : role.data
  return (
    <EditorLoader
      data={
        catalogue.data && loadedRole !== undefined
          ? { catalogue: catalogue.data, role: loadedRole }
          : undefined
      }
      failed={catalogue.isError || role.isError}
      label="Loading the role…"
      onClose={onClose}
    >
      {(loaded) => (
        <RoleEditorForm
          key={loaded.role?.id ?? 'new'}
          role={loaded.role}
          catalogue={loaded.catalogue}
          viewer={viewer}
          onClose={onClose}
        />
      )}
    </EditorLoader>
  )
}

export function RoleModal({ opened, roleId, viewer, onClose }: Props) {
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={roleId === null ? 'New Role' : 'Edit Role'}
      closeLabel="Close the role editor"
    >
      <RoleEditor roleId={roleId} viewer={viewer} onClose={onClose} />
    </AdminEditorModal>
  )
}
