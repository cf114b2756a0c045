import { describe, expect, it } from 'vitest'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createCategory, createEvent } from '../helpers/event-factories'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createPoll,
  createVote,
  daysFromNow,
  notificationsOf,
  optionsOf,
  reloadPoll,
  votesOf,
} from '../helpers/poll-factories'

type NewPoll = Parameters<typeof api.polls.$post>[0]['json']
type PollChanges = Parameters<(typeof api.polls)[':id']['$put']>[0]['json']

const newPoll = (overrides: Partial<NewPoll> = {}): NewPoll => ({
  title: `Which day for the fair ${crypto.randomUUID().slice(0, 6)}`,
  description: 'Pick one',
  starts_at: '2030-07-01',
  poll_options: [{ value: 'Saturday' }, { value: 'Sunday' }],
  ...overrides,
})
const post = (session: Session | null, json: NewPoll) => send(apiAs(session).polls.$post({ json }))
const put = (session: Session | null, id: number, json: PollChanges) =>
  send(apiAs(session).polls[':id'].$put({ param: { id: String(id) }, json }))
const get = (session: Session | null, id: number, query: Record<string, string> = {}) =>
  send(apiAs(session).polls[':id'].$get({ param: { id: String(id) }, query }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).polls.$get({ query }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).polls[':id'].$delete({ param: { id: String(id) } }))
const tag = () => crypto.randomUUID().slice(0, 8)

