import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AdminEditorModal } from '@/components/admin/admin-editor-modal'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { getGroupQuery } from '../api/get-group'
import { listGroupRequestsQuery } from '../api/list-group-requests'
import { GroupAllUsersTab } from './group-all-users-tab'
import { GroupRequestsTab } from './group-requests-tab'

type Props = { groupId: number | null; onClose: () => void }

function MemberManager({ groupId }: { groupId: number }) {
  const requests = useQuery(listGroupRequestsQuery(groupId))
  const waiting = requests.data?.meta.pagination.total ?? 0
  return (
    <EditorTabs
      keepMounted={false}
      tabs={[
        { value: 'all', label: 'All Users', panel: <GroupAllUsersTab groupId={groupId} /> },
        {
          value: 'requests',
          label: 'Requests',
          panel: <GroupRequestsTab groupId={groupId} />,
          rightSection:
            waiting > 0 ? (
              <Badge size="xs" circle aria-label={`${waiting} waiting`}>
                {waiting}
              </Badge>
            ) : null,
        },
      ]}
    />
  )
}

/** Spec 02 §2 group member manager, one of the modal editors (its search is not lost to Escape). */
export function GroupMembersModal({ groupId, onClose }: Props) {
  const group = useQuery({ ...getGroupQuery(groupId ?? 0), enabled: groupId !== null })
  return (
    <AdminEditorModal
      opened={groupId !== null}
      onClose={onClose}
      title={group.data ? `Members of ${group.data.title}` : 'Members'}
      closeLabel="Close the member manager"
    >
      {groupId !== null && <MemberManager groupId={groupId} />}
    </AdminEditorModal>
  )
}
