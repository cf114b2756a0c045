import { Group, Pagination, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { listRoleOptionsQuery } from '../api/list-role-options'
import { listUsersQuery } from '../api/list-users'
import { userAccess, type UsersViewer } from '../lib/user-access'
import { readFilters, statusOptions, type UsersFilters } from '../lib/users-filters'
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

/**
 * Spec 02 §2/§4 users screen: search, status filter and page live in the query string
 * (`?userStatus=-1&q=ann&page=2`), so a filtered list can be linked to and survives a reload.
 */
export function UsersScreen({
  viewer,
  reminderThreshold,
  openUserId,
  userHref,
  onCloseUser,
}: Props) {
  const [params, setParams] = useSearchParams()
  const access = userAccess(viewer)
  const options = statusOptions({
    canViewInactive: access.canViewInactive,
    hasReminderThreshold: Boolean(reminderThreshold),
  })
  const requested = readFilters(params)
  // A status this viewer is not offered (typed into the address) falls back to any status, but
  // Expired waits for the settings before deciding (undefined: still loading).
  const settingsPending = requested.status === '2' && reminderThreshold === undefined
  const filters: UsersFilters = {
    ...requested,
    status: options.some((option) => option.value === requested.status) ? requested.status : null,
  }
  const users = useQuery({ ...listUsersQuery(filters), enabled: !settingsPending })
  const roles = useQuery({ ...listRoleOptionsQuery(), enabled: access.canSetRole })

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        change(next)
        return next
      },
      { replace: true },
    )
  const pagination = users.data?.meta.pagination

  return (
    <Stack gap="md">
      <PageTitle>Users</PageTitle>
      <UsersFiltersBar
        filters={filters}
        options={options}
        onSearch={(search) =>
          update((next) => {
            if (search) next.set('q', search)
            else next.delete('q')
            next.delete('page')
          })
        }
        onStatus={(status) =>
          update((next) => {
            if (status === null) next.delete('userStatus')
            else next.set('userStatus', status)
            next.delete('page')
          })
        }
        onModerator={(moderator) =>
          update((next) => {
            if (moderator === null) next.delete('is_forum_mod')
            else next.set('is_forum_mod', moderator)
            next.delete('page')
          })
        }
      />
      {users.isPending ? (
        <LoadingState label="Loading members…" />
      ) : users.isError ? (
        <ErrorState
          message="The members could not be loaded."
          onRetry={() => void users.refetch()}
        />
      ) : users.data.data.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <UsersTable
          users={users.data.data}
          access={access}
          roles={roles.data}
          userHref={userHref}
        />
      )}
      {pagination && pagination.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {pagination.total === 1 ? '1 member' : `${pagination.total} members`}
          </Text>
          {pagination.total_pages > 1 && (
            <Pagination
              total={pagination.total_pages}
              value={filters.page}
              onChange={(page) => update((next) => next.set('page', String(page)))}
              size="sm"
              siblings={0}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Group>
      )}
      <UserEditModal userId={openUserId} viewer={viewer} onClose={onCloseUser} />
    </Stack>
  )
}
