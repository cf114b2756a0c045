import { Avatar, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { SearchInput } from '@/components/search-input'
import { useAddGroupUser } from '../api/add-group-user'
import { listGroupUsersQuery, type GroupUserRow } from '../api/list-group-users'
import { useRemoveGroupUser } from '../api/remove-group-user'

/** Spec 02 §2 member manager, All Users tab: every active member, searched and paged, with Add or Remove. */
export function GroupAllUsersTab({ groupId }: { groupId: number }) {
  const [filters, setFilters] = useState({ page: 1, search: '' })
  const users = useQuery(listGroupUsersQuery(groupId, filters))
  const add = useAddGroupUser()
  const remove = useRemoveGroupUser()
  // Only the row being changed waits; the others stay usable.
  const [busyId, setBusyId] = useState<number | null>(null)

  const toggle = async (user: GroupUserRow) => {
    setBusyId(user.id)
    try {
      const done = user.is_member
        ? await remove.mutateAsync({ groupId, userId: user.id })
        : await add.mutateAsync({ groupId, userId: user.id })
      notifications.show({ color: 'green', message: done.message })
    } catch {
      // The API client has alerted.
    } finally {
      setBusyId(null)
    }
  }

  const pagination = users.data?.meta.pagination
  return (
    <Stack gap="sm">
      <SearchInput
        label="Search"
        placeholder="Name, email or company"
        value={filters.search}
        onSearch={(search) => setFilters({ page: 1, search })}
      />
      {users.isPending ? (
        <LoadingState label="Loading users…" />
      ) : users.isError ? (
        <ErrorState message="The users could not be loaded." onRetry={() => void users.refetch()} />
      ) : users.data.data.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Tbody>
            {users.data.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={user.img} size="sm" radius="xl" alt="">
                      {user.initials}
                    </Avatar>
                    <div>
                      <Text size="sm" fw={500}>
                        {user.full_name}
                      </Text>
                      {user.company && (
                        <Text size="xs" c="dimmed">
                          {user.company}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant={user.is_member ? 'light' : 'filled'}
                    color={user.is_member ? 'red' : undefined}
                    loading={busyId === user.id}
                    disabled={busyId !== null && busyId !== user.id}
                    onClick={() => void toggle(user)}
                    aria-label={`${user.is_member ? 'Remove' : 'Add'} ${user.full_name}`}
                  >
                    {user.is_member ? 'Remove' : 'Add'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pagination && pagination.total_pages > 1 && (
        <Pagination
          total={pagination.total_pages}
          value={filters.page}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
          size="sm"
          siblings={1}
        />
      )}
    </Stack>
  )
}
