import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { housekeeping } from '@worker/jobs/housekeeping'
import { type api, apiAs, send } from '../helpers/api'
import { db } from '../helpers/factories'
import {
  createGroupCategory,
  createForumReply,
  createForumThread,
  forumMember,
  switchForumOff,
} from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const beat = async (since: number, session: Session | null = null, threadId?: number) => {
  const res = await send(
    apiAs(session).forum.heartbeat.$get({
      query: { since: String(since), ...(threadId ? { forum_thread_id: String(threadId) } : {}) },
    }),
  )
  return { status: res.status, data: res.body?.data ?? null }
}
const replyIds = (data: Awaited<ReturnType<typeof beat>>['data']) =>
  (data?.replies ?? []).map((r) => r.id)
const post = (session: Session, json: Parameters<typeof api.forum.replies.$post>[0]['json']) =>
  send(apiAs(session).forum.replies.$post({ json }))

describe('GET /api/forum/heartbeat', () => {
  it('answers 204 when nothing changed, then 200 with data.replies after a new reply', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const since = nowSeconds() - 1
    expect((await beat(since, me.session, thread.id)).status).toBe(204)
    const reply = (await post(me.session, { forum_thread_id: thread.id, body: 'Live!' })).body.data
    const { status, data } = await beat(since, me.session, thread.id)
    expect(status).toBe(200)
    expect(data?.replies).toHaveLength(1)
    expect(data?.replies[0]).toMatchObject({
      id: reply.id,
      body: 'Live!',
      forum_thread_id: thread.id,
      user: { id: me.user.id },
    })
    expect(data?.deleted_reply_ids).toEqual([])
    expect(Math.abs(data!.time - nowSeconds())).toBeLessThanOrEqual(2)
    // Without the thread filter the reply is there too (every readable thread).
    expect(replyIds((await beat(since, me.session)).data)).toContain(reply.id)
  })

  it('reports an edited or liked reply again, by its updated_at', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const old = await createForumReply({
      forumThreadId: thread.id,
      updatedAt: '2020-01-01T00:00:00.000Z',
      createdAt: '2020-01-01T00:00:00.000Z',
    })
    const since = nowSeconds() - 1
    expect((await beat(since, me.session, thread.id)).status).toBe(204)
    await call('/api/forum/likes', {
      session: me.session,
      json: { forum_object_id: old.id, forum_object_type: 'reply' },
    })
    const { data } = await beat(since, me.session, thread.id)
    expect(data?.replies.map((r) => [r.id, r.total_likes, r.user_liked > 0])).toEqual([
      [old.id, 1, true],
    ])
  })

  it('lists the ids of replies deleted since then, children included', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const top = (await post(me.session, { forum_thread_id: thread.id, body: 'Top' })).body.data
    const child = (
      await post(me.session, { forum_thread_id: thread.id, parent_id: top.id, body: 'Child' })
    ).body.data
    await new Promise((r) => setTimeout(r, 1100))
    const since = nowSeconds()
    await new Promise((r) => setTimeout(r, 20))
    expect((await beat(since, me.session, thread.id)).status).toBe(204)
    expect(
      (await call(`/api/forum/replies/${top.id}`, { method: 'DELETE', session: me.session }))
        .status,
    ).toBe(200)
    const { status, data } = await beat(since, me.session, thread.id)
    expect(status).toBe(200)
    expect(data?.replies).toEqual([])
    expect(data?.deleted_reply_ids.sort((a, b) => a - b)).toEqual([top.id, child.id])
  })

  it('never shows a private thread’s replies to another member, nor a gated category’s to outsiders', async () => {
    const author = await forumMember()
    const stranger = await forumMember()
    const secret = await createForumThread({ private: true, userId: author.user.id })
    const { category } = await createGroupCategory([author.user])
    const gated = await createForumThread({ forumCategoryId: category.id })
    const since = nowSeconds() - 1
    const hidden = (await post(author.session, { forum_thread_id: secret.id, body: 'Secret' })).body
      .data
    const inGroup = (await post(author.session, { forum_thread_id: gated.id, body: 'Group only' }))
      .body.data
    expect(replyIds((await beat(since, author.session)).data)).toEqual(
      expect.arrayContaining([hidden.id, inGroup.id]),
    )
    for (const session of [stranger.session, null]) {
      const seen = replyIds((await beat(since, session)).data)
      expect(seen).not.toContain(hidden.id)
      expect(seen).not.toContain(inGroup.id)
      expect((await beat(since, session, secret.id)).status).toBe(204)
    }
    await call(`/api/forum/replies/${hidden.id}`, { method: 'DELETE', session: author.session })
    expect((await beat(since, stranger.session)).data?.deleted_reply_ids ?? []).not.toContain(
      hidden.id,
    )
  })

  it('answers 422 without since and 403 when the forum is off', async () => {
    const me = await forumMember()
    expect((await call('/api/forum/heartbeat', { session: me.session })).status).toBe(422)
    const restore = await switchForumOff()
    try {
      expect((await beat(nowSeconds(), me.session)).status).toBe(403)
    } finally {
      await restore()
    }
  })
})

describe('housekeeping', () => {
  it('forgets deleted reply ids after a day, keeping the recent ones', async () => {
    const thread = await createForumThread()
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString()
    const recent = new Date(Date.now() - 23 * 3_600_000).toISOString()
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO forum_deleted_replies (reply_id, forum_thread_id, deleted_at) VALUES (?, ?, ?)',
      ).bind(900_001, thread.id, old),
      env.DB.prepare(
        'INSERT INTO forum_deleted_replies (reply_id, forum_thread_id, deleted_at) VALUES (?, ?, ?)',
      ).bind(900_002, thread.id, recent),
    ])
    await housekeeping({ db, env })
    const left = await env.DB.prepare(
      'SELECT reply_id FROM forum_deleted_replies WHERE forum_thread_id = ?',
    )
      .bind(thread.id)
      .all<{ reply_id: number }>()
    expect(left.results.map((r) => r.reply_id)).toEqual([900_002])
  })
})
