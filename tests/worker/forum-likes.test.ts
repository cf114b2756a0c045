import { describe, expect, it } from 'vitest'
import { apiAs, send } from '../helpers/api'
import { createUser } from '../helpers/factories'
import {
  createForumReply,
  createForumThread,
  forumMember,
  reloadReply,
  reloadThread,
  switchForumOff,
} from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'

const like = (
  session: Session | null,
  forum_object_id: number,
  forum_object_type: 'thread' | 'reply',
) => send(apiAs(session).forum.likes.$post({ json: { forum_object_id, forum_object_type } }))
const unlike = (session: Session | null, id: number) =>
  call(`/api/forum/likes/${id}`, { method: 'DELETE', session })
const likers = async (id: number, type: 'thread' | 'reply', session: Session | null = null) => {
  const res = await send(
    apiAs(session).forum.likes.$get({
      query: { forum_object_id: String(id), forum_object_type: type },
    }),
  )
  return { status: res.status, page: res.body }
}
const result = (res: Awaited<ReturnType<typeof like>>) => res.body.data

describe('POST /api/forum/likes', () => {
  it('likes a thread once: the count moves once, a second like answers with the same like', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const first = await like(me.session, thread.id, 'thread')
    expect(first.status).toBe(201)
    expect(result(first)).toMatchObject({
      forum_object_id: thread.id,
      forum_object_type: 'thread',
      total_likes: 1,
      like: { user_id: me.user.id },
    })
    const likeId = result(first).user_liked
    expect(likeId).toBeGreaterThan(0)
    const again = await like(me.session, thread.id, 'thread')
    expect(again.status).toBe(201)
    expect(result(again)).toMatchObject({ total_likes: 1, user_liked: likeId })
    expect((await reloadThread(thread.id))?.totalLikes).toBe(1)
    expect((await likers(thread.id, 'thread')).page.meta.pagination.total).toBe(1)
  })

  it('likes a reply: its count and updated_at move (so the heartbeat reports it)', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const reply = await createForumReply({
      forumThreadId: thread.id,
      updatedAt: '2020-01-01T00:00:00.000Z',
    })
    const res = await like(me.session, reply.id, 'reply')
    expect(res.status).toBe(201)
    expect(result(res).total_likes).toBe(1)
    const after = await reloadReply(reply.id)
    expect(after?.totalLikes).toBe(1)
    expect(after!.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true)
    const shown = await send(
      apiAs(me.session).forum.replies[':id'].$get({ param: { id: String(reply.id) } }),
    )
    expect(shown.body.data.user_liked).toBe(result(res).user_liked)
  })

  it('answers 401 to visitors, 404 for a missing or unreadable object, 422 for a bad type, 403 when off', async () => {
    const thread = await createForumThread()
    expect((await like(null, thread.id, 'thread')).status).toBe(401)
    const me = await forumMember()
    expect((await like(me.session, 999_999, 'thread')).status).toBe(404)
    expect((await like(me.session, 999_999, 'reply')).status).toBe(404)
    const secret = await createForumThread({ private: true, userId: (await createUser()).id })
    const hiddenReply = await createForumReply({ forumThreadId: secret.id })
    expect((await like(me.session, secret.id, 'thread')).status).toBe(404)
    expect((await like(me.session, hiddenReply.id, 'reply')).status).toBe(404)
    expect((await reloadThread(secret.id))?.totalLikes).toBe(0)
    const bad = await call('/api/forum/likes', {
      session: me.session,
      json: { forum_object_id: thread.id, forum_object_type: 'poll' },
    })
    expect(bad.status).toBe(422)
    const restore = await switchForumOff()
    try {
      expect((await like(me.session, thread.id, 'thread')).status).toBe(403)
    } finally {
      await restore()
    }
  })
})

describe('GET /api/forum/likes', () => {
  it('lists likers newest first, five a page by default, with the total', async () => {
    const thread = await createForumThread()
    const members = []
    for (let i = 0; i < 7; i++) {
      const m = await forumMember({ forename: `Liker${i}` })
      members.push(m)
      await like(m.session, thread.id, 'thread')
      await new Promise((r) => setTimeout(r, 2))
    }
    const { status, page } = await likers(thread.id, 'thread')
    expect(status).toBe(200)
    expect(page.meta.pagination).toMatchObject({ total: 7, count: 5, per_page: 5 })
    expect(page.data.map((l) => l.user_id)).toEqual(
      members
        .slice(2)
        .toReversed()
        .map((m) => m.user.id),
    )
    expect(page.data[0]).toMatchObject({
      forum_object_id: thread.id,
      forum_object_type: 'thread',
      user: { id: members[6]!.user.id, full_name: expect.stringContaining('Liker6') },
    })
    expect((await reloadThread(thread.id))?.totalLikes).toBe(7)
  })

  it('answers 404 for the likes of an object the viewer may not read', async () => {
    const author = await forumMember()
    const secret = await createForumThread({ private: true, userId: author.user.id })
    await like(author.session, secret.id, 'thread')
    expect((await likers(secret.id, 'thread')).status).toBe(404)
    expect((await likers(secret.id, 'thread', (await forumMember()).session)).status).toBe(404)
    expect((await likers(secret.id, 'thread', author.session)).page.data).toHaveLength(1)
  })
})

describe('DELETE /api/forum/likes/:id', () => {
  it('unlikes one’s own like: the count drops and user_liked is 0', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const reply = await createForumReply({ forumThreadId: thread.id })
    const liked = result(await like(me.session, reply.id, 'reply'))
    const res = await unlike(me.session, liked.user_liked)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      forum_object_id: reply.id,
      forum_object_type: 'reply',
      total_likes: 0,
      user_liked: 0,
    })
    expect((await reloadReply(reply.id))?.totalLikes).toBe(0)
    expect((await likers(reply.id, 'reply')).page.data).toEqual([])
    // A second unlike finds nothing and moves nothing.
    expect((await unlike(me.session, liked.user_liked)).status).toBe(404)
    expect((await reloadReply(reply.id))?.totalLikes).toBe(0)
  })

  it('answers 404 for someone else’s like (and keeps it), 401 to visitors', async () => {
    const owner = await forumMember()
    const thread = await createForumThread()
    const liked = result(await like(owner.session, thread.id, 'thread'))
    expect((await unlike(null, liked.user_liked)).status).toBe(401)
    expect((await unlike((await forumMember()).session, liked.user_liked)).status).toBe(404)
    expect((await reloadThread(thread.id))?.totalLikes).toBe(1)
    expect((await likers(thread.id, 'thread')).page.data.map((l) => l.id)).toEqual([
      liked.user_liked,
    ])
  })
})
