import { useQuery } from '@tanstack/react-query'
import { listRolesQuery as listRolesSchema } from '@worker/roles/roles.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { listRolesQuery } from '../api/list-roles'
import type { RoleViewer } from '../lib/role-access'
import { RoleModal } from './role-modal'
import { RolesTable } from './roles-table'

const NO_FILTERS = [] as const

/** Spec 03 §2 Roles screen, with its editor opened by the query string (spec 02 §2). */
export function RolesScreen({ viewer }: { viewer: RoleViewer }) {
  const list = useListQueryParams(listRolesSchema, NO_FILTERS)
  const editor = useEditorParams()
  const roles = useQuery(listRolesQuery(list.query))
  return (
    <AdminListScreen title="Roles" create={{ label: 'New Role', onClick: editor.openCreate }}>
      <AdminList
        list={roles}
        noun={{ one: 'role', many: 'roles' }}
        empty="No roles found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => <RolesTable roles={rows} onEdit={editor.openEdit} />}
      </AdminList>
      <RoleModal
        opened={editor.opened}
        roleId={editor.editingId}
        viewer={viewer}
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
