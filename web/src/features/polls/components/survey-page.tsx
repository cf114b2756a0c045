import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { CommentsSection } from '@/components/engagement/comments-section'
import { LikeButton } from '@/components/engagement/like-button'
import { Page } from '@/components/layout/page'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { signInPathFor } from '@/lib/api-client'
import { ApiError } from '@/lib/api-errors'
import { windowText } from '@/lib/dates'
import { useMe } from '@/lib/session'
import { surveyQueryOptions, type Survey } from '../api/get-survey'
import { PollCard } from './poll-card'
import { SurveyAnswersForm } from './survey-answers-form'

/** Spec 01 §9: a survey's comments come 250 a page. */
export const SURVEY_COMMENTS_PER_PAGE = 250

/** The reader's submitted answers, question by question. */
function SubmittedAnswers({ survey }: { survey: Survey }) {
  const headingId = useId()
  const answerOf = (questionId: number) =>
    survey.answers?.find((a) => a.question_id === questionId)?.answer ??
    survey.questions.find((q) => q.id === questionId)?.answers[0] ??
    null
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {POLL_MESSAGES.surveyAnsweredHeading}
      </Title>
      <List spacing="sm" listStyleType="none" p={0}>
        {survey.questions.map((q) => {
          const answer = answerOf(q.id)
          return (
            <List.Item key={q.id}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {q.question}
              </Text>
              <Text
                c={answer ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {answer ?? 'No answer'}
              </Text>
            </List.Item>
          )
        })}
      </List>
    </Stack>
  )
}

/** The questions part: the form, the submitted answers, or why neither. */
function Questions({ survey }: { survey: Survey }) {
  const me = useMe()
  const location = useLocation()
  if (survey.questions.length === 0) return null
  if (survey.answered) return <SubmittedAnswers survey={survey} />
  const open = survey.is_active && survey.status === 'approved'
  const heading = (
    <Title order={2} size="h3">
      Questions
    </Title>
  )
  if (!open)
    return (
      <Stack gap="xs">
        {heading}
        <Text c="dimmed">{POLL_MESSAGES.surveyNotActive}</Text>
      </Stack>
    )
  if (!me.data)
    return (
      <Stack gap="xs">
        {heading}
        {!me.isPending && (
          <Text>
            <Anchor component={Link} to={signInPathFor(location)}>
              Sign in to answer
            </Anchor>
          </Text>
        )}
      </Stack>
    )
  return (
    <Stack gap="sm">
      {heading}
      <SurveyAnswersForm survey={survey} />
    </Stack>
  )
}

/**
 * /surveys/{id} (spec 01 §2): title, description, the embedded polls (voting in one says "Vote
 * Pending"), the free-text questions and "Submit Answers"; once answered, the "Survey Answers
 * Submitted" heading with the reader's answers and no form. Likes and comments below.
 */
export function SurveyPage({ id }: { id: number }) {
  const survey = useQuery(surveyQueryOptions(id))

  if (survey.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the survey…" />
  if (survey.isError) {
    const missing =
      survey.error instanceof ApiError &&
      (survey.error.status === 404 || survey.error.status === 403)
    if (missing) return <NotFoundPage />
    return (
      <Page>
        <ErrorState
          message="The survey could not be loaded."
          onRetry={() => void survey.refetch()}
        />
      </Page>
    )
  }

  const s = survey.data
  const polls = Object.values(s.polls)
  return (
    <Page width="reading">
      <Stack gap="xl">
        <Stack gap="sm" component="article">
          <PageTitle>{s.title}</PageTitle>
          <Text size="sm" c="dimmed" mt={-8}>
            {windowText(s.starts_at, s.ends_at)}
          </Text>
          {s.description && (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {s.description}
            </Text>
          )}
        </Stack>
        {polls.length > 0 && (
          <Stack gap="md" component="section" aria-label="Polls">
            {polls.map((entry) => (
              <PollCard key={entry.poll_id} poll={entry.poll} variant="embedded" />
            ))}
          </Stack>
        )}
        <Questions survey={s} />
        {s.status === 'approved' && (
          <Group>
            <LikeButton
              itemType="survey"
              itemId={s.id}
              totalLikes={s.total_likes}
              likedId={s.user_liked}
            />
          </Group>
        )}
        {s.status === 'approved' && (
          <CommentsSection itemType="survey" itemId={s.id} perPage={SURVEY_COMMENTS_PER_PAGE} />
        )}
      </Stack>
    </Page>
  )
}
