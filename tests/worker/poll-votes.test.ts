import { describe, expect, it } from 'vitest'
import { apiAs, errorOf, send } from '../helpers/api'
import { createUser, signedInAs, signIn } from '../helpers/factories'
import { quickMember } from '../helpers/event-factories'
import type { Session } from '../helpers/http'
import {
  createPoll,
  createSurvey,
  createVote,
  daysFromNow,
  notificationsOf,
  optionsOf,
  reloadPoll,
  votesOf,
} from '../helpers/poll-factories'

const vote = (session: Session | null, optionId: number) =>
  send(apiAs(session)['poll-votes'].$post({ json: { poll_option_id: optionId } }))
const withdraw = (session: Session | null, id: number) =>
  send(apiAs(session)['poll-votes'][':id'].$delete({ param: { id: String(id) } }))
const listVotes = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session)['poll-votes'].$get({ query }))
const setStatus = (session: Session | null, id: number, status: 'pending' | 'approved') =>
  send(apiAs(session)['poll-votes'][':id'].$put({ param: { id: String(id) }, json: { status } }))
const approve = (session: Session | null, json: { ids?: number[]; poll_id?: number }) =>
  send(apiAs(session)['poll-votes'].approve.$post({ json }))

describe('POST /api/poll-votes', () => {
  it('casts a pending vote and answers with the poll as the voter now reads it (M01-POLLS-12/18/22)', async () => {
    const { poll, options } = await createPoll()
    const { user, session } = await signedInAs('member')
    const res = await vote(session, options[1]!.id)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      id: poll.id,
      voted_option_id: options[1]!.id,
      current_users_vote: { status: 'pending', user_id: user.id, poll_option_id: options[1]!.id },
      results_visible: false,
    })
    expect(res.body.data.poll_options.map((o) => o.id)).toEqual(options.map((o) => o.id))
    const [stored] = await votesOf(poll.id)
    expect(stored).toMatchObject({ userId: user.id, status: 'pending', surveyId: null })
    expect((await reloadPoll(poll.id))!.totalPendingVotes).toBe(1)
  })

  it('refuses a visitor (401), a second vote (409), a missing option (404) and a closed poll (409)', async () => {
    const { options } = await createPoll()
    expect((await vote(null, options[0]!.id)).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await vote(session, options[0]!.id)).status).toBe(201)
    const again = await vote(session, options[1]!.id)
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe('You have already voted in this poll')
    expect((await vote(session, 99_999_999)).status).toBe(404)
    const future = await createPoll({ startsAt: daysFromNow(2) })
    const expired = await createPoll({ startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) })
    for (const closed of [future, expired]) {
      const res = await vote(session, closed.options[0]!.id)
      expect(res.status).toBe(409)
      expect(errorOf(res).message).toBe('This poll is not open for voting')
    }
    const pending = await createPoll({ status: 'pending' })
    expect((await vote(session, pending.options[0]!.id)).status).toBe(404)
  })

  it('counts exactly one vote when a member sends 50 at once', async () => {
    const { poll, options } = await createPoll()
    const { session } = await quickMember()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(session, options[i % 3]!.id)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49)
    expect(await votesOf(poll.id)).toHaveLength(1)
    const counts = await optionsOf(poll.id)
    expect(counts.reduce((n, o) => n + o.totalPendingVotes, 0)).toBe(1)
    expect((await reloadPoll(poll.id))!.totalPendingVotes).toBe(1)
  })

  it('copies the survey to a vote in a survey’s poll', async () => {
    const { survey, polls } = await createSurvey()
    const { session } = await signedInAs('member')
    const res = await vote(session, polls[0]!.options[0]!.id)
    expect(res.status).toBe(201)
    expect(res.body.data.current_users_vote?.survey_id).toBe(survey.id)
  })
})

