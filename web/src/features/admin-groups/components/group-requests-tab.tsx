import { Avatar, Button, Group, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { formatDateTime } from '@/lib/dates'
import { useAcceptGroupRequest } from '../api/accept-group-request'
import { useDeclineGroupRequest } from '../api/decline-group-request'
import { listGroupRequestsQuery, type GroupRequest } from '../api/list-group-requests'

/** Spec 02 §2 member manager, Requests tab: each pending request with Accept and Decline. */
export function GroupRequestsTab({ groupId }: { groupId: number }) {
  const requests = useQuery(listGroupRequestsQuery(groupId))
  const accept = useAcceptGroupRequest()
  const decline = useDeclineGroupRequest()
  const [busyId, setBusyId] = useState<number | null>(null)

  const answer = async (request: GroupRequest, action: 'accept' | 'decline') => {
    setBusyId(request.id)
    try {
      const done =
        action === 'accept'
          ? await accept.mutateAsync(request.id)
          : await decline.mutateAsync(request.id)
      notifications.show({ color: 'green', message: done.message })
    } catch {
      // The API client has alerted.
    } finally {
      setBusyId(null)
    }
  }

  if (requests.isPending) return <LoadingState label="Loading requests…" />
  if (requests.isError)
    return (
      <ErrorState
        message="The requests could not be loaded."
        onRetry={() => void requests.refetch()}
      />
    )
  if (requests.data.data.length === 0) return <EmptyState>No pending requests</EmptyState>
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Tbody>
        {requests.data.data.map((request) => {
          const name = request.user?.full_name ?? `Member ${request.user_id}`
          return (
            <Table.Tr key={request.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={request.user?.img ?? null} size="sm" radius="xl" alt="">
                    {request.user?.initials}
                  </Avatar>
                  <div>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Asked {formatDateTime(request.created_at)}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    color="green"
                    variant="light"
                    disabled={busyId !== null}
                    loading={busyId === request.id && accept.isPending}
                    onClick={() => void answer(request, 'accept')}
                    aria-label={`Accept ${name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    disabled={busyId !== null}
                    loading={busyId === request.id && decline.isPending}
                    onClick={() => void answer(request, 'decline')}
                    aria-label={`Decline ${name}`}
                  >
                    Decline
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
