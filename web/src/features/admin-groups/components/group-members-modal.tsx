import { Badge, Modal, Tabs } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { getGroupQuery } from '../api/get-group'
import { listGroupRequestsQuery } from '../api/list-group-requests'
import { GroupAllUsersTab } from './group-all-users-tab'
import { GroupRequestsTab } from './group-requests-tab'

type Props = { groupId: number | null; onClose: () => void }

function MemberManager({ groupId }: { groupId: number }) {
  const requests = useQuery(listGroupRequestsQuery(groupId))
  const waiting = requests.data?.meta.pagination.total ?? 0
  return (
    <Tabs defaultValue="all" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="all">All Users</Tabs.Tab>
        <Tabs.Tab
          value="requests"
          rightSection={
            waiting > 0 ? (
              <Badge size="xs" circle aria-label={`${waiting} waiting`}>
                {waiting}
              </Badge>
            ) : null
          }
        >
          Requests
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="all" pt="md">
        <GroupAllUsersTab groupId={groupId} />
      </Tabs.Panel>
      <Tabs.Panel value="requests" pt="md">
        <GroupRequestsTab groupId={groupId} />
      </Tabs.Panel>
    </Tabs>
  )
}

/**
 * Spec 02 §2 group member manager, one of the modal editors: like them it closes only from its ×,
 * never by Escape or a click beside it (which would also drop a typed search).
 */
export function GroupMembersModal({ groupId, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  const group = useQuery({ ...getGroupQuery(groupId ?? 0), enabled: groupId !== null })
  return (
    <Modal
      opened={groupId !== null}
      onClose={onClose}
      title={group.data ? `Members of ${group.data.title}` : 'Members'}
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the member manager' }}
    >
      {groupId !== null && <MemberManager groupId={groupId} />}
    </Modal>
  )
}
