/**
 * Live access decided again when it changes (worker/live/live-access.ts): for every write that can
 * take read access to a thread away, a member with an open socket who lost it is closed with 1008
 * 'Access ended' and receives nothing published afterwards, while those who keep access keep
 * receiving. Each write goes over HTTP; the re-check runs after the answer (waitUntil).
 */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import { publishToThread } from '@worker/forum/forum-live.service'
import { recheckLiveAccess } from '@worker/live/live-access'
import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import { createCustomRole, createUser, db, mintSession } from '../helpers/factories'
import {
  createForumCategory,
  createForumThread,
  createGroupCategory,
  forumMember,
} from '../helpers/forum-factories'
import { call } from '../helpers/http'
import { closeOpenedSockets, connect, replyFixture, type LiveSocket } from '../helpers/live-sockets'

afterEach(closeOpenedSockets)

/** ROOM_CLOSE.policy, written out so the suite does not take the code from what it tests. */
const ACCESS_ENDED = { code: 1008, reason: 'Access ended' }

const superAdmin = async () => {
  const user = await createUser({ role: 'super_admin' })
  return { user, session: await mintSession(user.id) }
}

const mentionOf = (user: { id: number; forename: string; surname: string }) => ({
  entity_id: user.id,
  entity_type: 'user' as const,
  body: `@${user.forename} ${user.surname}`,
})

const registryRooms = async (userId: number) =>
  (
    await env.DB.prepare('SELECT room FROM live_room_connections WHERE user_id = ?')
      .bind(userId)
      .all<{ room: string }>()
  ).results.map((r) => r.room)

let marker = 70_000

/**
 * After the change: the lost sockets are closed with 1008 and a reply published afterwards reaches
 * every kept socket and none of the lost ones.
 */
const expectAccessEnded = async (threadId: number, lost: LiveSocket[], kept: LiveSocket[]) => {
  for (const s of lost) await expect.poll(() => s.closedWith).toEqual(ACCESS_ENDED)
  marker += 1
  const id = marker
  const event: ForumRoomEvent = { type: 'reply.created', reply: replyFixture(threadId, id) }
  await publishToThread(env, threadId, event)
  for (const s of kept) {
    expect(await s.next((e) => e.type === 'reply.created' && e.reply.id === id)).toEqual(event)
    expect(s.closedWith).toBeNull()
  }
  for (const s of lost) expect(s.events.some((e) => e.type === 'reply.created')).toBe(false)
}

