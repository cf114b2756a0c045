import { describe, expect, it } from 'vitest'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createEvent, quickMember } from '../helpers/event-factories'
import { createCustomRole, createUser, signedInAs } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createSurvey,
  createVote,
  daysFromNow,
  notificationsOf,
  reloadPoll,
} from '../helpers/poll-factories'

type NewSurvey = Parameters<typeof api.surveys.$post>[0]['json']
type SurveyChanges = Parameters<(typeof api.surveys)[':id']['$put']>[0]['json']

const newSurvey = (overrides: Partial<NewSurvey> = {}): NewSurvey => ({
  title: `Village plan ${crypto.randomUUID().slice(0, 6)}`,
  starts_at: '2030-01-10',
  questions: [{ question: 'What would you change?' }, { question: 'Anything else?' }],
  polls: [{ title: 'More benches?', poll_options: [{ value: 'Yes' }, { value: 'No' }] }],
  ...overrides,
})
const post = (session: Session | null, json: NewSurvey) =>
  send(apiAs(session).surveys.$post({ json }))
const put = (session: Session | null, id: number, json: SurveyChanges) =>
  send(apiAs(session).surveys[':id'].$put({ param: { id: String(id) }, json }))
const get = (session: Session | null, id: number) =>
  send(apiAs(session).surveys[':id'].$get({ param: { id: String(id) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).surveys.$get({ query }))
const answer = (
  session: Session | null,
  id: number,
  answers: { question_id: number; answer: string }[],
) =>
  send(apiAs(session).surveys[':id'].answer.$post({ param: { id: String(id) }, json: { answers } }))

describe('POST /api/surveys', () => {
  it('saves the survey, its questions and embedded polls in one go (M02-SURVEY-03/04)', async () => {
    const { session } = await signedInAs('admin')
    const res = await post(session, newSurvey())
    expect(res.status).toBe(201)
    const survey = res.body.data
    expect(survey).toMatchObject({
      type: 'survey',
      status: 'approved',
      starts_at: '2030-01-10T00:00:00.000Z',
      ends_at: '2030-02-10T00:00:00.000Z',
      is_private: false,
      answered: false,
      answers: null,
    })
    for (const key of ['id', 'title', 'description', 'categories', 'stripe_id', 'questions'])
      expect(survey).toHaveProperty(key)
    expect(survey.questions.map((q) => [q.question, q.position, q.answers])).toEqual([
      ['What would you change?', 0, []],
      ['Anything else?', 1, []],
    ])
    const entries = Object.values(survey.polls)
    expect(entries).toHaveLength(1)
    const entry = entries[0]!
    expect(entry.survey_id).toBe(survey.id)
    expect(entry.poll).toMatchObject({ title: 'More benches?', survey_id: survey.id })
    expect(entry.options.map((o) => o.value)).toEqual(['Yes', 'No'])
    const stored = await reloadPoll(entry.poll_id)
    expect(stored).toMatchObject({
      type: 'poll',
      status: 'approved',
      dontShowOnPolls: true,
      startsAt: survey.starts_at,
      endsAt: survey.ends_at,
    })
  })

  it('refuses a member without a create key (403), empty content (422), and event surveys without event keys', async () => {
    expect((await post((await signedInAs('member')).session, newSurvey())).status).toBe(403)
    const { session } = await signedInAs('admin')
    const empty = await post(session, newSurvey({ questions: [], polls: [] }))
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors).toHaveProperty('questions')
    const { event } = await createEvent()
    const surveysOnly = await createCustomRole(['surveys.create'])
    const { session: one } = await signedInAs('member', { roleId: surveysOnly.id })
    expect((await post(one, newSurvey())).status).toBe(201)
    expect((await post(one, newSurvey({ event_id: event.id }))).status).toBe(403)
  })

  it('keeps a contributor’s survey pending and tells the managers', async () => {
    const { user: manager } = await signedInAs('admin')
    const { session } = await signedInAs('contributor')
    const res = await post(session, newSurvey())
    expect(res.body.data.status).toBe('pending')
    const embedded = Object.values(res.body.data.polls)[0]!
    expect((await reloadPoll(embedded.poll_id))!.status).toBe('pending')
    expect((await notificationsOf(manager.id, 'poll.submitted')).length).toBeGreaterThan(0)
  })
})

describe('GET /api/surveys', () => {
  it('lists approved surveys with their counts; private ones for signed-in readers only', async () => {
    const t = crypto.randomUUID().slice(0, 8)
    const { survey: open } = await createSurvey({ title: `${t} open` })
    const { survey: secret } = await createSurvey({
      title: `${t} private`,
      isPrivate: true,
      startsAt: daysFromNow(-2),
    })
    await createSurvey({ title: `${t} pending`, status: 'pending' })
    const visitor = await list(null, { q: t })
    expect(visitor.status).toBe(200)
    expect(visitor.body.data.map((s) => s.id)).toEqual([open.id])
    expect(visitor.body.data[0]).toMatchObject({ total_questions: 1, total_polls: 1 })
    const { session } = await signedInAs('member')
    const member = await list(session, { q: t })
    expect(member.body.data.map((s) => s.id)).toEqual([open.id, secret.id])
    expect((await get(null, secret.id)).status).toBe(404)
    expect((await get(session, secret.id)).status).toBe(200)
  })
})

describe('POST /api/surveys/{id}/answer', () => {
  it('stores the answers once and shows them back (M01-SURVEYS-05/07)', async () => {
    const { survey, questions } = await createSurvey(
      {},
      { questions: ['First?', 'Second?'], polls: [] },
    )
    const { session } = await signedInAs('member')
    const res = await answer(session, survey.id, [
      { question_id: questions[1]!.id, answer: 'Two' },
      { question_id: questions[0]!.id, answer: 'One' },
    ])
    expect(res.status).toBe(201)
    expect(res.body.data.answered).toBe(true)
    expect(res.body.data.questions.map((q) => q.answers)).toEqual([['One'], ['Two']])
    expect(res.body.data.answers).toEqual([
      { question_id: questions[0]!.id, answer: 'One' },
      { question_id: questions[1]!.id, answer: 'Two' },
    ])
    const again = await answer(session, survey.id, [
      { question_id: questions[0]!.id, answer: 'Changed' },
    ])
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe('You have already answered this survey')
    expect((await get(session, survey.id)).body.data.questions[0]!.answers).toEqual(['One'])
  })

  it('keeps one submission under 20 parallel answers', async () => {
    const { survey, questions } = await createSurvey({}, { polls: [] })
    const { user, session } = await quickMember()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        answer(session, survey.id, [{ question_id: questions[0]!.id, answer: `Try ${i}` }]),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)])
    const { session: admin } = await signedInAs('admin')
    const rows = await send(
      apiAs(admin).surveys[':id'].answers.$get({ param: { id: String(survey.id) }, query: {} }),
    )
    expect(rows.body.data).toHaveLength(1)
    expect(rows.body.data[0]!.user).toMatchObject({ id: user.id, email: user.email })
    expect(rows.body.data[0]!.answers).toHaveLength(1)
  })

  it('refuses another survey’s question (422), a closed survey (409) and a visitor (401)', async () => {
    const { survey } = await createSurvey()
    const other = await createSurvey()
    const { session } = await signedInAs('member')
    const res = await answer(session, survey.id, [
      { question_id: other.questions[0]!.id, answer: 'x' },
    ])
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toHaveProperty(['answers.0.question_id'])
    const closed = await createSurvey({ startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) })
    const late = await answer(session, closed.survey.id, [
      { question_id: closed.questions[0]!.id, answer: 'x' },
    ])
    expect(late.status).toBe(409)
    expect((await answer(null, survey.id, [{ question_id: 1, answer: 'x' }])).status).toBe(401)
    expect((await answer(session, 99_999_999, [{ question_id: 1, answer: 'x' }])).status).toBe(404)
  })
})

