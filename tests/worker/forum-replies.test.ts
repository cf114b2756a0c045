import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { FORUM_OFF } from '@worker/forum/forum.schemas'
import { REPLY_ELSEWHERE } from '@worker/forum/forum-replies.service'
import { SESSION_COOKIE } from '@worker/lib/session-cookie'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createCustomRole, createUser, mintSession } from '../helpers/factories'
import {
  createForumReply,
  createForumThread,
  createForumUpload,
  createGroupCategory,
  forumMember,
  reloadCategory,
  reloadReply,
  reloadThread,
  switchForumOff,
} from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'

type NewReply = Parameters<typeof api.forum.replies.$post>[0]['json']
type ReplyChanges = Parameters<(typeof api.forum.replies)[':id']['$put']>[0]['json']

const post = (session: Session | null, json: NewReply) =>
  send(apiAs(session).forum.replies.$post({ json }))
const put = (session: Session | null, id: number, json: ReplyChanges) =>
  send(apiAs(session).forum.replies[':id'].$put({ param: { id: String(id) }, json }))
const remove = (session: Session | null, id: number) =>
  call(`/api/forum/replies/${id}`, { method: 'DELETE', session })
const list = async (
  threadId: number,
  session: Session | null = null,
  paging: { page?: string; per_page?: string } = {},
) => {
  const res = await send(
    apiAs(session).forum.replies.$get({ query: { forum_thread_id: String(threadId), ...paging } }),
  )
  return { status: res.status, page: res.body }
}
const created = (res: Awaited<ReturnType<typeof post>>) => res.body.data

/** A member whose custom role holds forum-threads.manage (edits and deletes anyone's replies). */
const forumManager = async () => {
  const role = await createCustomRole(['forum-threads.manage'])
  const user = await createUser({ roleId: role.id })
  return { user, session: await mintSession(user.id) }
}

