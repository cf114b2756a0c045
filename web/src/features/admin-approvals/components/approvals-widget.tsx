import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { ListLoading } from '@/components/page-states'
import { ApiError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { useDecideApproval, type Decision } from '../api/decide-approval'
import { listApprovalsQuery, type ApprovalItem, type ApprovalType } from '../api/list-approvals'

const TYPE_LABEL: Record<ApprovalType, string> = {
  event: 'Event',
  news: 'News',
  resource: 'Resource',
  poll: 'Poll',
  survey: 'Survey',
  promotion: 'Promotion',
}
const TYPE_COLOUR: Record<ApprovalType, string> = {
  event: 'blue',
  news: 'grape',
  resource: 'teal',
  poll: 'orange',
  survey: 'cyan',
  promotion: 'pink',
}
const PENDING_LINK_TEXT: Record<ApprovalType, string> = {
  event: 'Pending events',
  news: 'Pending news',
  resource: 'Pending resources',
  poll: 'Pending polls',
  survey: 'Pending surveys',
  promotion: 'Pending promotions',
}

export const NOTHING_WAITING = 'Nothing is waiting for approval'

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.messages.join(' ') : 'Please try again.'

function ApprovalRow({ item }: { item: ApprovalItem }) {
  const decide = useDecideApproval()
  const [asked, setAsked] = useState<Decision | null>(null)
  const run = (status: Decision) => {
    setAsked(status)
    decide.mutate({ item, status })
  }
  const busy = decide.isPending
  return (
    <Card withBorder radius="sm" padding="sm" component="li">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={TYPE_COLOUR[item.item_type]} variant="light" style={{ flexShrink: 0 }}>
            {TYPE_LABEL[item.item_type]}
          </Badge>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {item.user ? `${item.user.full_name} · ` : ''}
          {formatDateTime(item.created_at)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            loading={busy && asked === 'approved'}
            disabled={busy}
            aria-label={`Approve ${item.title}`}
            onClick={() => run('approved')}
          >
            Approve
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={busy && asked === 'rejected'}
            disabled={busy}
            aria-label={`Reject ${item.title}`}
            onClick={() => run('rejected')}
          >
            Reject
          </Button>
        </Group>
        {decide.isError && (
          <Text size="sm" c="red" role="alert">
            {asked === 'rejected' ? 'Could not reject it: ' : 'Could not approve it: '}
            {messageOf(decide.error)}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

type Props = {
  /** The admin list of each type this viewer may open, to see every pending item of it. */
  pendingLinks: Partial<Record<ApprovalType, string>>
}

/** The admin dashboard's "Waiting for approval": pending events, news and resources. */
export function ApprovalsWidget({ pendingLinks }: Props) {
  const approvals = useQuery(listApprovalsQuery())
  const links = (Object.keys(pendingLinks) as ApprovalType[]).flatMap((type) => {
    const to = pendingLinks[type]
    return to ? [{ type, to }] : []
  })
  const total = approvals.data?.meta.pagination.total ?? 0
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="approvals">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="approvals">
          Waiting for approval
        </Title>
        {approvals.isSuccess && total > 0 && (
          <Text size="sm" c="dimmed">
            {total} waiting
          </Text>
        )}
      </Group>
      {approvals.isPending ? (
        <ListLoading label="Loading what is waiting for approval" rows={2} />
      ) : approvals.isError ? (
        <Alert color="red" title="Could not load what is waiting for approval">
          <Button size="xs" variant="light" color="red" onClick={() => void approvals.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : approvals.data.data.length === 0 ? (
        <Text c="dimmed">{NOTHING_WAITING}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {approvals.data.data.map((item) => (
            <ApprovalRow key={`${item.item_type}-${item.id}`} item={item} />
          ))}
        </Stack>
      )}
      {links.length > 0 && (
        <Group gap="md" mt="md">
          {links.map(({ type, to }) => (
            <Anchor key={type} component={Link} to={to} size="sm">
              {PENDING_LINK_TEXT[type]}
            </Anchor>
          ))}
        </Group>
      )}
    </Card>
  )
}
