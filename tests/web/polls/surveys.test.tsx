import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SurveyRoute } from '@/app/routes/public/survey-route'
import { SurveysRoute } from '@/app/routes/public/surveys-route'
import { jsonResponse } from '../helpers/fetch-mock'
import { pendingPoll, surveyFixture, surveySummary } from '../helpers/poll-fixtures'
import { ids, pageOf } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'
import { item, pollsApi } from './polls-api'

const openSurvey = () => renderScreen('/surveys/:id', <SurveyRoute />, { route: '/surveys/20' })

/** The survey once the reader answered the first question. */
const answered = () =>
  surveyFixture({
    answered: true,
    answered_at: '2025-03-01T00:00:00.000Z',
    answers: [{ question_id: 31, answer: 'The summer fair' }],
    questions: [
      { id: 31, question: 'What did you enjoy most?', position: 0, answers: ['The summer fair'] },
      { id: 32, question: 'What should we change?', position: 1, answers: [] },
    ],
  })

describe('/surveys/:id (spec 01 §2, §4)', { timeout: 20_000 }, () => {
  it('shows the title, description, embedded polls, a box per question and "Submit Answers"', async () => {
    pollsApi(() => item(surveyFixture()))
    openSurvey()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Members’ survey' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Tell us how the year went.')).toBeInTheDocument()
    const poll = screen.getByRole('article', { name: 'Best event' })
    expect(within(poll).getByRole('button', { name: 'Vote for Red' })).toBeEnabled()
    expect(screen.getByRole('textbox', { name: 'What did you enjoy most?' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'What should we change?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit Answers' })).toBeEnabled()
  })

  it('says "Vote Pending" after a vote on an embedded poll', async () => {
    const { calls } = pollsApi((req) =>
      req.method === 'POST' && req.path === '/api/poll-votes'
        ? jsonResponse(201, {
            data: pendingPoll({ id: 40, title: 'Best event', survey_id: 20 }),
          })
        : item(surveyFixture()),
    )
    const { user } = openSurvey()
    await user.click(await screen.findByRole('button', { name: 'Vote for Green' }))
    expect(await screen.findByText('Vote Pending')).toBeInTheDocument()
    expect(screen.queryByText('Vote Cast')).not.toBeInTheDocument()
    const poll = screen.getByRole('article', { name: 'Best event' })
    expect(within(poll).getByRole('button', { name: 'Remove vote for Green' })).toBeEnabled()
    expect(within(poll).getByRole('button', { name: 'Vote for Red' })).toBeDisabled()
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1)
  })

  it('sends only the answered questions, then shows the answers under "Survey Answers Submitted"', async () => {
    const { calls } = pollsApi((req) =>
      req.method === 'POST' ? jsonResponse(201, { data: answered() }) : item(surveyFixture()),
    )
    const { user } = openSurvey()
    await user.type(
      await screen.findByRole('textbox', { name: 'What did you enjoy most?' }),
      '  The summer fair ',
    )
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }))
    expect(await screen.findByText('Survey answers submitted!')).toBeInTheDocument()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.path).toBe('/api/surveys/20/answer')
    expect(post.body).toEqual({
      id: 20,
      answers: [{ question_id: 31, answer: 'The summer fair' }],
    })
    expect(screen.getByRole('heading', { name: 'Survey Answers Submitted' })).toBeInTheDocument()
    expect(screen.getByText('The summer fair')).toBeInTheDocument()
    expect(
      screen.queryByRole('textbox', { name: 'What did you enjoy most?' }),
    ).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument()
  })

  it('sends nothing when every box is empty, and says to answer one', async () => {
    const { calls } = pollsApi(() => item(surveyFixture()))
    const { user } = openSurvey()
    await user.type(await screen.findByRole('textbox', { name: 'What should we change?' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }))
    expect(await screen.findByText('Answer at least one question')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('disables "Submit Answers" while the answers are being sent', async () => {
    let release: (r: Response) => void = () => undefined
    pollsApi((req) =>
      req.method === 'POST'
        ? (new Promise<Response>((resolve) => {
            release = resolve
          }) as unknown as Response)
        : item(surveyFixture()),
    )
    const { user } = openSurvey()
    await user.type(await screen.findByRole('textbox', { name: 'What should we change?' }), 'More')
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Answers' })).toBeDisabled(),
    )
    release(jsonResponse(201, { data: answered() }))
    expect(
      await screen.findByRole('heading', { name: 'Survey Answers Submitted' }),
    ).toBeInTheDocument()
  })

  it('shows an answered survey with the heading and the answers, and no form, on reload', async () => {
    pollsApi(() => item(answered()))
    openSurvey()
    expect(
      await screen.findByRole('heading', { name: 'Survey Answers Submitted' }),
    ).toBeInTheDocument()
    expect(screen.getByText('The summer fair')).toBeInTheDocument()
    expect(screen.getByText('No answer')).toBeInTheDocument()
    expect(
      screen.queryByRole('textbox', { name: 'What should we change?' }),
    ).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument()
  })

  it('asks for its comments 250 a page', async () => {
    const { comments } = pollsApi(() => item(surveyFixture()))
    openSurvey()
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    // The section reads its comments once it is near the viewport (at once here).
    await waitFor(() => expect(comments).toHaveLength(1))
    expect(comments[0]!.query.get('item_type')).toBe('survey')
    expect(comments[0]!.query.get('per_page')).toBe('250')
  })

  it('asks a visitor to sign in to answer', async () => {
    pollsApi(() => item(surveyFixture()), { me: null })
    openSurvey()
    expect(await screen.findByRole('link', { name: 'Sign in to answer' })).toHaveAttribute(
      'href',
      '/signin?message=unauthorised&next=%2Fsurveys%2F20',
    )
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('is the "page not found" page for a survey that does not exist', async () => {
    pollsApi(() => jsonResponse(404, { message: 'Not Found' }))
    openSurvey()
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

describe('/surveys (spec 01 §2, §9)', { timeout: 20_000 }, () => {
  it('shows 9 surveys, and "Load more" adds 3', async () => {
    const { calls } = pollsApi((req) =>
      req.query.get('per_page') === '3'
        ? pageOf(
            ids(10, 3).map((id) => surveySummary(id)),
            12,
            4,
            3,
          )
        : pageOf(
            ids(1, 9).map((id) => surveySummary(id)),
            12,
            1,
            9,
          ),
    )
    const { user } = renderScreen('/surveys', <SurveysRoute />)
    expect(await screen.findByRole('link', { name: 'Survey 9' })).toHaveAttribute(
      'href',
      '/surveys/9',
    )
    expect(screen.getAllByRole('article')).toHaveLength(9)
    expect(calls[0]!.query.get('per_page')).toBe('9')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Survey 12' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(calls[1]!.query.get('page')).toBe('4')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('says "No surveys found" when there are none', async () => {
    pollsApi(() => pageOf([], 0, 1, 9))
    renderScreen('/surveys', <SurveysRoute />)
    expect(await screen.findByText('No surveys found')).toBeInTheDocument()
  })
})
