import { listGroupsQuery } from '@worker/groups/groups.schemas'
import { useQuery } from '@tanstack/react-query'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { GROUP_FILTERS, listAdminGroupsQuery } from '../api/list-groups'
import { GroupMembersModal } from './group-members-modal'
import { GroupModal } from './group-modal'
import { GroupsTable } from './groups-table'

const STATUSES = ['pending', 'approved', 'rejected'] as const

/**
 * Spec 02 §2 groups screen. Besides the editor, `?members=5` opens the member manager: the link a
 * join request's notification carries.
 */
export function AdminGroupsScreen({ canSetStatus }: { canSetStatus: boolean }) {
  const list = useListQueryParams(listGroupsQuery, GROUP_FILTERS)
  const editor = useEditorParams(['members'])
  const groups = useQuery(listAdminGroupsQuery(list.query))
  return (
    <AdminListScreen
      title="Groups"
      create={{ label: 'New Group', onClick: editor.openCreate }}
      filters={
        <>
          <SearchInput
            label="Search"
            placeholder="Title"
            value={list.filters.q ?? ''}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <StatusFilter
            statuses={STATUSES}
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
          />
        </>
      }
    >
      <AdminList
        list={groups}
        noun={{ one: 'group', many: 'groups' }}
        empty="No groups found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <GroupsTable
            groups={rows}
            onEdit={editor.openEdit}
            onMembers={(id) => editor.open('members', id)}
          />
        )}
      </AdminList>
      <GroupModal
        opened={editor.opened}
        groupId={editor.editingId}
        canSetStatus={canSetStatus}
        onClose={editor.close}
      />
      <GroupMembersModal groupId={editor.idOf('members')} onClose={editor.close} />
    </AdminListScreen>
  )
}