describe('GET /api/polls', () => {
  it('lists approved polls of their own, newest start first, never pending, embedded or hidden ones', async () => {
    const t = tag()
    const older = await createPoll({ title: `${t} older`, startsAt: daysFromNow(-3) })
    const newer = await createPoll({ title: `${t} newer`, startsAt: daysFromNow(-1) })
    await createPoll({ title: `${t} pending`, status: 'pending' })
    await createPoll({ title: `${t} rejected`, status: 'rejected' })
    await createPoll({ title: `${t} hidden`, dontShowOnPolls: true })
    const { poll: survey } = await createPoll({ type: 'survey', title: `${t} survey` }, [])
    await createPoll({ title: `${t} embedded`, surveyId: survey.id })
    for (const reader of [null, (await signedInAs('member')).session]) {
      const res = await list(reader, { q: t })
      expect(res.status).toBe(200)
      expect(res.body.data.map((p) => p.id)).toEqual([newer.poll.id, older.poll.id])
      expect(res.body.meta.pagination).toMatchObject({ total: 2, per_page: 9 })
    }
    const withHidden = await list(null, { q: t, include_dont_show_on_polls: '1' })
    expect(withHidden.body.data).toHaveLength(3)
  })

  it('hides results from a member who may still vote, and shows them once their vote is approved', async () => {
    const { poll, options } = await createPoll({ title: `Results ${tag()}` })
    const voter = await createUser()
    await createVote({
      pollId: poll.id,
      optionId: options[0]!.id,
      userId: voter.id,
      status: 'approved',
    })
    const other = await createUser()
    await createVote({
      pollId: poll.id,
      optionId: options[1]!.id,
      userId: other.id,
      status: 'pending',
    })
    const { session: member } = await signedInAs('member')
    const hidden = (await list(member, { q: poll.title })).body.data[0]!
    expect(hidden.results_visible).toBe(false)
    expect(hidden.total_votes).toBeNull()
    expect(hidden.poll_options.map((o) => o.percentage)).toEqual([null, null, null])
    expect(hidden.total_pending_votes).toBe(0)
    const mine = (await list(await signIn(voter.email), { q: poll.title })).body.data[0]!
    expect(mine.results_visible).toBe(true)
    expect(mine.poll_options.map((o) => o.percentage)).toEqual([100, 0, 0])
    expect(mine.voted_option_id).toBe(options[0]!.id)
    expect(mine.current_users_vote).toMatchObject({ status: 'approved', poll_id: poll.id })
    const visitor = (await list(null, { q: poll.title })).body.data[0]!
    expect(visitor).toMatchObject({ results_visible: true, total_votes: 1 })
    const { session: admin } = await signedInAs('admin')
    const managed = (await list(admin, { q: poll.title })).body.data[0]!
    expect(managed).toMatchObject({ results_visible: true, total_pending_votes: 1 })
    expect(managed.poll_options.map((o) => o.total_pending_votes)).toEqual([0, 1, 0])
  })

  it('shows the results of an expired poll to anyone, with one decimal', async () => {
    const { poll, options } = await createPoll({
      title: `Expired ${tag()}`,
      startsAt: daysFromNow(-10),
      endsAt: daysFromNow(-1),
    })
    for (const i of [0, 0, 1]) {
      const u = await createUser()
      await createVote({
        pollId: poll.id,
        optionId: options[i]!.id,
        userId: u.id,
        status: 'approved',
      })
    }
    const { session } = await signedInAs('member')
    const row = (await list(session, { q: poll.title })).body.data[0]!
    expect(row).toMatchObject({ is_expired: true, is_active: false, results_visible: true })
    expect(row.poll_options.map((o) => o.percentage)).toEqual([66.7, 33.3, 0])
  })

  it('shows no results on a poll not yet open, to members and visitors alike', async () => {
    const { poll } = await createPoll({ startsAt: daysFromNow(3), status: 'approved' })
    const { session } = await signedInAs('member')
    for (const reader of [session, null]) {
      const row = (await list(reader, { q: poll.title })).body.data[0]!
      expect(row).toMatchObject({ is_active: false, is_expired: false, results_visible: false })
      expect(row.poll_options.every((o) => o.percentage === null)).toBe(true)
    }
  })

  it('filters by type, hide_if_child, voted_as, status, user_id, categories, starts_at_from and event', async () => {
    const t = tag()
    const parent = await createPoll({ title: `${t} parent`, startsAt: daysFromNow(-2) })
    const child = await createPoll({ title: `${t} child`, parentId: parent.poll.id })
    const { poll: survey } = await createPoll({ type: 'survey', title: `${t} survey` }, [])
    const surveys = await list(null, { q: t, type: 'survey' })
    expect(surveys.body.data.map((p) => [p.id, p.type])).toEqual([[survey.id, 'survey']])
    const parents = await list(null, { q: t, hide_if_child: '1' })
    expect(parents.body.data.map((p) => p.id)).toEqual([parent.poll.id])
    const { user, session } = await signedInAs('member')
    await createVote({ pollId: child.poll.id, optionId: child.options[0]!.id, userId: user.id })
    const voted = await list(session, { q: t, voted_as: 'pending' })
    expect(voted.body.data.map((p) => p.id)).toEqual([child.poll.id])
    expect((await list(session, { q: t, voted_as: 'approved' })).body.data).toEqual([])
    const { user: author, session: authorSession } = await signedInAs('contributor')
    const pending = await createPoll({ title: `${t} mine`, status: 'pending', userId: author.id })
    expect((await list(null, { q: t, user_id: String(author.id) })).body.data).toEqual([])
    const mine = await list(authorSession, { q: t, user_id: String(author.id) })
    expect(mine.body.data.map((p) => p.id)).toEqual([pending.poll.id])
    const { session: admin } = await signedInAs('admin')
    expect((await list(admin, { q: t, status: 'pending' })).body.data.map((p) => p.id)).toEqual([
      pending.poll.id,
    ])
    expect((await list(session, { q: t, status: 'pending' })).body.data).toEqual([])
    const category = await createCategory()
    const tagged = await post(admin, newPoll({ title: `${t} tagged`, categories: [category.id] }))
    const byCategory = await list(admin, { q: t, categories: String(category.id), status: 'all' })
    expect(byCategory.body.data.map((p) => p.id)).toEqual([tagged.body.data.id])
    const later = await list(null, { q: t, starts_at_from: daysFromNow(-1).slice(0, 10) })
    expect(later.body.data.map((p) => p.id)).toContain(child.poll.id)
    expect(later.body.data.map((p) => p.id)).not.toContain(parent.poll.id)
    const { event } = await createEvent()
    const eventPoll = await createPoll({ title: `${t} event`, eventId: event.id })
    const byEvent = await list(null, { q: t, event_id: String(event.id) })
    expect(byEvent.body.data.map((p) => p.id)).toEqual([eventPoll.poll.id])
  })

  it('refuses a member whose role lacks polls.view (403)', async () => {
    const role = await createCustomRole([])
    // A role key of its own (not the built-in member's, which holds polls.view).
    const user = await createUser({ roleId: role.id, role: role.key as 'member' })
    const session = await signIn(user.email)
    expect((await list(session)).status).toBe(403)
  })
})