describe('GET /api/surveys/{id}/answers', () => {
  it('is for the survey’s owner (names only) and managers; others get 403', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const { survey, questions } = await createSurvey({ userId: owner.id }, { polls: [] })
    const { session: member } = await signedInAs('member')
    await answer(member, survey.id, [{ question_id: questions[0]!.id, answer: 'Hi' }])
    const res = await send(
      apiAs(session).surveys[':id'].answers.$get({ param: { id: String(survey.id) }, query: {} }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data[0]!.user.email).toBeNull()
    expect(res.body.data[0]!.answers).toEqual([{ question_id: questions[0]!.id, answer: 'Hi' }])
    const refused = await send(
      apiAs(member).surveys[':id'].answers.$get({ param: { id: String(survey.id) }, query: {} }),
    )
    expect(refused.status).toBe(403)
  })
})

describe('PUT /api/surveys/{id}', () => {
  it('updates questions and polls by id, inserting and deleting the rest, and moves embedded polls with the survey', async () => {
    const { session } = await signedInAs('admin')
    const created = (await post(session, newSurvey({ starts_at: '2030-03-01' }))).body.data
    const [q1] = created.questions
    const entry = Object.values(created.polls)[0]!
    const res = await put(session, created.id, {
      status: 'rejected',
      starts_at: '2030-03-05',
      questions: [{ id: q1!.id, question: 'Renamed?' }, { question: 'New one?' }],
      polls: [
        {
          id: entry.poll_id,
          title: 'Benches or bins?',
          poll_options: [{ id: entry.options[0]!.id, value: 'Benches' }, { value: 'Bins' }],
        },
        { title: 'Second poll', poll_options: [{ value: 'A' }, { value: 'B' }] },
      ],
    })
    expect(res.status).toBe(200)
    const survey = res.body.data
    expect(survey.questions.map((q) => q.question)).toEqual(['Renamed?', 'New one?'])
    expect(survey.questions[0]!.id).toBe(q1!.id)
    const polls = Object.values(survey.polls)
    expect(polls.map((p) => p.poll.title)).toEqual(['Benches or bins?', 'Second poll'])
    expect(polls[0]!.options.map((o) => o.value)).toEqual(['Benches', 'Bins'])
    expect(polls[0]!.options[0]!.id).toBe(entry.options[0]!.id)
    for (const p of polls) {
      expect(await reloadPoll(p.poll_id)).toMatchObject({
        status: 'rejected',
        startsAt: '2030-03-05T00:00:00.000Z',
      })
    }
  })

  it('locks dates for the owner once saved and options once live (M02-SURVEY-05/06)', async () => {
    const { user, session } = await signedInAs('contributor')
    const { survey, polls, questions } = await createSurvey({ userId: user.id })
    const moved = await put(session, survey.id, { starts_at: '2020-01-01' })
    expect(moved.status).toBe(403)
    const voter = await createUser()
    await createVote({
      pollId: polls[0]!.poll.id,
      optionId: polls[0]!.options[0]!.id,
      userId: voter.id,
      surveyId: survey.id,
    })
    const options = await put(session, survey.id, {
      polls: [
        { id: polls[0]!.poll.id, title: 'x', poll_options: [{ value: 'A' }, { value: 'B' }] },
      ],
    })
    expect(options.status).toBe(403)
    expect(errorOf(options).message).toBe('The options cannot be changed once the poll is live')
    const renamed = await put(session, survey.id, {
      questions: [{ id: questions[0]!.id, question: 'Reworded' }],
    })
    expect(renamed.status).toBe(200)
    expect((await put(session, survey.id, { status: 'approved', title: 'x' })).status).toBe(200)
    expect((await put(session, survey.id, { status: 'rejected' })).status).toBe(403)
    const stranger = (await signedInAs('contributor')).session
    expect((await put(stranger, survey.id, { title: 'x' })).status).toBe(403)
  })
})

