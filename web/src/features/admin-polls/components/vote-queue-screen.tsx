import { Anchor, Button, Checkbox, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { listVotesQuery } from '@worker/polls/polls.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { RowAction, RowActions } from '@/components/admin/row-actions'
import { formatDateTime } from '@/lib/dates'
import { useDecideVotes, type VoteDecision } from '../api/decide-votes'
import {
  listPendingVotesQuery,
  VOTE_QUEUE_FILTERS,
  type PendingVote,
} from '../api/list-pending-votes'

export const NO_VOTES_WAITING = 'No votes are waiting for approval'

const DONE: Record<VoteDecision['kind'], string> = {
  approve: 'Vote approved',
  reject: 'Vote rejected',
  'approve-many': 'Votes approved',
  'approve-poll': 'Votes approved',
}

type RowProps = {
  selected: ReadonlySet<number>
  onSelect: (id: number, on: boolean) => void
  decide: (decision: VoteDecision) => void
  busy: boolean
}

const voteName = (vote: PendingVote) => `${vote.user.full_name}’s vote in ${vote.poll.title}`

const columns = ({ selected, onSelect, decide, busy }: RowProps): AdminColumn<PendingVote>[] => [
  {
    header: 'Select',
    cell: (vote) => (
      <Checkbox
        aria-label={`Select ${voteName(vote)}`}
        checked={selected.has(vote.id)}
        onChange={(e) => onSelect(vote.id, e.currentTarget.checked)}
      />
    ),
  },
  {
    header: 'Member',
    miw: 160,
    cell: (vote) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {vote.user.full_name}
      </Text>
    ),
  },
  {
    header: 'Poll',
    miw: 180,
    cell: (vote) => (
      <Anchor
        component={Link}
        to={`?poll_id=${vote.poll.id}`}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {vote.poll.title}
      </Anchor>
    ),
  },
  {
    header: 'Option',
    miw: 140,
    cell: (vote) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {vote.option.value}
      </Text>
    ),
  },
  {
    header: 'When',
    cell: (vote) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(vote.created_at)}
      </Text>
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    cell: (vote) => (
      <RowActions>
        <RowAction
          label="Approve"
          name={voteName(vote)}
          color="green"
          variant="filled"
          disabled={busy}
          onClick={() => decide({ kind: 'approve', id: vote.id })}
        />
        <RowAction
          label="Reject"
          name={voteName(vote)}
          color="red"
          disabled={busy}
          onClick={() => decide({ kind: 'reject', id: vote.id })}
        />
      </RowActions>
    ),
  },
]

/** Each poll on the page once, for its "Approve all". */
const pollsOf = (votes: readonly PendingVote[]) => [
  ...new Map(votes.map((vote) => [vote.poll.id, vote.poll])).values(),
]

/**
 * The vote approval queue (spec 01 §7 votes waiting for approval): every waiting vote oldest
 * first, or one poll's (?poll_id=); approve or reject each, approve the selected, or approve all
 * of a poll's.
 */
export function VoteQueueScreen() {
  const list = useListQueryParams(listVotesQuery, VOTE_QUEUE_FILTERS)
  const votes = useQuery(listPendingVotesQuery(list.query))
  const decideVotes = useDecideVotes()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const decide = (decision: VoteDecision) =>
    decideVotes.mutate(decision, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: DONE[decision.kind] })
        setSelected(new Set())
      },
    })
  const onSelect = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const busy = decideVotes.isPending
  const rows = votes.data?.data ?? []
  return (
    <AdminListScreen
      title="Votes waiting for approval"
      filters={
        <>
          <Anchor component={Link} to="/admin/polls" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> Polls
            </Group>
          </Anchor>
          {list.filters.poll_id && (
            <Anchor component={Link} to="/admin/polls/votes" size="sm">
              Every poll’s votes
            </Anchor>
          )}
          <Button
            size="xs"
            color="green"
            disabled={selected.size === 0 || busy}
            onClick={() => decide({ kind: 'approve-many', ids: [...selected] })}
          >
            Approve selected{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
          {pollsOf(rows).map((poll) => (
            <Button
              key={poll.id}
              size="xs"
              variant="light"
              color="green"
              disabled={busy}
              onClick={() => decide({ kind: 'approve-poll', pollId: poll.id })}
              maw="100%"
            >
              <Text span size="xs" truncate>
                Approve all: {poll.title}
              </Text>
            </Button>
          ))}
        </>
      }
    >
      <AdminList
        list={votes}
        noun={{ one: 'vote', many: 'votes' }}
        empty={NO_VOTES_WAITING}
        page={list.page}
        onPage={list.setPage}
      >
        {(page) => (
          <AdminTable
            label="Votes waiting for approval"
            rows={page}
            minWidth={860}
            columns={columns({ selected, onSelect, decide, busy })}
          />
        )}
      </AdminList>
    </AdminListScreen>
  )
}
