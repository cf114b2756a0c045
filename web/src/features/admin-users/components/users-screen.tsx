import { useQuery } from '@tanstack/react-query'
import { listUsersQuery as listUsersSchema } from '@worker/users/users.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { listRoleOptionsQuery } from '../api/list-role-options'
import { listUsersQuery, type UsersQuery } from '../api/list-users'
import { userAccess, type UsersViewer } from '../lib/user-access'
import { statusOptions, USER_FILTERS } from '../lib/users-filters'
import { UserEditModal } from './user-edit-modal'
import { UsersFiltersBar } from './users-filters-bar'
import { UsersTable } from './users-table'

type Props = {
  viewer: UsersViewer
  /** From the site settings: Expired is offered only when a GDPR reminder threshold is set. */
  reminderThreshold: string | null | undefined
  /** The member whose editor is open (/admin/users/:id), if any. */
  openUserId: number | null
  userHref: (id: number) => string
  onCloseUser: () => void
}

/** Spec 02 §2/§4 users screen (`?userStatus=-1&q=ann&page=2`); its editor opens at /admin/users/:id. */
export function UsersScreen({
  viewer,
  reminderThreshold,
  openUserId,
  userHref,
  onCloseUser,
}: Props) {
  const list = useListQueryParams(listUsersSchema, USER_FILTERS)
  const access = userAccess(viewer)
  const options = statusOptions({
    canViewInactive: access.canViewInactive,
    hasReminderThreshold: Boolean(reminderThreshold),
  })
  const requested = list.filters.userStatus
  // A status this viewer is not offered (typed into the address) falls back to any status, but
  // Expired waits for the settings before deciding (undefined: still loading).
  const settingsPending = requested === '2' && reminderThreshold === undefined
  const offered = options.some((option) => option.value === requested)
  const query: UsersQuery = { ...list.query }
  if (!offered) delete query.userStatus
  const users = useQuery({ ...listUsersQuery(query), enabled: !settingsPending })
  const roles = useQuery({ ...listRoleOptionsQuery(), enabled: access.canSetRole })

  return (
    <AdminListScreen
      title="Users"
      filters={
        <UsersFiltersBar
          filters={query}
          options={options}
          onSearch={(q) => list.setFilter('q', q)}
          onStatus={(status) => list.setFilter('userStatus', status)}
          onModerator={(moderator) => list.setFilter('is_forum_mod', moderator)}
        />
      }
    >
      <AdminList
        list={users}
        noun={{ one: 'member', many: 'members' }}
        empty="No users found"
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <UsersTable users={rows} access={access} roles={roles.data} userHref={userHref} />
        )}
      </AdminList>
      <UserEditModal userId={openUserId} viewer={viewer} onClose={onCloseUser} />
    </AdminListScreen>
  )
}
