import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { outboxPageOptions } from '../api/list-outbox'
import { OutboxRow } from './outbox-row'
import { Page } from '@/components/layout/page'

/** Development only: the emails this local copy "sent", newest first, so a person can read them. */
export function OutboxPage() {
  const [page, setPage] = useState(1)
  const outbox = useQuery(outboxPageOptions(page))
  const pagination = outbox.data?.meta.pagination

  return (
    <Page>
      <PageTitle>Development outbox</PageTitle>
      <Alert color="yellow" mb="md" title="Development only">
        Local copies deliver email only to this outbox. In production the site sends real email, and
        this page does not exist.
      </Alert>
      {outbox.isPending ? (
        <LoadingState label="Loading emails…" />
      ) : outbox.isError ? (
        <ErrorState
          message="The outbox could not be loaded."
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data.data.length === 0 ? (
        <EmptyState>No emails have been sent yet.</EmptyState>
      ) : (
        <Stack gap="md">
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Body</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.data.map((email) => (
                <OutboxRow key={email.id} email={email} />
              ))}
            </Table.Tbody>
          </Table>
          {pagination && pagination.total_pages > 1 && (
            <Group justify="space-between">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Text size="sm" c="dimmed">
                Page {pagination.current_page} of {pagination.total_pages}
              </Text>
              <Button
                variant="default"
                disabled={page >= pagination.total_pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Page>
  )
}