describe('POST /api/forum/replies', () => {
  it('creates a reply with every contract field and counts it on the thread and category', async () => {
    const me = await forumMember({ forename: 'Ada', surname: 'Lovelace', company: 'Engines Ltd' })
    const thread = await createForumThread({ lastActivityAt: '2020-01-01T00:00:00.000Z' })
    const res = await post(me.session, { forum_thread_id: thread.id, body: '  First!  ' })
    expect(res.status).toBe(201)
    const reply = created(res)
    expect(reply).toMatchObject({
      body: 'First!',
      entities: [],
      parent_id: null,
      forum_thread_id: thread.id,
      user_id: me.user.id,
      user: {
        id: me.user.id,
        full_name: 'Ada Lovelace',
        initials: 'AL',
        company: 'Engines Ltd',
        is_forum_mod: false,
      },
      uploads: [],
      upload_files: { images: [], audio: [], documents: [], videos: [] },
      user_liked: 0,
      total_likes: 0,
      last_edited_at: null,
      children: [],
    })
    const after = await reloadThread(thread.id)
    expect(after?.totalReplies).toBe(1)
    expect(after?.lastActivityAt).toBe(reply.created_at)
    const category = await reloadCategory(thread.forumCategoryId)
    expect(category).toMatchObject({ totalReplies: 1, lastActivityAt: reply.created_at })
  })

  it('nests one level only: a reply to a nested reply joins its top-level parent', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const top = created(await post(me.session, { forum_thread_id: thread.id, body: 'Top' }))
    const child = created(
      await post(me.session, { forum_thread_id: thread.id, parent_id: top.id, body: 'Child' }),
    )
    expect(child.parent_id).toBe(top.id)
    const grandchild = created(
      await post(me.session, {
        forum_thread_id: thread.id,
        parent_id: child.id,
        body: 'Grandchild',
      }),
    )
    expect(grandchild.parent_id).toBe(top.id)
    const { page } = await list(thread.id)
    expect(page.data.map((r) => r.id)).toEqual([top.id])
    expect(page.data[0]!.children!.map((r) => r.body)).toEqual(['Child', 'Grandchild'])
    expect((await reloadThread(thread.id))?.totalReplies).toBe(3)
  })

  it('answers 422 for a parent in another thread, and for an empty body', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const other = await createForumThread()
    const elsewhere = await createForumReply({ forumThreadId: other.id })
    const res = await post(me.session, {
      forum_thread_id: thread.id,
      parent_id: elsewhere.id,
      body: 'Hi',
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.parent_id).toEqual([REPLY_ELSEWHERE])
    const empty = await post(me.session, { forum_thread_id: thread.id, body: '   ' })
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors?.body).toEqual(['Write something first'])
    expect((await reloadThread(thread.id))?.totalReplies).toBe(0)
  })

  it('attaches the member’s own forum uploads, grouped by category', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const image = await createForumUpload(me.user.id, 'images')
    const doc = await createForumUpload(me.user.id, 'documents')
    const res = await post(me.session, {
      forum_thread_id: thread.id,
      body: 'Files',
      uploads: [image.id, doc.id],
    })
    expect(res.status).toBe(201)
    const reply = created(res)
    expect(reply.uploads).toEqual([image.id, doc.id])
    expect(reply.upload_files.images.map((f) => f.id)).toEqual([image.id])
    expect(reply.upload_files.documents.map((f) => f.id)).toEqual([doc.id])
    const someoneElses = await createForumUpload((await createUser()).id)
    const refused = await post(me.session, {
      forum_thread_id: thread.id,
      body: 'Not mine',
      uploads: [someoneElses.id],
    })
    expect(refused.status).toBe(422)
    expect(errorOf(refused).errors?.uploads).toBeDefined()
  })

  it('answers 401 to visitors, 404 for a thread the member may not read, 403 when the forum is off', async () => {
    const thread = await createForumThread()
    expect((await post(null, { forum_thread_id: thread.id, body: 'Hi' })).status).toBe(401)
    const me = await forumMember()
    const secret = await createForumThread({ private: true, userId: (await createUser()).id })
    expect((await post(me.session, { forum_thread_id: secret.id, body: 'Hi' })).status).toBe(404)
    const { category } = await createGroupCategory()
    const gated = await createForumThread({ forumCategoryId: category.id })
    expect((await post(me.session, { forum_thread_id: gated.id, body: 'Hi' })).status).toBe(404)
    expect((await post(me.session, { forum_thread_id: 999_999, body: 'Hi' })).status).toBe(404)
    const restore = await switchForumOff()
    try {
      const off = await post(me.session, { forum_thread_id: thread.id, body: 'Hi' })
      expect(off.status).toBe(403)
      expect(errorOf(off).message).toBe(FORUM_OFF)
    } finally {
      await restore()
    }
  })

  it('refuses a cookie whose session is gone with 401 and writes nothing', async () => {
    // The session rides in the reply's first (read-only) batch: the check must still come first.
    const thread = await createForumThread()
    const gone = { cookie: `${SESSION_COOKIE}=${'0'.repeat(43)}` }
    const res = await post(gone, { forum_thread_id: thread.id, body: 'Hi' })
    expect(res.status).toBe(401)
    expect((await reloadThread(thread.id))?.totalReplies).toBe(0)
    expect((await list(thread.id)).page.data).toEqual([])
  })

  it('costs two round trips: the session with the thread read, then the write', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const res = await post(me.session, { forum_thread_id: thread.id, body: 'Hi' })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-d1-round-trips')).toBe('2')
  })

  it('lets a group member reply in the group’s category', async () => {
    const me = await forumMember()
    const { category } = await createGroupCategory([me.user])
    const thread = await createForumThread({ forumCategoryId: category.id })
    expect((await post(me.session, { forum_thread_id: thread.id, body: 'Hi group' })).status).toBe(
      201,
    )
  })
})

