import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { POLL_MESSAGES, type SurveyResource } from '@worker/polls/polls.schemas'
import type { Me } from '@/lib/session'
import { NO_ANSWERS } from '@/features/admin-polls/components/survey-answers-modal'
import { SurveyEditorModal } from '@/features/admin-polls/components/survey-editor-modal'
import { SurveysAdminScreen } from '@/features/admin-polls/components/surveys-admin-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import {
  item,
  page,
  pollApi,
  pollWriter,
  requestsTo,
  submissionFixture,
  surveyFixture,
  surveySummaryOf,
} from './poll-admin-fixtures'

const survey = surveyFixture()

const listApi = ({ deleteFails = false, answers = [submissionFixture()] } = {}) => {
  let rows = [survey]
  return pollApi(undefined, (request) => {
    if (request.method === 'GET' && request.path === '/api/surveys')
      return page(rows.map(surveySummaryOf))
    if (request.method === 'GET' && request.path === '/api/surveys/20') return item(survey)
    if (request.method === 'GET' && request.path === '/api/surveys/20/answers') return page(answers)
    if (request.method === 'DELETE' && request.path === '/api/surveys/20') {
      if (deleteFails) return jsonResponse(500, { message: 'Server error' })
      rows = []
      return new Response(null, { status: 204 })
    }
    return undefined
  })
}

const renderList = (route = '/admin/surveys') =>
  renderScreen('/admin/surveys', <SurveysAdminScreen />, { route })

const openMenu = async (user: ReturnType<typeof renderList>['user']) => {
  const row = (await screen.findByText(survey.title)).closest('tr')!
  await user.click(within(row).getByRole('button', { name: `Actions for ${survey.title}` }))
}