describe('a member removed from a group (DELETE /api/groups/{id}/users/{user_id})', () => {
  it('closes their sockets on the group’s threads; other members and their public threads stay', async () => {
    const [removed, staying] = [await forumMember(), await forumMember()]
    const { group, category } = await createGroupCategory([removed.user, staying.user])
    const gated = await createForumThread({ forumCategoryId: category.id })
    const open = await createForumThread()
    const admin = await superAdmin()
    const lost = await connect(gated.id, removed.session)
    const elsewhere = await connect(open.id, removed.session)
    const kept = await connect(gated.id, staying.session)

    const res = await call(`/api/groups/${group.id}/users/${removed.user.id}`, {
      method: 'DELETE',
      session: admin.session,
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(gated.id, [lost], [kept])
    await expectAccessEnded(open.id, [], [elsewhere])
    expect(await registryRooms(removed.user.id)).toEqual([`forum-thread:${open.id}`])
  })

  it('is the only group change that needs it: a group gating a category cannot be deleted (409), so its members keep reading', async () => {
    const member = await forumMember()
    const { group, category } = await createGroupCategory([member.user])
    const thread = await createForumThread({ forumCategoryId: category.id })
    const socket = await connect(thread.id, member.session)
    const admin = await superAdmin()
    const res = await call(`/api/groups/${group.id}`, { method: 'DELETE', session: admin.session })
    expect(res.status).toBe(409)
    await expectAccessEnded(thread.id, [], [socket])
  })
})

describe('a thread edited (PUT /api/forum/threads/{id})', () => {
  it('made private: closes the sockets of members who are neither its author, mentioned nor managers', async () => {
    const author = await superAdmin()
    const reader = await forumMember()
    const thread = await createForumThread({ userId: author.user.id })
    const [lost, own] = [
      await connect(thread.id, reader.session),
      await connect(thread.id, author.session),
    ]
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: author.session,
      json: { private: true },
    })
    expect(res.status).toBe(200)
    // The re-check runs before the publish: the member who lost it never hears of the edit.
    await own.next((e) => e.type === 'thread.updated')
    await expectAccessEnded(thread.id, [lost], [own])
    expect(lost.events.map((e) => e.type)).toEqual(['ready'])
  })

  it('moved to a group’s category: closes the sockets of members outside the group', async () => {
    const [insider, outsider] = [await forumMember(), await forumMember()]
    const { category } = await createGroupCategory([insider.user])
    const moderator = await superAdmin()
    const thread = await createForumThread()
    const [kept, lost] = [
      await connect(thread.id, insider.session),
      await connect(thread.id, outsider.session),
    ]
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: moderator.session,
      json: { forum_category_id: category.id },
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(thread.id, [lost], [kept])
  })

  it('a mention removed from a private thread: closes that member’s socket; the one still mentioned stays', async () => {
    const author = await forumMember()
    const [dropped, still] = [await createUser(), await createUser()]
    const thread = await createForumThread(
      { userId: author.user.id, private: true, body: 'Hi @[0] and @[1]' },
      { mentions: [dropped.id, still.id] },
    )
    const [lost, kept] = [
      await connect(thread.id, await mintSession(dropped.id)),
      await connect(thread.id, await mintSession(still.id)),
    ]
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: author.session,
      json: { body: 'Only @[0] now', entities: [mentionOf(still)] },
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(thread.id, [lost], [kept])
  })

  it('an edit that narrows nothing leaves every socket open', async () => {
    const author = await forumMember()
    const reader = await forumMember()
    const thread = await createForumThread({ userId: author.user.id })
    const socket = await connect(thread.id, reader.session)
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: author.session,
      json: { title: 'A better title' },
    })
    expect(res.status).toBe(200)
    await socket.next((e) => e.type === 'thread.updated')
    await expectAccessEnded(thread.id, [], [socket])
  })
})

describe('a thread deleted (DELETE /api/forum/threads/{id})', () => {
  it('tells its room thread.deleted, then closes every socket there', async () => {
    const author = await forumMember()
    const reader = await forumMember()
    const thread = await createForumThread({ userId: author.user.id })
    const sockets = [
      await connect(thread.id, reader.session),
      await connect(thread.id, author.session),
    ]
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'DELETE',
      session: author.session,
    })
    expect(res.status).toBe(200)
    for (const s of sockets) {
      await s.next((e) => e.type === 'thread.deleted')
      await expect.poll(() => s.closedWith).toEqual(ACCESS_ENDED)
    }
    expect(await registryRooms(reader.user.id)).toEqual([])
  })
})

