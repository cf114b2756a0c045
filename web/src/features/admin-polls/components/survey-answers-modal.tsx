import { Card, Group, Modal, Pagination, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { formatDateTime } from '@/lib/dates'
import { getSurveyForEditQuery } from '../api/get-survey-for-edit'
import { listSurveyAnswersQuery } from '../api/list-survey-answers'

export const NO_ANSWERS = 'No answers yet'

/** A survey's answers (GET /api/surveys/:id/answers): member, when, each question's answer. */
export function SurveyAnswersModal({
  surveyId,
  onClose,
}: {
  surveyId: number | null
  onClose: () => void
}) {
  return (
    <Modal opened={surveyId !== null} onClose={onClose} title="Answers" size="xl">
      {surveyId !== null && <AnswersBody surveyId={surveyId} />}
    </Modal>
  )
}

function AnswersBody({ surveyId }: { surveyId: number }) {
  const [page, setPage] = useState(1)
  const survey = useQuery(getSurveyForEditQuery(surveyId))
  const answers = useQuery(listSurveyAnswersQuery(surveyId, page))
  if (answers.isPending || survey.isPending) return <ListLoading label="Loading the answers…" />
  if (answers.isError || survey.isError)
    return (
      <ErrorState
        message="The answers could not be loaded."
        onRetry={() => {
          void answers.refetch()
          void survey.refetch()
        }}
      />
    )
  const questions = survey.data.questions
  const pagination = answers.data.meta.pagination
  if (answers.data.data.length === 0) return <EmptyState>{NO_ANSWERS}</EmptyState>
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {answers.data.data.map((submission) => (
          <Card key={submission.id} component="li" withBorder padding="sm" radius="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {submission.user.full_name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(submission.created_at)}
              </Text>
            </Group>
            <Stack gap={6} mt="xs" component="dl" style={{ margin: 0 }}>
              {questions.map((question) => {
                const answer = submission.answers.find((a) => a.question_id === question.id)
                return (
                  <div key={question.id}>
                    <Text component="dt" size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {question.question}
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      ml={0}
                      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                    >
                      {answer?.answer ?? '—'}
                    </Text>
                  </div>
                )
              })}
            </Stack>
          </Card>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {pagination.total === 1 ? '1 answer' : `${pagination.total} answers`}
        </Text>
        {pagination.total_pages > 1 && (
          <Pagination total={pagination.total_pages} value={page} onChange={setPage} size="sm" />
        )}
      </Group>
    </Stack>
  )
}