describe('DELETE /api/surveys/{id} and the survey exports', () => {
  it('deletes with its polls (204), and is 404 for a poll', async () => {
    const { user, session } = await signedInAs('contributor')
    const { survey, polls } = await createSurvey({ userId: user.id })
    const wrong = await send(
      apiAs(session).surveys[':id'].$delete({ param: { id: String(polls[0]!.poll.id) } }),
    )
    expect(wrong.status).toBe(404)
    const res = await send(
      apiAs(session).surveys[':id'].$delete({ param: { id: String(survey.id) } }),
    )
    expect(res.status).toBe(204)
    expect(await reloadPoll(polls[0]!.poll.id)).toBeUndefined()
  })

  it('exports the votes with their poll to the owner, and voters with the export key (M02-SURVEY-09)', async () => {
    const { user, session } = await signedInAs('contributor')
    const { survey, polls } = await createSurvey({ userId: user.id })
    const voter = await createUser()
    await createVote({
      pollId: polls[0]!.poll.id,
      optionId: polls[0]!.options[1]!.id,
      userId: voter.id,
      surveyId: survey.id,
    })
    const votes = await apiAs(session).surveys[':id']['export-votes'].$get({
      param: { id: String(survey.id) },
    })
    expect(votes.status).toBe(200)
    const lines = (await votes.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Member","Poll","Option","Status","Voted at"')
    expect(lines[1]).toContain('"Disagree"')
    const { session: admin } = await signedInAs('admin')
    const voters = await apiAs(admin).surveys[':id']['export-users'].$get({
      param: { id: String(survey.id) },
      query: {},
    })
    expect(voters.status).toBe(200)
    expect(await voters.text()).toContain(voter.email)
    const refused = await apiAs(session).surveys[':id']['export-users'].$get({
      param: { id: String(survey.id) },
      query: {},
    })
    expect(refused.status).toBe(403)
  })
})