describe('GET /api/polls/{id}', () => {
  it('returns every field of the contract, with its siblings', async () => {
    const parent = await createPoll({ title: 'Parent', sponsoredBy: 'The Bakery' })
    const sibling = await createPoll({ title: 'Sibling', parentId: parent.poll.id })
    const child = await createPoll({ title: 'Child', parentId: parent.poll.id })
    const res = await get(null, child.poll.id)
    expect(res.status).toBe(200)
    const poll = res.body.data
    for (const key of [
      'id',
      'title',
      'description',
      'sponsored_by',
      'sponsored_by_link',
      'status',
      'type',
      'starts_at',
      'ends_at',
      'total_replies',
      'likes',
      'comments',
      'siblingPolls',
      'poll_options',
      'current_users_vote',
      'voted_option_id',
      'categories',
      'dont_show_on_polls',
      'event_id',
      'stripe_id',
    ])
      expect(poll).toHaveProperty(key)
    expect(poll.type).toBe('poll')
    expect(poll.poll_options.map((o) => o.value)).toEqual(['Yes', 'No', 'Maybe'])
    expect(poll.siblingPolls.map((s) => s.id).sort()).toEqual(
      [parent.poll.id, sibling.poll.id].sort(),
    )
    expect((await get(null, parent.poll.id)).body.data.siblingPolls).toHaveLength(2)
  })

  it('answers 404 for a missing poll, and for a pending one to all but its author and managers', async () => {
    expect((await get(null, 99_999_999)).status).toBe(404)
    const { user, session } = await signedInAs('contributor')
    const { poll } = await createPoll({ status: 'pending', userId: user.id })
    expect((await get(null, poll.id)).status).toBe(404)
    expect((await get((await signedInAs('member')).session, poll.id)).status).toBe(404)
    expect((await get(session, poll.id)).status).toBe(200)
    expect((await get((await signedInAs('admin')).session, poll.id)).status).toBe(200)
  })

  it('reads a poll kept off the list only with include_dont_show_on_polls', async () => {
    const { poll } = await createPoll({ dontShowOnPolls: true })
    expect((await get(null, poll.id)).status).toBe(404)
    const res = await get(null, poll.id, { include_dont_show_on_polls: '1' })
    expect(res.status).toBe(200)
    expect(res.body.data.dont_show_on_polls).toBe(true)
  })
})

describe('POST /api/polls', () => {
  it('refuses visitors (401) and members without a create key (403)', async () => {
    expect((await post(null, newPoll())).status).toBe(401)
    expect((await post((await signedInAs('member')).session, newPoll())).status).toBe(403)
  })

  it('saves a contributor’s poll as pending, at the start of the London day, ending a month later', async () => {
    const { session: admin, user: manager } = await signedInAs('admin')
    void admin
    const { user, session } = await signedInAs('contributor')
    const res = await post(session, newPoll({ status: 'approved' }))
    expect(res.status).toBe(201)
    const poll = res.body.data
    expect(poll).toMatchObject({
      status: 'pending',
      user_id: user.id,
      // 1 July in London is BST: midnight there is 23:00 UTC the day before.
      starts_at: '2030-06-30T23:00:00.000Z',
      ends_at: '2030-07-31T23:00:00.000Z',
      can_edit: true,
      can_edit_options: true,
      can_edit_dates: false,
    })
    expect(poll.poll_options.map((o) => [o.value, o.position])).toEqual([
      ['Saturday', 0],
      ['Sunday', 1],
    ])
    expect((await notificationsOf(manager.id, 'poll.submitted')).length).toBeGreaterThan(0)
  })

  it('saves an admin’s poll approved, winter dates at midnight UTC, with its categories', async () => {
    const { session } = await signedInAs('admin')
    const category = await createCategory()
    const res = await post(
      session,
      newPoll({ starts_at: '2030-01-10', ends_at: '2030-01-20', categories: [category.id] }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'approved',
      starts_at: '2030-01-10T00:00:00.000Z',
      ends_at: '2030-01-20T00:00:00.000Z',
      can_edit_dates: true,
    })
    expect(res.body.data.categories.map((c) => c.id)).toEqual([category.id])
    expect((await reloadPoll(res.body.data.id))!.approvedAt).not.toBeNull()
  })

  it('answers 422 for too few options, unknown categories, a parent that is not a poll and a missing event', async () => {
    const { session } = await signedInAs('admin')
    const one = await post(session, newPoll({ poll_options: [{ value: 'Only' }] }))
    expect(one.status).toBe(422)
    expect(errorOf(one).errors).toHaveProperty('poll_options')
    const { poll: survey } = await createPoll({ type: 'survey' }, [])
    const res = await post(
      session,
      newPoll({ categories: [99_999_999], parent_id: survey.id, event_id: 99_999_999 }),
    )
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors ?? {}).sort()).toEqual(
      ['categories.0', 'event_id', 'parent_id'].sort(),
    )
  })

  it('lets an event’s poll be made only with poll AND event keys (M03-PERM-29)', async () => {
    const { event } = await createEvent()
    const pollsOnly = await createCustomRole(['polls.create'])
    const { session: one } = await signedInAs('member', { roleId: pollsOnly.id })
    expect((await post(one, newPoll({ event_id: event.id }))).status).toBe(403)
    expect((await post(one, newPoll())).status).toBe(201)
    const both = await createCustomRole(['polls.create', 'events.create'])
    const { session: two } = await signedInAs('member', { roleId: both.id })
    const res = await post(two, newPoll({ event_id: event.id }))
    expect(res.status).toBe(201)
    expect(res.body.data.event_id).toBe(event.id)
  })
})