describe('a forum category changed (PUT and DELETE /api/forum/categories/{id})', () => {
  it('gated by a group: closes the sockets of non-members on its threads', async () => {
    const [insider, outsider] = [await forumMember(), await forumMember()]
    const { group } = await createGroupCategory([insider.user])
    const category = await createForumCategory()
    const [one, two] = [
      await createForumThread({ forumCategoryId: category.id }),
      await createForumThread({ forumCategoryId: category.id }),
    ]
    const admin = await superAdmin()
    const lost = [await connect(one.id, outsider.session), await connect(two.id, outsider.session)]
    const kept = await connect(one.id, insider.session)
    const res = await call(`/api/forum/categories/${category.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { group_id: group.id },
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(one.id, [lost[0]!], [kept])
    await expect.poll(() => lost[1]!.closedWith).toEqual(ACCESS_ENDED)
  })

  it('deleted: closes every socket on its threads, and only those', async () => {
    const reader = await forumMember()
    const category = await createForumCategory()
    const doomed = await createForumThread({ forumCategoryId: category.id })
    const other = await createForumThread()
    const admin = await superAdmin()
    const lost = await connect(doomed.id, reader.session)
    const kept = await connect(other.id, reader.session)
    const res = await call(`/api/forum/categories/${category.id}`, {
      method: 'DELETE',
      session: admin.session,
    })
    expect(res.status).toBe(200)
    await expect.poll(() => lost.closedWith).toEqual(ACCESS_ENDED)
    await expectAccessEnded(other.id, [], [kept])
  })
})

/** Every feature on: the settings' own default. */
const ALL_FEATURES = siteSettingsSchema.shape.features.parse(undefined)

describe('the forum switched off', () => {
  it.each([
    [
      'PUT /api/settings/forum',
      '/api/settings/forum',
      { is_forum_active: false },
      { is_forum_active: true },
    ],
    [
      'PUT /api/settings (the forum feature)',
      '/api/settings',
      { settings: { features: { ...ALL_FEATURES, forum: false } } },
      { settings: { features: ALL_FEATURES } },
    ],
  ])(
    'by %s: closes members’ sockets on every thread; managers keep theirs',
    async (_how, path, off, on) => {
      const member = await forumMember()
      const manager = await superAdmin()
      const moderator = await forumMember({
        roleId: (await createCustomRole(['forum-threads.manage'])).id,
      })
      const [one, two] = [await createForumThread(), await createForumThread()]
      const lost = [await connect(one.id, member.session), await connect(two.id, member.session)]
      const kept = [
        await connect(one.id, manager.session),
        await connect(one.id, moderator.session),
      ]
      const res = await call(path, { method: 'PUT', session: manager.session, json: off })
      try {
        expect(res.status).toBe(200)
        await expectAccessEnded(one.id, [lost[0]!], kept)
        await expect.poll(() => lost[1]!.closedWith).toEqual(ACCESS_ENDED)
      } finally {
        await call(path, { method: 'PUT', session: manager.session, json: on })
      }
    },
  )

  it('switched back on closes nobody', async () => {
    const member = await forumMember()
    const manager = await superAdmin()
    const thread = await createForumThread()
    const socket = await connect(thread.id, member.session)
    const res = await call('/api/settings/forum', {
      method: 'PUT',
      session: manager.session,
      json: { is_forum_active: true },
    })
    expect(res.status).toBe(200)
    expect(await recheckLiveAccess({ db, env }, { kind: 'forum-thread' })).toBe(0)
    await expectAccessEnded(thread.id, [], [socket])
  })
})

describe('a role changed', () => {
  /** A member whose custom role lets them read every private thread, watching one they were not mentioned in. */
  const moderatorWatching = async (roleId: number) => {
    const moderator = await forumMember({ roleId })
    const author = await forumMember()
    const hidden = await createForumThread({ userId: author.user.id, private: true })
    const open = await createForumThread()
    return {
      moderator,
      hidden,
      open,
      lost: await connect(hidden.id, moderator.session),
      elsewhere: await connect(open.id, moderator.session),
      kept: await connect(hidden.id, author.session),
    }
  }

  it('a moderator demoted (PUT /api/users/{id} role_id): loses the private thread, keeps the public one', async () => {
    const role = await createCustomRole(['forum-threads.manage'])
    const { moderator, hidden, open, lost, elsewhere, kept } = await moderatorWatching(role.id)
    const admin = await superAdmin()
    const memberRole = await env.DB.prepare("SELECT id FROM roles WHERE key = 'member'").first<{
      id: number
    }>()
    const res = await call(`/api/users/${moderator.user.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { role_id: memberRole!.id },
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(hidden.id, [lost], [kept])
    await expectAccessEnded(open.id, [], [elsewhere])
  })

  it('the role’s permissions narrowed (PUT /api/roles/{id}): its holders lose the private thread', async () => {
    const role = await createCustomRole(['forum-threads.manage'])
    const { hidden, lost, kept } = await moderatorWatching(role.id)
    const admin = await superAdmin()
    const res = await call(`/api/roles/${role.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { label: role.label, permissions: [] },
    })
    expect(res.status).toBe(200)
    await expectAccessEnded(hidden.id, [lost], [kept])
  })

  it('the role deleted (DELETE /api/roles/{id}): its holders fall back to their legacy role and lose the private thread', async () => {
    const role = await createCustomRole(['forum-threads.manage'])
    const { hidden, lost, kept } = await moderatorWatching(role.id)
    const admin = await superAdmin()
    const res = await call(`/api/roles/${role.id}`, { method: 'DELETE', session: admin.session })
    expect(res.status).toBe(200)
    await expectAccessEnded(hidden.id, [lost], [kept])
  })

  it('a role that still grants the thread leaves its holders’ sockets open', async () => {
    const role = await createCustomRole(['forum-threads.manage'])
    const { hidden, lost: stillOpen, kept } = await moderatorWatching(role.id)
    const admin = await superAdmin()
    const res = await call(`/api/roles/${role.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { label: 'Renamed', permissions: ['forum-threads.manage', 'forum-categories.manage'] },
    })
    expect(res.status).toBe(200)
    // The re-check the write deferred, run to its end here too: it closes nobody.
    expect(await recheckLiveAccess({ db, env }, { role: role.id })).toBe(0)
    await expectAccessEnded(hidden.id, [], [stillOpen, kept])
  })
})

describe('recheckLiveAccess', () => {
  it('closes, in scope only, sessions that ended (4001) and members who may no longer read (1008), and drops their rows', async () => {
    const author = await forumMember()
    const [unmentioned, revoked] = [await createUser(), await createUser()]
    const mentions = { mentions: [unmentioned.id, revoked.id] }
    const thread = await createForumThread({ userId: author.user.id, private: true }, mentions)
    const other = await createForumThread({ userId: author.user.id, private: true }, mentions)
    const unmentionedSession = await mintSession(unmentioned.id)
    const [lost, signedOut, kept, outOfScope] = [
      await connect(thread.id, unmentionedSession),
      await connect(thread.id, await mintSession(revoked.id)),
      await connect(thread.id, author.session),
      await connect(other.id, unmentionedSession),
    ]
    // Written straight into D1: nothing but the re-check can notice.
    await env.DB.batch([
      env.DB.prepare(
        'DELETE FROM forum_thread_mentions WHERE user_id = ? AND forum_thread_id = ?',
      ).bind(unmentioned.id, thread.id),
      env.DB.prepare('DELETE FROM sessions WHERE user_id = ?').bind(revoked.id),
    ])
    expect(await recheckLiveAccess({ db, env }, { rooms: [`forum-thread:${thread.id}`] })).toBe(2)
    await expect.poll(() => signedOut.closedWith).toEqual({ code: 4001, reason: 'Signed out' })
    await expectAccessEnded(thread.id, [lost], [kept])
    expect(signedOut.events.map((e) => e.type)).toEqual(['ready'])
    await expectAccessEnded(other.id, [], [outOfScope])
    expect(await registryRooms(unmentioned.id)).toEqual([`forum-thread:${other.id}`])
    expect(await registryRooms(revoked.id)).toEqual([])
  })

  it('does nothing, and throws nothing, for an empty scope', async () => {
    await expect(recheckLiveAccess({ db, env }, { rooms: [] })).resolves.toBe(0)
    await expect(recheckLiveAccess({ db, env }, { users: [] })).resolves.toBe(0)
  })
})