describe('Admin surveys screen', { timeout: 20_000 }, () => {
  it('lists every status with its window, contents and answers, the filter in the address', async () => {
    const api = listApi()
    const { user } = renderList()
    const row = (await screen.findByText(survey.title)).closest('tr')!
    expect(within(row).getByText('Active')).toBeInTheDocument()
    expect(within(row).getByText('1 questions · 1 polls')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'GET', '/api/surveys')[0]?.query.get('status')).toBe('all')
    await user.click(screen.getByRole('radio', { name: 'Rejected' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/surveys?status=rejected'),
    )
    await waitFor(() =>
      expect(requestsTo(api.requests, 'GET', '/api/surveys').at(-1)?.query.get('status')).toBe(
        'rejected',
      ),
    )
  })

  it('links the votes CSV and the voters of the chosen options of its polls', async () => {
    listApi()
    const { user } = renderList()
    await openMenu(user)
    expect(await screen.findByRole('menuitem', { name: 'Export votes CSV' })).toHaveAttribute(
      'href',
      '/api/surveys/20/export-votes',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Export voters…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export voters' })
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Saturday' }))
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/surveys/20/export-users?options[]=12',
    )
  })

  it('shows the answers: member, when, and each question with its answer', async () => {
    listApi()
    const { user } = renderList()
    await openMenu(user)
    await user.click(await screen.findByRole('menuitem', { name: 'Answers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Answers' })
    expect(await within(dialog).findByText('Grace Hopper')).toBeInTheDocument()
    expect(within(dialog).getByText('What should we do more of?')).toBeInTheDocument()
    expect(within(dialog).getByText('More walks')).toBeInTheDocument()
    expect(within(dialog).getByText('1 answer')).toBeInTheDocument()
  })

  it('says when a survey has no answers yet', async () => {
    listApi({ answers: [] })
    renderList('/admin/surveys?answers=20')
    const dialog = await screen.findByRole('dialog', { name: 'Answers' })
    expect(await within(dialog).findByText(NO_ANSWERS)).toBeInTheDocument()
  })

  it(`deletes a survey and says '${POLL_MESSAGES.surveyDeleted}'`, async () => {
    listApi()
    const { user } = renderList()
    await openMenu(user)
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete survey' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(POLL_MESSAGES.surveyDeleted)).toBeInTheDocument()
    expect(await screen.findByText(POLL_MESSAGES.noSurveys)).toBeInTheDocument()
  })

  it(`says '${POLL_MESSAGES.deleteFailed}' when a survey's delete fails`, async () => {
    listApi({ deleteFails: true })
    const { user } = renderList()
    await openMenu(user)
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete survey' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(POLL_MESSAGES.deleteFailed)).toBeInTheDocument()
  })
})

const openEditor = async ({
  me,
  surveyId,
  existing = survey,
}: { me?: Me; surveyId?: number; existing?: SurveyResource } = {}) => {
  const api = pollApi(me, (request) => {
    if (request.method === 'POST' && request.path === '/api/surveys')
      return item(surveyFixture({ id: 21 }), 201)
    if (request.method === 'PUT' && request.path === `/api/surveys/${existing.id}`)
      return item(existing)
    if (request.method === 'GET' && request.path === `/api/surveys/${existing.id}`)
      return item(existing)
    return undefined
  })
  const onClose = vi.fn<() => void>()
  const rendered = renderScreen(
    '/',
    <SurveyEditorModal opened onClose={onClose} surveyId={surveyId} />,
  )
  const dialog = await screen.findByRole('dialog', {
    name: surveyId === undefined ? 'New survey' : 'Edit survey',
  })
  await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, api, dialog, onClose }
}

describe('Survey editor', { timeout: 30_000 }, () => {
  it(`creates a survey with questions in order and an embedded poll, and says '${POLL_MESSAGES.surveySaved}'`, async () => {
    const { user, dialog, api } = await openEditor()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Members 2026')
    await user.click(within(dialog).getByRole('switch', { name: /Private/ }))
    await user.click(within(dialog).getByRole('tab', { name: 'Questions' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'Why join?')
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 2' }), 'Favourite walk?')
    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }))
    await user.click(within(dialog).getByRole('tab', { name: 'Polls' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add poll' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Poll 1 title' }), 'Best night?')
    const options = 'Options of poll 1'
    await user.type(within(dialog).getByRole('textbox', { name: `${options}: option 1` }), 'Fri')
    await user.type(within(dialog).getByRole('textbox', { name: `${options}: option 2` }), 'Sat')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(POLL_MESSAGES.surveySaved)).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/surveys')[0]?.body).toMatchObject({
      title: 'Members 2026',
      is_private: true,
      status: 'approved',
      questions: [{ question: 'Favourite walk?' }, { question: 'Why join?' }],
      polls: [{ title: 'Best night?', poll_options: [{ value: 'Fri' }, { value: 'Sat' }] }],
    })
  })

  it('asks for a question or a poll', async () => {
    const { user, dialog, api } = await openEditor()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Members 2026')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Add at least one question or poll')).toBeVisible()
    expect(requestsTo(api.requests, 'POST', '/api/surveys')).toHaveLength(0)
  })

  it('asks an embedded poll for two options, and opens the Polls tab to say so', async () => {
    const { user, dialog, api } = await openEditor()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Members 2026')
    await user.click(within(dialog).getByRole('tab', { name: 'Polls' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add poll' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Poll 1 title' }), 'Best night?')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Options of poll 1: option 1' }),
      'Fri',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 2' }))
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Add at least two options')).toBeVisible()
    expect(requestsTo(api.requests, 'POST', '/api/surveys')).toHaveLength(0)
  })

  it('shows a live survey’s dates and polls locked for a member the worker does not let change them', async () => {
    const { user, dialog, api } = await openEditor({
      me: pollWriter(),
      surveyId: 20,
      existing: surveyFixture({ can_edit_dates: false, can_edit_options: false }),
    })
    expect(within(dialog).getByRole('button', { name: /^Start date/ })).toBeDisabled()
    await user.click(within(dialog).getByRole('tab', { name: 'Polls' }))
    expect(within(dialog).getByText('Best night?')).toBeInTheDocument()
    expect(within(dialog).getByText(POLL_MESSAGES.optionsLocked)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Add poll' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('tab', { name: 'Questions' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), ' Really?')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(POLL_MESSAGES.surveySaved)).toBeInTheDocument()
    const body = requestsTo(api.requests, 'PUT', '/api/surveys/20')[0]?.body
    expect(body).toMatchObject({
      questions: [{ id: 31, question: 'What should we do more of? Really?' }],
    })
    expect(body).not.toHaveProperty('polls')
    expect(body).not.toHaveProperty('starts_at')
    expect(body).not.toHaveProperty('status')
  })
})
