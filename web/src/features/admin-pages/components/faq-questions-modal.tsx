import { Button, SegmentedControl, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AdminEditorModal } from '@/components/admin/admin-editor-modal'
import { AdminList } from '@/components/admin/admin-list'
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table'
import { ADMIN_PAGE_SIZE } from '@/components/admin/list-query-params'
import { formatDateTime } from '@/lib/dates'
import {
  listFaqQuestionsQuery,
  useMarkFaqQuestion,
  type FaqQuestionRow,
} from '../api/faq-questions'

type Show = 'open' | 'answered' | 'all'
const ANSWERED = { open: '0', answered: '1', all: undefined } as const

function MarkButton({ row }: { row: FaqQuestionRow }) {
  const mark = useMarkFaqQuestion()
  const answered = row.answered_at !== null
  return (
    <Button
      size="xs"
      variant={answered ? 'default' : 'light'}
      loading={mark.isPending}
      onClick={() => mark.mutate({ id: row.id, answered: !answered })}
    >
      {answered ? 'Reopen' : 'Mark answered'}
    </Button>
  )
}

const columns: AdminColumn<FaqQuestionRow>[] = [
  {
    header: 'From',
    miw: 160,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Question',
    miw: 240,
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {row.question}
      </Text>
    ),
  },
  {
    header: 'Received',
    cell: (row) => (
      <Text size="sm">
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </Text>
    ),
  },
  { header: 'Actions', align: 'right', cell: (row) => <MarkButton row={row} /> },
]

/** The questions asked through the FAQ form (GET /api/faq-questions), open ones first shown. */
export function FaqQuestionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [show, setShow] = useState<Show>('open')
  const [page, setPage] = useState(1)
  const answered = ANSWERED[show]
  const questions = useQuery({
    ...listFaqQuestionsQuery({
      page: String(page),
      page_size: String(ADMIN_PAGE_SIZE),
      ...(answered ? { answered } : {}),
    }),
    enabled: opened,
  })
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title="FAQ questions"
      closeLabel="Close the FAQ questions"
      size="xl"
      fullScreenBelow="48em"
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="Which questions"
          value={show}
          onChange={(value) => {
            setShow(value as Show)
            setPage(1)
          }}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'answered', label: 'Answered' },
            { value: 'all', label: 'All' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <AdminList
          list={questions}
          noun={{ one: 'question', many: 'questions' }}
          empty="No questions found"
          page={page}
          onPage={setPage}
        >
          {(rows) => (
            <AdminTable label="FAQ questions" rows={rows} minWidth={640} columns={columns} />
          )}
        </AdminList>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          Close
        </Button>
      </Stack>
    </AdminEditorModal>
  )
}
