import { Text } from '@mantine/core'
import { IconDownload, IconMessage, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { listSurveysQuery, POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { AdminList } from '@/components/admin/admin-list'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { useEditorParams } from '@/components/admin/editor-params'
import { useListQueryParams } from '@/components/admin/list-query-params'
import { confirmDelete } from '@/components/admin/row-actions'
import { canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
import { exportVotesHref } from '../api/export-links'
import { getSurveyForEditQuery } from '../api/get-survey-for-edit'
import {
  ADMIN_SURVEY_FILTERS,
  listAdminSurveysQuery,
  type AdminSurveyRow,
} from '../api/list-admin-surveys'
import { ExportVotersModal } from './export-voters-modal'
import {
  actionsColumn,
  PollListFilters,
  titleColumn,
  useRowDelete,
  windowColumns,
} from './poll-columns'
import { SurveyAnswersModal } from './survey-answers-modal'
import { SURVEY_CREATE_PERMISSIONS, SurveyEditorModal } from './survey-editor-modal'

type Actions = {
  canExportVoters: boolean
  onEdit: (id: number) => void
  onAnswers: (id: number) => void
  onVoters: (id: number) => void
  onDelete: (row: AdminSurveyRow) => void
  deletingId: number | null
}

const rowActions = (row: AdminSurveyRow, a: Actions) => [
  { label: 'Edit', icon: IconPencil, onClick: () => a.onEdit(row.id) },
  { label: 'Answers', icon: IconMessage, onClick: () => a.onAnswers(row.id) },
  { label: 'Export votes CSV', icon: IconDownload, download: exportVotesHref('survey', row.id) },
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
        title: 'Delete survey',
        sentence: `Delete “${row.title}”? Its answers and votes go with it. This cannot be undone.`,
        onConfirm: () => a.onDelete(row),
      }),
  },
]

const columns = (a: Actions): AdminColumn<AdminSurveyRow>[] => [
  titleColumn(),
  ...windowColumns<AdminSurveyRow>(),
  {
    header: 'Contents',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.total_questions} questions · {row.total_polls} polls
      </Text>
    ),
  },
  { header: 'Answers', cell: (row) => <Text size="sm">{row.total_submissions}</Text> },
  actionsColumn((row) => rowActions(row, a), a.deletingId),
]

/** Spec 02 §2 Surveys: every survey, filtered by title and status (in the address), 15 a page. */
export function SurveysAdminScreen() {
  const me = useMe()
  const subject = me.data ? subjectOf(me.data) : null
  const list = useListQueryParams(listSurveysQuery, ADMIN_SURVEY_FILTERS)
  const editor = useEditorParams(['answers', 'voters'])
  const surveys = useQuery(listAdminSurveysQuery(list.query))
  const remove = useRowDelete('survey')
  const votersId = editor.idOf('voters')
  const voters = useQuery({ ...getSurveyForEditQuery(votersId ?? 0), enabled: votersId !== null })
  const actions: Actions = {
    canExportVoters:
      subject !== null && canAny(subject, ['polls.export-voters', 'surveys.export-voters']),
    onEdit: editor.openEdit,
    onAnswers: (id) => editor.open('answers', id),
    onVoters: (id) => editor.open('voters', id),
    ...remove,
  }
  return (
    <AdminListScreen
      title="Surveys"
      create={
        subject !== null &&
        canAny(subject, SURVEY_CREATE_PERMISSIONS) && {
          label: 'New survey',
          onClick: editor.openCreate,
        }
      }
      filters={<PollListFilters list={list} />}
    >
      <AdminList
        list={surveys}
        noun={{ one: 'survey', many: 'surveys' }}
        empty={POLL_MESSAGES.noSurveys}
        page={list.page}
        onPage={list.setPage}
      >
        {(rows) => (
          <AdminTable label="Surveys" rows={rows} minWidth={900} columns={columns(actions)} />
        )}
      </AdminList>
      <SurveyEditorModal
        opened={editor.opened}
        surveyId={editor.editingId ?? undefined}
        onClose={editor.close}
      />
      <SurveyAnswersModal surveyId={editor.idOf('answers')} onClose={editor.close} />
      <ExportVotersModal
        type="survey"
        item={votersId === null ? null : { id: votersId, title: voters.data?.title ?? '' }}
        groups={
          voters.data &&
          Object.values(voters.data.polls).map((entry) => ({
            title: entry.poll.title,
            options: entry.options,
          }))
        }
        onClose={editor.close}
      />
    </AdminListScreen>
  )
}
