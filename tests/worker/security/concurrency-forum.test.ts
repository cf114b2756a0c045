import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, mintSession } from '../../helpers/factories'
import {
  createForumCategory,
  createForumReply,
  createForumThread,
  forumMember,
  reloadCategory,
  reloadReply,
  reloadThread,
} from '../../helpers/forum-factories'
import { call } from '../../helpers/http'
import { createGroup, createGroupRequest } from '../../helpers/principals'
import { reportFigure } from './support/figure'

/**
 * Suite 13 for the forum and groups: double clicks and crowds. One member liking 50 times at once
 * likes once; 100 members replying at once are all counted; a join request accepted twice at once
 * (or accepted and declined at once) makes at most one member, counted once.
 */

const CROWD = 100
const CLICKS = 50

type Member = Awaited<ReturnType<typeof forumMember>>
let crowd: Member[] = []
const races = { run: 0, consistent: 0 }

reportFigure(
  'Suite 13 (concurrency): forum and groups',
  () =>
    `${races.run} races (${CLICKS} likes by one member, ${CROWD} repliers, double accepts), counters consistent in ${races.consistent}/${races.run}`,
)

beforeAll(async () => {
  crowd = await Promise.all(Array.from({ length: CROWD }, () => forumMember()))
})

const n = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>(
    (m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }),
    {},
  )

/** Records a race as consistent when `check` passes. */
const race = async (check: () => Promise<void>) => {
  races.run += 1
  await check()
  races.consistent += 1
}

describe('likes', () => {
  it(`counts a reply liked ${CLICKS} times at once by one member as one like`, async () => {
    const thread = await createForumThread({ totalReplies: 1 })
    const reply = await createForumReply({ forumThreadId: thread.id })
    const { session, user } = crowd[0]!
    const responses = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        call('/api/forum/likes', {
          session,
          json: { forum_object_id: reply.id, forum_object_type: 'reply' },
        }),
      ),
    )
    await race(async () => {
      expect(statuses(responses)).toEqual({ 201: CLICKS })
      // Every answer names the one like.
      expect(
        new Set(responses.map((r) => (r.body.data as { user_liked: number }).user_liked)).size,
      ).toBe(1)
      expect(
        await n(
          "SELECT count(*) AS n FROM forum_likes WHERE forum_object_type = 'reply' AND forum_object_id = ? AND user_id = ?",
          reply.id,
          user.id,
        ),
      ).toBe(1)
      expect((await reloadReply(reply.id))?.totalLikes).toBe(1)
    })
  })

  it(`takes a like back once when the unlike is sent ${CLICKS} times at once`, async () => {
    const thread = await createForumThread()
    const { session } = crowd[1]!
    const liked = await call('/api/forum/likes', {
      session,
      json: { forum_object_id: thread.id, forum_object_type: 'thread' },
    })
    const likeId = (liked.body.data as { user_liked: number }).user_liked
    const responses = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        call(`/api/forum/likes/${likeId}`, { method: 'DELETE', session }),
      ),
    )
    await race(async () => {
      expect(statuses(responses)[200]).toBeGreaterThanOrEqual(1)
      expect((statuses(responses)[200] ?? 0) + (statuses(responses)[404] ?? 0)).toBe(CLICKS)
      expect(
        await n(
          "SELECT count(*) AS n FROM forum_likes WHERE forum_object_type = 'thread' AND forum_object_id = ?",
          thread.id,
        ),
      ).toBe(0)
      expect((await reloadThread(thread.id))?.totalLikes).toBe(0)
    })
  })

  it(`counts ${CROWD} members liking one thread at once, each once`, async () => {
    const thread = await createForumThread()
    const responses = await Promise.all(
      crowd.map(({ session }) =>
        call('/api/forum/likes', {
          session,
          json: { forum_object_id: thread.id, forum_object_type: 'thread' },
        }),
      ),
    )
    await race(async () => {
      expect(statuses(responses)).toEqual({ 201: CROWD })
      expect(
        await n(
          "SELECT count(*) AS n FROM forum_likes WHERE forum_object_type = 'thread' AND forum_object_id = ?",
          thread.id,
        ),
      ).toBe(CROWD)
      expect((await reloadThread(thread.id))?.totalLikes).toBe(CROWD)
    })
  })
})

