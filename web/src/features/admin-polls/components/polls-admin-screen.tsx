import { Anchor, Text } from '@mantine/core'
import {
  IconChartBar,
  IconChecklist,
  IconDownload,
  IconPencil,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { listPollsQuery, POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { confirmDelete } from '@/components/admin/row-actions'
import { can, canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { exportVotesHref } from '../api/export-links'
import { getPollForEditQuery } from '../api/get-poll-for-edit'
import { ADMIN_POLL_FILTERS, listAdminPollsQuery, type AdminPollRow } from '../api/list-admin-polls'
import { pendingVoteCountQuery } from '../api/list-pending-votes'
import { ExportVotersModal } from './export-voters-modal'
import { POLL_CREATE_PERMISSIONS, PollEditorModal } from './poll-editor-modal'
import {
  actionsColumn,
  PollListFilters,
  titleColumn,
  useRowDelete,
  windowColumns,
} from './poll-columns'
import { PollResultsModal } from './poll-results-modal'

export const VOTE_QUEUE_PATH = '/admin/polls/votes'

/** "Votes waiting: N", to the approval queue. */
function VotesWaiting() {
  const count = useQuery(pendingVoteCountQuery())
  if (count.data === undefined) return null
  return (
    <Anchor component={Link} to={VOTE_QUEUE_PATH} size="sm">
      Votes waiting: {count.data}
    </Anchor>
  )
}

type Actions = {
  canExportVoters: boolean
  onEdit: (id: number) => void
  onResults: (id: number) => void
  onVoters: (id: number) => void
  onDelete: (row: AdminPollRow) => void
  deletingId: number | null
}

const rowActions = (row: AdminPollRow, a: Actions) => [
  { label: 'Edit', icon: IconPencil, onClick: () => a.onEdit(row.id) },
  { label: 'Votes', icon: IconChecklist, to: `${VOTE_QUEUE_PATH}?poll_id=${row.id}` },
  { label: 'Results', icon: IconChartBar, onClick: () => a.onResults(row.id) },
  { label: 'Export votes CSV', icon: IconDownload, download: exportVotesHref('poll', row.id) },
  a.canExportVoters && {
    label: 'Export voters…',
    icon: IconUsers,
    onClick: () => a.onVoters(row.id),
  },
  {
    label: 'Delete…',
    icon: IconTrash,
    color: 'red',
    onClick: () =>
      confirmDelete({
        title: 'Delete poll',
        sentence: `Delete “${row.title}”? Its votes go with it. This cannot be undone.`,
        onConfirm: () => a.onDelete(row),
      }),
  },
]

const columns = (a: Actions): AdminColumn<AdminPollRow>[] => [
  titleColumn(),
  ...windowColumns<AdminPollRow>(),
  {
    header: 'Votes',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.total_votes ?? 0} approved · {row.total_pending_votes} pending
      </Text>
    ),
  },
  actionsColumn((row) => rowActions(row, a), a.deletingId),
]

/**
 * Spec 02 §2 Polls: every poll newest first, filtered by title and status (in the address), 15 a
 * page; per row its editor, its votes waiting, its results, the CSV exports and delete.
 */
export function PollsAdminScreen() {
  const me = useMe()
  const subject = me.data ? subjectOf(me.data) : null
  const list = useListQueryParams(listPollsQuery, ADMIN_POLL_FILTERS)
  const editor = useEditorParams(['results', 'voters'])
  const polls = useQuery(listAdminPollsQuery(list.query))
  const remove = useRowDelete('poll')
  const votersId = editor.idOf('voters')
  const voters = useQuery({ ...getPollForEditQuery(votersId ?? 0), enabled: votersId !== null })
  const actions: Actions = {
    canExportVoters: subject !== null && can(subject, 'polls.export-voters'),
    onEdit: editor.openEdit,
    onResults: (id) => editor.open('results', id),
    onVoters: (id) => editor.open('voters', id),
    ...remove,
  }
  const votersRow = polls.data?.data.find((row) => row.id === votersId)
  return (
    <AdminListScreen
      title="Polls"
      create={
        subject !== null &&
        canAny(subject, POLL_CREATE_PERMISSIONS) && {
          label: 'New poll',
          onClick: editor.openCreate,
        }
      }
      filters={
        <>
          <PollListFilters list={list} />
          <VotesWaiting />
        </>
      }
    >
      <AdminList
        list={polls}
        noun={{ one: 'poll', many: 'polls' }}
        empty={POLL_MESSAGES.noPolls}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <AdminTable label="Polls" rows={rows} minWidth={860} columns={columns(actions)} />
        )}
      </AdminList>
      <PollEditorModal
        opened={editor.opened}
        pollId={editor.editingId ?? undefined}
        onClose={editor.close}
      />
      <PollResultsModal pollId={editor.idOf('results')} onClose={editor.close} />
      <ExportVotersModal
        type="poll"
        item={votersId === null ? null : { id: votersId, title: votersRow?.title ?? '' }}
        groups={voters.data && [{ title: voters.data.title, options: voters.data.poll_options }]}
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