describe('PUT /api/polls/{id}', () => {
  it('lets the owner edit, refuses other members (403) and a status change by the owner (403)', async () => {
    const { user, session } = await signedInAs('contributor')
    const { poll } = await createPoll({ userId: user.id, status: 'pending' })
    const res = await put(session, poll.id, { title: 'Renamed' })
    expect(res.status).toBe(200)
    expect(res.body.data.title).toBe('Renamed')
    expect(
      (await put((await signedInAs('contributor')).session, poll.id, { title: 'x' })).status,
    ).toBe(403)
    expect((await put(session, poll.id, { status: 'approved' })).status).toBe(403)
    expect((await put(session, 99_999_999, { title: 'x' })).status).toBe(404)
  })

  it('lets a manager approve, telling the author, and sets approved_at', async () => {
    const { user } = await signedInAs('contributor')
    const { poll } = await createPoll({ userId: user.id, status: 'pending', approvedAt: null })
    const { session } = await signedInAs('admin')
    const res = await put(session, poll.id, { status: 'approved' })
    expect(res.body.data.status).toBe('approved')
    expect((await reloadPoll(poll.id))!.approvedAt).not.toBeNull()
    expect(await notificationsOf(user.id, 'poll.approved')).toHaveLength(1)
    await put(session, poll.id, { status: 'rejected' })
    expect((await reloadPoll(poll.id))!.approvedAt).toBeNull()
    expect(await notificationsOf(user.id, 'poll.rejected')).toHaveLength(1)
  })

  it('locks saved dates for the owner (403) but not for an admin (M02-POLL-06)', async () => {
    const { user, session } = await signedInAs('contributor')
    const created = await post(session, newPoll())
    const id = created.body.data.id
    void user
    const same = await put(session, id, { starts_at: '2030-07-01', title: 'Same dates' })
    expect(same.status).toBe(200)
    const moved = await put(session, id, { starts_at: '2030-07-02' })
    expect(moved.status).toBe(403)
    expect(errorOf(moved).message).toBe('The dates cannot be changed once the poll is saved')
    const { session: admin } = await signedInAs('admin')
    const res = await put(admin, id, { starts_at: '2030-07-02', ends_at: '2030-08-02' })
    expect(res.status).toBe(200)
    expect(res.body.data.starts_at).toBe('2030-07-01T23:00:00.000Z')
  })

  it('lets the owner change the options of a new poll, but not of a live one (M02-POLL-07/08)', async () => {
    const { user, session } = await signedInAs('contributor')
    const future = await createPoll({ userId: user.id, startsAt: daysFromNow(3) })
    const edited = await put(session, future.poll.id, {
      poll_options: [{ id: future.options[1]!.id, value: 'No!' }, { value: 'Later' }],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.poll_options.map((o) => o.value)).toEqual(['No!', 'Later'])
    const live = await createPoll({ userId: user.id })
    const locked = await put(session, live.poll.id, {
      poll_options: [{ value: 'A' }, { value: 'B' }],
    })
    expect(locked.status).toBe(403)
    expect(errorOf(locked).message).toBe('The options cannot be changed once the poll is live')
    // Sending the options as they are is no change.
    const unchanged = await put(session, live.poll.id, {
      poll_options: live.options.map((o) => ({ id: o.id, value: o.value })),
    })
    expect(unchanged.status).toBe(200)
  })

  it('lets a manager change a live poll’s options: kept ones keep their votes, removed ones take theirs off the counts', async () => {
    const { poll, options } = await createPoll()
    const [a, b] = [await createUser(), await createUser()]
    await createVote({
      pollId: poll.id,
      optionId: options[0]!.id,
      userId: a.id,
      status: 'approved',
    })
    await createVote({
      pollId: poll.id,
      optionId: options[1]!.id,
      userId: b.id,
      status: 'approved',
    })
    const { session } = await signedInAs('admin')
    const res = await put(session, poll.id, {
      poll_options: [{ id: options[0]!.id, value: 'Yes please' }, { value: 'New' }],
    })
    expect(res.status).toBe(200)
    expect(res.body.data.poll_options.map((o) => [o.value, o.total_votes])).toEqual([
      ['Yes please', 1],
      ['New', 0],
    ])
    expect(res.body.data.total_votes).toBe(1)
    expect((await votesOf(poll.id)).map((v) => v.userId)).toEqual([a.id])
    expect((await reloadPoll(poll.id))!.totalVotes).toBe(1)
    expect((await optionsOf(poll.id)).map((o) => o.position)).toEqual([0, 1])
  })

  it('answers 422 for an option id of another poll', async () => {
    const { poll } = await createPoll({ startsAt: daysFromNow(3) })
    const other = await createPoll()
    const { session } = await signedInAs('admin')
    const res = await put(session, poll.id, {
      poll_options: [{ id: other.options[0]!.id, value: 'x' }, { value: 'y' }],
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toHaveProperty(['poll_options.0.id'])
  })
})

describe('DELETE /api/polls/{id}', () => {
  it('lets the owner delete (204), refuses others (403), and is 404 for a survey or a missing poll', async () => {
    const { user, session } = await signedInAs('contributor')
    const { poll } = await createPoll({ userId: user.id })
    expect((await remove((await signedInAs('contributor')).session, poll.id)).status).toBe(403)
    expect((await remove(session, poll.id)).status).toBe(204)
    expect(await reloadPoll(poll.id)).toBeUndefined()
    expect((await remove(session, poll.id)).status).toBe(404)
    const { poll: survey } = await createPoll({ type: 'survey', userId: user.id }, [])
    expect((await remove(session, survey.id)).status).toBe(404)
  })
})

describe('GET /api/polls/{id}/export-votes and export-users', () => {
  const exportVotes = (session: Session | null, id: number) =>
    apiAs(session).polls[':id']['export-votes'].$get({ param: { id: String(id) } })
  const exportUsers = (session: Session | null, id: number, options: string[] = []) =>
    apiAs(session).polls[':id']['export-users'].$get({
      param: { id: String(id) },
      query: { 'options[]': options },
    })

  it('exports one row per vote to the owner, defusing formulas in names; others get 403', async () => {
    const { user, session } = await signedInAs('contributor')
    const { poll, options } = await createPoll({ userId: user.id })
    const voter = await createUser({ forename: '=HYPERLINK("http://evil.example")', surname: 'X' })
    await createVote({ pollId: poll.id, optionId: options[0]!.id, userId: voter.id })
    const res = await exportVotes(session, poll.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const csv = await res.text()
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Member","Option","Status","Voted at"')
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\) X","Yes","pending",/)
    expect((await exportVotes((await signedInAs('member')).session, poll.id)).status).toBe(403)
    expect((await exportVotes(session, 99_999_999)).status).toBe(404)
  })

  it('exports the voters of the chosen options with polls.export-voters only', async () => {
    const { poll, options } = await createPoll()
    const [a, b] = [await createUser(), await createUser()]
    await createVote({ pollId: poll.id, optionId: options[0]!.id, userId: a.id })
    await createVote({ pollId: poll.id, optionId: options[1]!.id, userId: b.id })
    const { session } = await signedInAs('admin')
    const res = await exportUsers(session, poll.id, [String(options[1]!.id)])
    expect(res.status).toBe(200)
    const lines = (await res.text()).trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"${b.email}"`)
    expect((await exportUsers(session, poll.id)).status).toBe(200)
    const other = await createPoll()
    expect((await exportUsers(session, poll.id, [String(other.options[0]!.id)])).status).toBe(422)
    expect((await exportUsers((await signedInAs('contributor')).session, poll.id)).status).toBe(403)
  })
})
