import { Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { GROUP_STATUSES } from '@worker/groups/groups.schemas'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { SearchInput } from '@/components/search-input'
import { listAdminGroupsQuery } from '../api/list-groups'
import { positiveInt, readGroupFilters } from '../lib/groups-filters'
import { GroupMembersModal } from './group-members-modal'
import { GroupModal } from './group-modal'
import { GroupsTable } from './groups-table'

const ALL = 'all'
const STATUS_FILTERS = [
  { value: ALL, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]
const MODAL_PARAMS = ['create', 'edit', 'id', 'members']

/**
 * Spec 02 §2 groups screen. Filters, page and the open modal live in the query string
 * (`?status=pending&q=&page=2`, `?create`, `?edit&id=5`, `?members=5` — the link a join request's
 * notification carries), so each survives a reload.
 */
export function AdminGroupsScreen({ canSetStatus }: { canSetStatus: boolean }) {
  const [params, setParams] = useSearchParams()
  const filters = readGroupFilters(params)
  const groups = useQuery(listAdminGroupsQuery(filters))
  const editing = params.has('edit') ? positiveInt(params.get('id')) : null
  const creating = params.has('create')
  const managing = positiveInt(params.get('members'))

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          change(next)
          return next
        },
        { replace },
      ),
    [setParams],
  )
  const search = (value: string) =>
    update((next) => {
      if (value) next.set('q', value)
      else next.delete('q')
      next.delete('page')
    })
  const openModal = (name: 'create' | 'edit' | 'members', id: number | null) =>
    update((next) => {
      MODAL_PARAMS.forEach((param) => next.delete(param))
      if (name === 'create') next.set('create', '')
      else if (name === 'edit') {
        next.set('edit', '')
        next.set('id', String(id))
      } else next.set('members', String(id))
    }, false)
  const closeModal = useCallback(
    () => update((next) => MODAL_PARAMS.forEach((param) => next.delete(param))),
    [update],
  )

  const pagination = groups.data?.meta.pagination
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Groups</PageTitle>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => openModal('create', null)}
        >
          New Group
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label="Search" placeholder="Title" value={filters.search} onSearch={search} />
        <SegmentedControl
          aria-label="Status"
          data={STATUS_FILTERS}
          value={filters.status ?? ALL}
          onChange={(value) =>
            update((next) => {
              const status = GROUP_STATUSES.find((s) => s === value)
              if (status) next.set('status', status)
              else next.delete('status')
              next.delete('page')
            })
          }
        />
      </Group>
      {groups.isPending ? (
        <LoadingState label="Loading groups…" />
      ) : groups.isError ? (
        <ErrorState
          message="The groups could not be loaded."
          onRetry={() => void groups.refetch()}
        />
      ) : groups.data.data.length === 0 ? (
        <EmptyState>No groups found</EmptyState>
      ) : (
        <GroupsTable
          groups={groups.data.data}
          onEdit={(id) => openModal('edit', id)}
          onMembers={(id) => openModal('members', id)}
        />
      )}
      {pagination && pagination.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {pagination.total === 1 ? '1 group' : `${pagination.total} groups`}
          </Text>
          {pagination.total_pages > 1 && (
            <Pagination
              total={pagination.total_pages}
              value={filters.page}
              onChange={(page) => update((next) => next.set('page', String(page)), false)}
              size="sm"
              siblings={1}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Group>
      )}
      <GroupModal
        opened={creating || editing !== null}
        groupId={editing}
        canSetStatus={canSetStatus}
        onClose={closeModal}
      />
      <GroupMembersModal groupId={managing} onClose={closeModal} />
    </Stack>
  )
}