describe('GET /api/forum/replies', () => {
  it('pages top-level replies oldest first, each with all its children', async () => {
    const author = await forumMember()
    const thread = await createForumThread()
    const tops = []
    for (let i = 0; i < 3; i++)
      tops.push(
        created(await post(author.session, { forum_thread_id: thread.id, body: `Top ${i}` })),
      )
    for (let i = 0; i < 4; i++)
      await post(author.session, {
        forum_thread_id: thread.id,
        parent_id: tops[0]!.id,
        body: `Child ${i}`,
      })
    const first = await list(thread.id, null, { per_page: '2' })
    expect(first.status).toBe(200)
    expect(first.page.data.map((r) => r.body)).toEqual(['Top 0', 'Top 1'])
    expect(first.page.data[0]!.children!.map((r) => r.body)).toEqual([
      'Child 0',
      'Child 1',
      'Child 2',
      'Child 3',
    ])
    expect(first.page.data[1]!.children).toEqual([])
    expect(first.page.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2 })
    const second = await list(thread.id, null, { per_page: '2', page: '2' })
    expect(second.page.data.map((r) => r.body)).toEqual(['Top 2'])
  })

  it('shows the viewer their own like id in user_liked', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const reply = created(await post(me.session, { forum_thread_id: thread.id, body: 'Like me' }))
    const like = await send(
      apiAs(me.session).forum.likes.$post({
        json: { forum_object_id: reply.id, forum_object_type: 'reply' },
      }),
    )
    const likeId = like.body.data.user_liked
    expect(likeId).toBeGreaterThan(0)
    expect((await list(thread.id, me.session)).page.data[0]).toMatchObject({
      user_liked: likeId,
      total_likes: 1,
    })
    expect((await list(thread.id, null)).page.data[0]).toMatchObject({
      user_liked: 0,
      total_likes: 1,
    })
  })

  it('answers 404 for a private thread to others, 200 to its author and to members it mentions', async () => {
    const author = await forumMember()
    const mentioned = await forumMember()
    const stranger = await forumMember()
    const secret = await createForumThread(
      { private: true, userId: author.user.id },
      { mentions: [mentioned.user.id] },
    )
    await createForumReply({
      forumThreadId: secret.id,
      userId: author.user.id,
      body: 'Hidden words',
    })
    expect((await list(secret.id, null)).status).toBe(404)
    const denied = await list(secret.id, stranger.session)
    expect(denied.status).toBe(404)
    expect(JSON.stringify(denied.page)).not.toContain('Hidden words')
    expect((await list(secret.id, author.session)).page.data).toHaveLength(1)
    expect((await list(secret.id, mentioned.session)).page.data).toHaveLength(1)
    expect((await list(secret.id, (await forumManager()).session)).page.data).toHaveLength(1)
  })

  it('answers 403 when the forum is off, 422 without a thread id', async () => {
    const thread = await createForumThread()
    expect((await call('/api/forum/replies')).status).toBe(422)
    const restore = await switchForumOff()
    try {
      expect((await list(thread.id, (await forumMember()).session)).status).toBe(403)
    } finally {
      await restore()
    }
  })
})