describe('DELETE /api/poll-votes/{id}', () => {
  it('lets the voter withdraw a pending vote, clearing the choice (M01-POLLS-13)', async () => {
    const { poll, options } = await createPoll()
    const { session } = await signedInAs('member')
    const cast = await vote(session, options[0]!.id)
    const voteId = cast.body.data.current_users_vote!.id
    const res = await withdraw(session, voteId)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ voted_option_id: null, current_users_vote: null })
    expect(await votesOf(poll.id)).toEqual([])
    expect((await reloadPoll(poll.id))!.totalPendingVotes).toBe(0)
  })

  it('refuses to withdraw an approved vote (409), hides others’ votes (404), lets a manager reject', async () => {
    const { poll, options } = await createPoll()
    const { user, session } = await signedInAs('member')
    const approved = await createVote({
      pollId: poll.id,
      optionId: options[0]!.id,
      userId: user.id,
      status: 'approved',
    })
    const res = await withdraw(session, approved.id)
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe('An approved vote cannot be withdrawn')
    expect((await withdraw((await signedInAs('member')).session, approved.id)).status).toBe(404)
    const { session: admin } = await signedInAs('admin')
    expect((await withdraw(admin, approved.id)).status).toBe(200)
    expect((await reloadPoll(poll.id))!.totalVotes).toBe(0)
  })
})

describe('GET /api/poll-votes', () => {
  it('gives a member their own votes, with poll_id and user_id (M01-POLLS-19/23)', async () => {
    const { poll, options } = await createPoll()
    const { user, session } = await signedInAs('member')
    const other = await createUser()
    await createVote({ pollId: poll.id, optionId: options[1]!.id, userId: other.id })
    const mine = await createVote({ pollId: poll.id, optionId: options[0]!.id, userId: user.id })
    const res = await listVotes(session, { poll_id: String(poll.id), user_id: String(user.id) })
    expect(res.status).toBe(200)
    expect(res.body.data.map((v) => v.id)).toEqual([mine.id])
    expect(res.body.data[0]).toMatchObject({
      poll_option_id: options[0]!.id,
      poll_id: poll.id,
      survey_id: null,
      user_id: user.id,
      status: 'pending',
      option: { value: 'Yes' },
    })
    expect((await listVotes(session, { poll_id: String(poll.id) })).body.data).toHaveLength(1)
    expect((await listVotes(session, { user_id: String(other.id) })).status).toBe(403)
    expect(
      (await listVotes(session, { poll_id: String(poll.id), user_id: String(other.id) })).status,
    ).toBe(403)
  })

  it('gives the poll’s owner every vote, oldest first, without emails; a manager with emails', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const { poll, options } = await createPoll({ userId: owner.id })
    const [a, b] = [await createUser(), await createUser()]
    const first = await createVote({ pollId: poll.id, optionId: options[0]!.id, userId: a.id })
    const second = await createVote({
      pollId: poll.id,
      optionId: options[1]!.id,
      userId: b.id,
      status: 'approved',
    })
    const all = await listVotes(session, { poll_id: String(poll.id) })
    expect(all.body.data.map((v) => v.id)).toEqual([first.id, second.id])
    expect(all.body.data[0]!.user.email).toBeNull()
    const queue = await listVotes(session, { poll_id: String(poll.id), status: 'pending' })
    expect(queue.body.data.map((v) => v.id)).toEqual([first.id])
    const { session: admin } = await signedInAs('admin')
    const managed = await listVotes(admin, { poll_id: String(poll.id) })
    expect(managed.body.data[0]!.user.email).toBe(a.email)
    expect((await listVotes(admin, { poll_id: '99999999' })).status).toBe(404)
  })
  it('gives a manager the approval queue across polls and surveys, oldest first', async () => {
    const one = await createPoll()
    const two = await createPoll()
    const { polls } = await createSurvey({}, { polls: ['Inside'] })
    const [a, b, c] = [await createUser(), await createUser(), await createUser()]
    const early = await createVote({
      pollId: two.poll.id,
      optionId: two.options[0]!.id,
      userId: a.id,
    })
    const later = await createVote({
      pollId: one.poll.id,
      optionId: one.options[1]!.id,
      userId: b.id,
    })
    const inSurvey = await createVote({
      pollId: polls[0]!.poll.id,
      optionId: polls[0]!.options[0]!.id,
      userId: c.id,
    })
    const { session: admin } = await signedInAs('admin')
    const queue = await listVotes(admin, { status: 'pending', per_page: '1000' })
    expect(queue.status).toBe(200)
    const ours = [early.id, later.id, inSurvey.id]
    expect(queue.body.data.map((v) => v.id).filter((id) => ours.includes(id))).toEqual(ours)
    expect(queue.body.data.every((v) => v.status === 'pending')).toBe(true)
    // A member without a manage key still reads only their own.
    const { session } = await signedInAs('member')
    expect((await listVotes(session, { status: 'pending' })).body.data).toEqual([])
  })
})

