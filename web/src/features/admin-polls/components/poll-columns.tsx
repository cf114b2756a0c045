import { Badge } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { POLL_MESSAGES, POLL_STATUSES, type PollStatus } from '@worker/polls/polls.schemas'
import { DateRangeCell, TitleCell } from '@/components/admin/admin-cells'
import type { AdminColumn } from '@/components/admin/admin-table'
import { RowMenu, type RowMenuAction } from '@/components/admin/row-menu'
import { StatusBadge, StatusFilter } from '@/components/admin/status-filter'
import { SearchInput } from '@/components/search-input'
import { useDeletePoll } from '../api/delete-poll'
import { PollWindowBadge } from './poll-window-badge'

/** What the polls and surveys lists share of a row. */
type PollListRow = {
  id: number
  title: string
  status: PollStatus
  starts_at: string
  ends_at: string
  is_active: boolean
  is_expired: boolean
  recently_approved: boolean
  is_private?: boolean
}

/** Title, with "Private" (surveys) and "Recently approved" (spec 02 §4) badges. */
export const titleColumn = <Row extends PollListRow>(): AdminColumn<Row> => ({
  header: 'Title',
  miw: 200,
  cell: (row) => (
    <TitleCell
      title={row.title}
      recentlyApproved={row.recently_approved}
      badges={
        row.is_private && (
          <Badge size="xs" variant="light" color="gray">
            Private
          </Badge>
        )
      }
    />
  ),
})

/** Status, open window (active, upcoming, expired) and the London dates. */
export const windowColumns = <Row extends PollListRow>(): AdminColumn<Row>[] => [
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Open', cell: (row) => <PollWindowBadge item={row} /> },
  {
    header: 'Dates',
    cell: (row) => <DateRangeCell start={row.starts_at} end={row.ends_at} />,
  },
]

/** The row's menu ("⋯"), busy while its row is being deleted. */
export const actionsColumn = <Row extends PollListRow>(
  actionsOf: (row: Row) => readonly (RowMenuAction | false)[],
  deletingId: number | null,
): AdminColumn<Row> => ({
  header: 'Actions',
  align: 'right',
  cell: (row) => <RowMenu name={row.title} actions={actionsOf(row)} busy={deletingId === row.id} />,
})

/** The lists' filters, kept in the address: title search and status. */
export function PollListFilters({
  list: { filters, setFilter },
}: {
  list: {
    filters: { q?: string; status?: string }
    setFilter: (name: 'q' | 'status', value: string | null) => void
  }
}) {
  return (
    <>
      <SearchInput
        label="Search"
        placeholder="Title"
        value={filters.q ?? ''}
        onSearch={(q) => setFilter('q', q)}
      />
      <StatusFilter
        statuses={POLL_STATUSES}
        value={filters.status}
        onChange={(status) => setFilter('status', status)}
      />
    </>
  )
}

/** A row's delete (after its confirm dialog), said when done or failed (spec 02 §8). */
export function useRowDelete(type: 'poll' | 'survey') {
  const remove = useDeletePoll(type)
  const deleted = type === 'poll' ? POLL_MESSAGES.pollDeleted : POLL_MESSAGES.surveyDeleted
  return {
    onDelete: (row: { id: number }) =>
      remove.mutate(row.id, {
        onSuccess: () => notifications.show({ color: 'green', message: deleted }),
        onError: () => notifications.show({ color: 'red', message: POLL_MESSAGES.deleteFailed }),
      }),
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  }
}