describe('GET /api/forum/replies/:id', () => {
  it('reads one reply (a top-level one with its children); 404 when missing or unreadable', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const top = created(await post(me.session, { forum_thread_id: thread.id, body: 'Top' }))
    const child = created(
      await post(me.session, { forum_thread_id: thread.id, parent_id: top.id, body: 'Child' }),
    )
    const res = await call(`/api/forum/replies/${top.id}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: top.id,
      body: 'Top',
      children: [{ id: child.id, body: 'Child' }],
    })
    expect((await call(`/api/forum/replies/${child.id}`)).body.data).toMatchObject({
      id: child.id,
      parent_id: top.id,
    })
    expect((await call('/api/forum/replies/999999')).status).toBe(404)
    const secret = await createForumThread({ private: true, userId: me.user.id })
    const hidden = await createForumReply({ forumThreadId: secret.id, userId: me.user.id })
    expect((await call(`/api/forum/replies/${hidden.id}`)).status).toBe(404)
    expect((await call(`/api/forum/replies/${hidden.id}`, { session: me.session })).status).toBe(
      200,
    )
  })
})

describe('PUT /api/forum/replies/:id', () => {
  it('lets the owner edit: new body, last_edited_at and updated_at set', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const reply = created(await post(me.session, { forum_thread_id: thread.id, body: 'Tpyo' }))
    await new Promise((r) => setTimeout(r, 5))
    const res = await put(me.session, reply.id, { body: 'Typo fixed' })
    expect(res.status).toBe(200)
    const edited = res.body.data
    expect(edited.body).toBe('Typo fixed')
    expect(edited.last_edited_at).not.toBeNull()
    expect(edited.updated_at > reply.updated_at).toBe(true)
    expect((await reloadReply(reply.id))?.body).toBe('Typo fixed')
  })

  it.each([
    ['another member', 403],
    ['a forum manager', 200],
  ] as const)('answers %s with %i', async (who, status) => {
    const owner = await forumMember()
    const thread = await createForumThread()
    const reply = created(await post(owner.session, { forum_thread_id: thread.id, body: 'Mine' }))
    const actor = who === 'a forum manager' ? await forumManager() : await forumMember()
    const res = await put(actor.session, reply.id, { body: 'Changed' })
    expect(res.status).toBe(status)
    expect((await reloadReply(reply.id))?.body).toBe(status === 200 ? 'Changed' : 'Mine')
  })

  it('answers 401, 404 and 422 as the contract says', async () => {
    const owner = await forumMember()
    const thread = await createForumThread()
    const reply = created(await post(owner.session, { forum_thread_id: thread.id, body: 'Mine' }))
    expect((await put(null, reply.id, { body: 'x' })).status).toBe(401)
    expect((await put(owner.session, 999_999, { body: 'x' })).status).toBe(404)
    expect((await put(owner.session, reply.id, { body: '' })).status).toBe(422)
  })
})

describe('DELETE /api/forum/replies/:id', () => {
  it('removes a reply with its children and counts them all off the thread and category', async () => {
    const me = await forumMember()
    const thread = await createForumThread()
    const keep = created(await post(me.session, { forum_thread_id: thread.id, body: 'Keep' }))
    const top = created(await post(me.session, { forum_thread_id: thread.id, body: 'Go' }))
    const kids = [
      created(
        await post(me.session, { forum_thread_id: thread.id, parent_id: top.id, body: 'Kid 1' }),
      ),
      created(
        await post(me.session, { forum_thread_id: thread.id, parent_id: top.id, body: 'Kid 2' }),
      ),
    ]
    expect((await reloadThread(thread.id))?.totalReplies).toBe(4)
    expect((await reloadCategory(thread.forumCategoryId))?.totalReplies).toBe(4)
    const res = await remove(me.session, top.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: top.id })
    expect((await reloadThread(thread.id))?.totalReplies).toBe(1)
    expect((await reloadCategory(thread.forumCategoryId))?.totalReplies).toBe(1)
    expect((await list(thread.id)).page.data.map((r) => r.id)).toEqual([keep.id])
    const recorded = await env.DB.prepare(
      'SELECT reply_id FROM forum_deleted_replies WHERE forum_thread_id = ? ORDER BY reply_id',
    )
      .bind(thread.id)
      .all<{ reply_id: number }>()
    expect(recorded.results.map((r) => r.reply_id)).toEqual([top.id, ...kids.map((k) => k.id)])
    // Deleting again is a 404, and the counters do not move twice.
    expect((await remove(me.session, top.id)).status).toBe(404)
    expect((await reloadThread(thread.id))?.totalReplies).toBe(1)
  })

  it('lets a forum manager delete; another member gets 403 and a visitor 401', async () => {
    const owner = await forumMember()
    const thread = await createForumThread()
    const reply = created(await post(owner.session, { forum_thread_id: thread.id, body: 'Bye' }))
    expect((await remove(null, reply.id)).status).toBe(401)
    expect((await remove((await forumMember()).session, reply.id)).status).toBe(403)
    expect(await reloadReply(reply.id)).toBeDefined()
    expect((await remove((await forumManager()).session, reply.id)).status).toBe(200)
    expect(await reloadReply(reply.id)).toBeUndefined()
    expect((await reloadThread(thread.id))?.totalReplies).toBe(0)
  })
})