describe('GET /api/poll-votes/survey', () => {
  it('returns the reader’s votes in the survey’s polls (M01-SURVEYS-10)', async () => {
    const { survey, polls } = await createSurvey({}, { polls: ['One', 'Two'] })
    const { user, session } = await signedInAs('member')
    await createVote({
      pollId: polls[1]!.poll.id,
      optionId: polls[1]!.options[0]!.id,
      userId: user.id,
      surveyId: survey.id,
    })
    const res = await send(
      apiAs(session)['poll-votes'].survey.$get({ query: { survey_id: String(survey.id) } }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.map((v) => v.poll_id)).toEqual([polls[1]!.poll.id])
    const visitor = await send(apiAs(null)['poll-votes'].survey.$get({ query: {} }))
    expect(visitor.status).toBe(401)
  })
})

describe('PUT /api/poll-votes/{id} and POST /api/poll-votes/approve', () => {
  it('lets the poll’s owner approve a vote, telling the voter, and shows the voter the results (M01-POLLS-16)', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const { poll, options } = await createPoll({ userId: owner.id })
    const voter = await createUser()
    const pending = await createVote({
      pollId: poll.id,
      optionId: options[0]!.id,
      userId: voter.id,
    })
    expect(
      (await setStatus((await signedInAs('member')).session, pending.id, 'approved')).status,
    ).toBe(403)
    const res = await setStatus(session, pending.id, 'approved')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'approved', id: pending.id })
    expect(res.body.data.approved_at).not.toBeNull()
    expect(await notificationsOf(voter.id, 'poll.vote-approved')).toHaveLength(1)
    const seen = await send(
      apiAs(await signIn(voter.email)).polls[':id'].$get({
        param: { id: String(poll.id) },
        query: {},
      }),
    )
    expect(seen.body.data).toMatchObject({ results_visible: true, total_votes: 1 })
    expect(seen.body.data.poll_options[0]!.percentage).toBe(100)
    // Back to pending: the counts follow.
    await setStatus(session, pending.id, 'pending')
    expect((await reloadPoll(poll.id))!).toMatchObject({ totalVotes: 0, totalPendingVotes: 1 })
    expect((await setStatus(session, 99_999_999, 'approved')).status).toBe(404)
  })

  it('approves many votes, or a poll’s every pending vote, in one go; others’ polls are 403', async () => {
    const { user: owner, session } = await signedInAs('contributor')
    const { poll, options } = await createPoll({ userId: owner.id })
    const voters = [await createUser(), await createUser(), await createUser()]
    const votes = await Promise.all(
      voters.map((v, i) => createVote({ pollId: poll.id, optionId: options[i]!.id, userId: v.id })),
    )
    const some = await approve(session, { ids: [votes[0]!.id] })
    expect(some.status).toBe(200)
    expect(some.body.data.approved).toBe(1)
    const rest = await approve(session, { poll_id: poll.id })
    expect(rest.body.data.approved).toBe(2)
    expect((await reloadPoll(poll.id))!).toMatchObject({ totalVotes: 3, totalPendingVotes: 0 })
    const other = await createPoll()
    const stranger = await createVote({
      pollId: other.poll.id,
      optionId: other.options[0]!.id,
      userId: voters[0]!.id,
    })
    expect((await approve(session, { ids: [stranger.id] })).status).toBe(403)
    expect((await approve(session, { poll_id: other.poll.id })).status).toBe(403)
    expect((await approve(session, {})).status).toBe(422)
  })
})