describe('replies', () => {
  it(
    `counts ${CROWD} members replying at once: thread and category totals equal the rows`,
    { timeout: 60_000 },
    async () => {
      const category = await createForumCategory({ totalThreads: 1 })
      const thread = await createForumThread({ forumCategoryId: category.id })
      const responses = await Promise.all(
        crowd.map(({ session }, i) =>
          call('/api/forum/replies', {
            session,
            json: { forum_thread_id: thread.id, body: `Reply ${i}` },
          }),
        ),
      )
      await race(async () => {
        expect(statuses(responses)).toEqual({ 201: CROWD })
        const rows = await n(
          'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
          thread.id,
        )
        expect(rows).toBe(CROWD)
        expect((await reloadThread(thread.id))?.totalReplies).toBe(rows)
        expect((await reloadCategory(category.id))?.totalReplies).toBe(rows)
        // Every answer is its own reply (none read back another's row).
        expect(new Set(responses.map((r) => (r.body.data as { id: number }).id)).size).toBe(CROWD)
        expect(new Set(responses.map((r) => (r.body.data as { body: string }).body)).size).toBe(
          CROWD,
        )
      })
    },
  )

  it(
    'keeps the counts when half the crowd replies while the other half deletes its replies',
    { timeout: 60_000 },
    async () => {
      const category = await createForumCategory({ totalThreads: 1 })
      const thread = await createForumThread({ forumCategoryId: category.id })
      const half = crowd.slice(0, CROWD / 2)
      const first = await Promise.all(
        half.map(({ session }) =>
          call('/api/forum/replies', {
            session,
            json: { forum_thread_id: thread.id, body: 'First' },
          }),
        ),
      )
      expect(statuses(first)).toEqual({ 201: CROWD / 2 })
      const deletes = half.map(({ session }, i) =>
        call(`/api/forum/replies/${(first[i]!.body.data as { id: number }).id}`, {
          method: 'DELETE',
          session,
        }),
      )
      const replies = crowd.slice(CROWD / 2).map(({ session }) =>
        call('/api/forum/replies', {
          session,
          json: { forum_thread_id: thread.id, body: 'Second' },
        }),
      )
      const done = await Promise.all([...deletes, ...replies])
      await race(async () => {
        expect(statuses(done)).toEqual({ 200: CROWD / 2, 201: CROWD / 2 })
        const rows = await n(
          'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
          thread.id,
        )
        expect(rows).toBe(CROWD / 2)
        expect((await reloadThread(thread.id))?.totalReplies).toBe(rows)
        expect((await reloadCategory(category.id))?.totalReplies).toBe(rows)
      })
    },
  )
})

describe('join requests', () => {
  const manager = async () => {
    const user = await createUser({ role: 'admin' })
    return { user, session: await mintSession(user.id) }
  }

  it('makes one member when a request is accepted twice at once (10 runs)', async () => {
    const [a, b] = await Promise.all([manager(), manager()])
    for (let run = 0; run < 10; run++) {
      const group = await createGroup({ privacy: 'private' })
      const { user, request } = await createGroupRequest(group.id)
      const responses = await Promise.all(
        [a, b].map(({ session }) =>
          call(`/api/group-user-requests/${request.id}/accept`, { method: 'POST', session }),
        ),
      )
      await race(async () => {
        expect({ run, statuses: statuses(responses) }).toEqual({
          run,
          statuses: { 200: 1, 404: 1 },
        })
        expect(
          await n(
            'SELECT count(*) AS n FROM group_users WHERE group_id = ? AND user_id = ?',
            group.id,
            user.id,
          ),
        ).toBe(1)
        expect(await n('SELECT total_users AS n FROM groups WHERE id = ?', group.id)).toBe(1)
        expect(
          await n('SELECT count(*) AS n FROM group_user_requests WHERE id = ?', request.id),
        ).toBe(0)
        expect(
          await n(
            "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'group.join_accepted'",
            user.id,
          ),
        ).toBe(1)
      })
    }
  })

  it('never both adds and declines when an accept and a decline race (10 runs)', async () => {
    const [a, b] = await Promise.all([manager(), manager()])
    for (let run = 0; run < 10; run++) {
      const group = await createGroup({ privacy: 'private' })
      const { user, request } = await createGroupRequest(group.id)
      const [accepted, declined] = await Promise.all([
        call(`/api/group-user-requests/${request.id}/accept`, {
          method: 'POST',
          session: a.session,
        }),
        call(`/api/group-user-requests/${request.id}/decline`, {
          method: 'POST',
          session: b.session,
        }),
      ])
      await race(async () => {
        const members = await n(
          'SELECT count(*) AS n FROM group_users WHERE group_id = ? AND user_id = ?',
          group.id,
          user.id,
        )
        expect([accepted.status, declined.status].sort()).toEqual([200, 404])
        expect(members).toBe(accepted.status === 200 ? 1 : 0)
        expect(await n('SELECT total_users AS n FROM groups WHERE id = ?', group.id)).toBe(members)
        expect(
          await n('SELECT count(*) AS n FROM group_user_requests WHERE id = ?', request.id),
        ).toBe(0)
      })
    }
  })

  it(`counts ${CROWD} members joining one public group at once`, async () => {
    const group = await createGroup({ privacy: 'public' })
    const responses = await Promise.all(
      crowd.map(({ session, user }) =>
        call('/api/group-user-requests', {
          session,
          json: { group_id: group.id, user_id: user.id },
        }),
      ),
    )
    // And the same member clicking join 10 times at once joins once.
    const { session, user } = await forumMember()
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('/api/group-user-requests', {
          session,
          json: { group_id: group.id, user_id: user.id },
        }),
      ),
    )
    await race(async () => {
      expect(statuses(responses)).toEqual({ 201: CROWD })
      expect(statuses(clicks)).toEqual({ 201: 1, 409: 9 })
      const members = await n('SELECT count(*) AS n FROM group_users WHERE group_id = ?', group.id)
      expect(members).toBe(CROWD + 1)
      expect(await n('SELECT total_users AS n FROM groups WHERE id = ?', group.id)).toBe(members)
    })
  })
})
