/**
 * Security suites 2 (IDOR and mass assignment) and 3 (escalation) for the forum and groups: a
 * private thread or a group-gated category reaches nobody outside it by any road (id, slugs, lists,
 * replies, likes, heartbeat, search, the live socket, its files); nobody edits, deletes or unlikes
 * what is not theirs, sets what their role lacks, or joins or accepts for someone else; fields
 * outside the allowlist are ignored. Each refusal is checked on the rows as well as the status.
 */
import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { forumAttachments, forumLikes, groupUsers } from '@worker/db/schema'
import { createCustomRole, createUser, db, mintSession } from '../../helpers/factories'
import {
  createForumCategory,
  createForumReply,
  createForumThread,
  createForumUpload,
  createGroupCategory,
  forumMember,
  reloadCategory,
  reloadReply,
  reloadThread,
} from '../../helpers/forum-factories'
import { call, ORIGIN, type Session } from '../../helpers/http'
import { createGroup, tinyPng } from '../../helpers/principals'
import { reportFigure } from './support/figure'

type Row = Record<string, unknown>
type Member = Awaited<ReturnType<typeof forumMember>>

let checks = 0
let leaks = 0
/** A refusal: the status is one of `allowed` (403 unless said). */
const refused = (status: number, allowed: readonly number[] = [403]) => {
  checks += 1
  expect(allowed, `answered ${status}, expected one of ${allowed.join(', ')}`).toContain(status)
}
/** Nothing of the secret in the answer. */
const noLeak = (what: string, body: unknown, secret: string) => {
  checks += 1
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  if (text.includes(secret)) leaks += 1
  expect(text.includes(secret), `${what} leaks ${secret}`).toBe(false)
}

reportFigure(
  'escalation, IDOR and mass assignment: forum and groups (suites 2, 3)',
  () => `${checks} refusals and reads checked on status, body and rows, ${leaks} leaks`,
)

const put = (path: string, session: Session | null, json: unknown) =>
  call(path, { method: 'PUT', session, json })
const post = (path: string, session: Session | null, json: unknown) =>
  call(path, { method: 'POST', session, json })
const del = (path: string, session: Session | null) => call(path, { method: 'DELETE', session })

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0
const row = async (table: string, id: number) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first<Row>()

const opened: WebSocket[] = []
afterEach(() => {
  for (const ws of opened.splice(0)) ws.close(1000, 'test over')
})

/** Opens (or is refused) the thread's live socket with our Origin; closes what opens. */
const live = async (threadId: number, session: Session | null) => {
  const res = await exports.default.fetch(`${ORIGIN}/api/forum/threads/${threadId}/live`, {
    headers: {
      upgrade: 'websocket',
      origin: ORIGIN,
      ...(session?.cookie ? { cookie: session.cookie } : {}),
    },
  })
  if (res.webSocket) {
    res.webSocket.accept()
    opened.push(res.webSocket)
  }
  return { status: res.status, text: await res.text() }
}

const fileOf = async (path: string, session: Session | null) => {
  const res = await exports.default.fetch(`${ORIGIN}/api/files/${path}`, {
    headers: session?.cookie ? { cookie: session.cookie } : {},
  })
  return { status: res.status, text: await res.text() }
}

/** A member on a custom role holding exactly `keys`, with a minted session. */
const holderOf = async (keys: string[]) => {
  const role = await createCustomRole(keys)
  const user = await createUser({ roleId: role.id })
  return { user, session: await mintSession(user.id) }
}

let author: Member
let mentioned: Member
let outsider: Member
let manager: Member

beforeAll(async () => {
  ;[author, mentioned, outsider] = await Promise.all([forumMember(), forumMember(), forumMember()])
  manager = await holderOf(['forum-threads.manage'])
})

/**
 * A private thread by `author` mentioning `mentioned`, with a reply, a like on each, and a file
 * attached (row and object), in an open category. Every text carries `secret`.
 */
const privateScene = async () => {
  const secret = `SECRET${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
  const category = await createForumCategory()
  const thread = await createForumThread(
    {
      forumCategoryId: category.id,
      userId: author.user.id,
      private: true,
      title: `Private ${secret}`,
      body: `Only for @[0] ${secret}`,
      entities: [{ entity_id: mentioned.user.id, entity_type: 'user', body: 'Mentioned' }],
      tags: [secret.toLowerCase()],
      totalReplies: 1,
      totalLikes: 1,
    },
    { mentions: [mentioned.user.id] },
  )
  const reply = await createForumReply({
    forumThreadId: thread.id,
    userId: author.user.id,
    body: `Reply ${secret}`,
    totalLikes: 1,
  })
  const [threadLike, replyLike] = await db
    .insert(forumLikes)
    .values([
      { forumObjectType: 'thread', forumObjectId: thread.id, userId: author.user.id },
      { forumObjectType: 'reply', forumObjectId: reply.id, userId: author.user.id },
    ])
    .returning()
  const upload = await createForumUpload(author.user.id)
  await env.UPLOADS.put(upload.path, tinyPng(), { httpMetadata: { contentType: 'image/png' } })
  await db.insert(forumAttachments).values({ uploadId: upload.id, forumThreadId: thread.id })
  return { secret, category, thread, reply, threadLike: threadLike!, replyLike: replyLike!, upload }
}

type Scene = Awaited<ReturnType<typeof privateScene>>

/** Every road to a thread's content, as `session` sees it: [road, status, body]. */
const roads = async (scene: Scene, session: Session | null) => {
  const { category, thread, reply, secret } = scene
  const get = async (path: string) => {
    const res = await call(path, { session })
    return [path, res.status, res.body] as const
  }
  return [
    await get(`/api/forum/threads/${thread.id}?with=replies`),
    await get(`/api/forum/categories/${category.slug}/threads/${thread.slug}`),
    await get(`/api/forum/replies?forum_thread_id=${thread.id}`),
    await get(`/api/forum/replies/${reply.id}`),
    await get(`/api/forum/likes?forum_object_id=${thread.id}&forum_object_type=thread`),
    await get(`/api/forum/likes?forum_object_id=${reply.id}&forum_object_type=reply`),
    await get(`/api/forum/heartbeat?since=0&forum_thread_id=${thread.id}`),
  ].concat(
    // Lists and searches answer 200 without it.
    [
      await get(`/api/forum/threads?forum_category_id=${category.id}`),
      await get('/api/forum/threads?private=1'),
      await get(`/api/forum/threads?user_id=${author.user.id}`),
      await get('/api/forum/heartbeat?since=0'),
      await get(`/api/forum/search?q=${secret}`),
      await get(`/api/forum/search?q=tagged:${secret.toLowerCase()}`),
      await get(`/api/forum/search?q=${encodeURIComponent(`by:${author.user.slug} ${secret}`)}`),
    ],
  )
}

describe('suite 2: a private thread reaches only its author, the mentioned and forum managers', () => {
  it('hides it from another member and from visitors by every road, the socket and its file included', async () => {
    const scene = await privateScene()
    for (const session of [outsider.session, null]) {
      for (const [path, status, body] of await roads(scene, session)) {
        expect([200, 204, 401, 404], `${path} answered ${status}`).toContain(status)
        noLeak(path, body, scene.secret)
      }
      const socket = await live(scene.thread.id, session)
      refused(socket.status, session ? [404] : [401])
      const file = await fileOf(scene.upload.path, session)
      refused(file.status, [404])
      noLeak('file', file.text, 'PNG')
    }
    // Nor can the outsider act on it.
    refused(
      (
        await post('/api/forum/replies', outsider.session, {
          forum_thread_id: scene.thread.id,
          body: 'In',
        })
      ).status,
      [404],
    )
    for (const [id, type] of [
      [scene.thread.id, 'thread'],
      [scene.reply.id, 'reply'],
    ] as const)
      refused(
        (
          await post('/api/forum/likes', outsider.session, {
            forum_object_id: id,
            forum_object_type: type,
          })
        ).status,
        [404],
      )
    // A reply elsewhere naming the private reply as its parent learns nothing.
    const open = await createForumThread()
    const nested = await post('/api/forum/replies', outsider.session, {
      forum_thread_id: open.id,
      parent_id: scene.reply.id,
      body: 'Hooked on',
    })
    refused(nested.status, [404, 422])
    noLeak('parent_id elsewhere', nested.body, scene.secret)
    expect(await reloadThread(scene.thread.id)).toMatchObject({ totalReplies: 1, totalLikes: 1 })
    expect(
      await count(
        'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
        scene.thread.id,
      ),
    ).toBe(1)
  })

  it('shows it to its author, a mentioned member and a forum manager (the control)', async () => {
    const scene = await privateScene()
    for (const who of [author, mentioned, manager]) {
      const res = await call(`/api/forum/threads/${scene.thread.id}`, { session: who.session })
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.body)).toContain(scene.secret)
      expect((await live(scene.thread.id, who.session)).status).toBe(101)
      expect((await fileOf(scene.upload.path, who.session)).status).toBe(200)
      const found = await call(`/api/forum/search?q=${scene.secret}`, { session: who.session })
      expect(JSON.stringify(found.body)).toContain(scene.secret)
    }
  })
})

describe('suite 2: a group-gated category reaches only its group and managers', () => {
  it('keeps its threads from a member outside the group by every road, and refuses writing there', async () => {
    const insider = await forumMember()
    const { category } = await createGroupCategory([insider.user])
    const secret = `GATED${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
    const thread = await createForumThread({
      forumCategoryId: category.id,
      userId: insider.user.id,
      title: `Gated ${secret}`,
      body: `Inside ${secret}`,
    })
    const reply = await createForumReply({
      forumThreadId: thread.id,
      userId: insider.user.id,
      body: `Re ${secret}`,
    })
    for (const session of [outsider.session, null]) {
      for (const path of [
        `/api/forum/threads/${thread.id}`,
        `/api/forum/categories/${category.slug}/threads/${thread.slug}`,
        `/api/forum/replies?forum_thread_id=${thread.id}`,
        `/api/forum/replies/${reply.id}`,
        `/api/forum/likes?forum_object_id=${thread.id}&forum_object_type=thread`,
        `/api/forum/heartbeat?since=0&forum_thread_id=${thread.id}`,
      ]) {
        const res = await call(path, { session })
        refused(res.status, [204, 404])
        noLeak(path, res.body, secret)
      }
      for (const path of [
        `/api/forum/threads?forum_category_id=${category.id}`,
        `/api/forum/categories/${category.id}`,
        '/api/forum/categories',
        `/api/forum/search?q=${secret}`,
        '/api/forum/heartbeat?since=0',
      ]) {
        const res = await call(path, { session })
        expect([200, 204, 403, 404], `${path} answered ${res.status}`).toContain(res.status)
        noLeak(path, res.body, secret)
      }
      refused((await live(thread.id, session)).status, session ? [404] : [401])
    }
    const before = await reloadCategory(category.id)
    refused(
      (
        await post('/api/forum/threads', outsider.session, {
          forum_category_id: category.id,
          title: 'Gatecrash',
          body: 'Let me in',
        })
      ).status,
      [403, 404],
    )
    refused(
      (
        await post('/api/forum/replies', outsider.session, {
          forum_thread_id: thread.id,
          body: 'In',
        })
      ).status,
      [403, 404],
    )
    expect(await reloadCategory(category.id)).toEqual(before)
    // The control: the insider reads it.
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { session: insider.session })).status,
    ).toBe(200)
  })
})

describe('suite 2: nobody changes what is not theirs', () => {
  it('refuses a member editing or deleting another member’s thread, leaving it as it was', async () => {
    const thread = await createForumThread({ userId: author.user.id })
    const before = await reloadThread(thread.id)
    refused(
      (await put(`/api/forum/threads/${thread.id}`, outsider.session, { title: 'Defaced' })).status,
    )
    refused((await del(`/api/forum/threads/${thread.id}`, outsider.session)).status)
    expect(await reloadThread(thread.id)).toEqual(before)
  })

  it('refuses a member editing or deleting another member’s reply, leaving it and the counters', async () => {
    const thread = await createForumThread({ userId: author.user.id, totalReplies: 1 })
    const reply = await createForumReply({ forumThreadId: thread.id, userId: author.user.id })
    const before = [await reloadThread(thread.id), await reloadReply(reply.id)]
    refused(
      (await put(`/api/forum/replies/${reply.id}`, outsider.session, { body: 'Defaced' })).status,
    )
    refused((await del(`/api/forum/replies/${reply.id}`, outsider.session)).status)
    expect([await reloadThread(thread.id), await reloadReply(reply.id)]).toEqual(before)
  })

  it('refuses unliking another member’s like (as if it did not exist): the like and the count stay', async () => {
    const thread = await createForumThread({ userId: author.user.id, totalLikes: 1 })
    const [like] = await db
      .insert(forumLikes)
      .values({ forumObjectType: 'thread', forumObjectId: thread.id, userId: author.user.id })
      .returning()
    for (const who of [outsider, manager])
      refused((await del(`/api/forum/likes/${like!.id}`, who.session)).status, [404])
    expect(await row('forum_likes', like!.id)).not.toBeNull()
    expect((await reloadThread(thread.id))?.totalLikes).toBe(1)
  })

  it('refuses attaching another member’s upload, or one attached elsewhere', async () => {
    const category = await createForumCategory()
    const theirs = await createForumUpload(author.user.id)
    const res = await post('/api/forum/threads', outsider.session, {
      forum_category_id: category.id,
      title: 'Borrowed file',
      body: 'Look',
      uploads: [theirs.id],
    })
    refused(res.status, [403, 422])
    const scene = await privateScene()
    const mine = await post('/api/forum/threads', author.session, {
      forum_category_id: category.id,
      title: 'Moved file',
      body: 'Public now',
      uploads: [scene.upload.id],
    })
    refused(mine.status, [409, 422])
    expect(
      await count(
        'SELECT count(*) AS n FROM forum_threads WHERE forum_category_id = ?',
        category.id,
      ),
    ).toBe(0)
    expect(
      await count('SELECT count(*) AS n FROM forum_attachments WHERE upload_id = ?', theirs.id),
    ).toBe(0)
    expect(
      await count(
        'SELECT forum_thread_id AS n FROM forum_attachments WHERE upload_id = ?',
        scene.upload.id,
      ),
    ).toBe(scene.thread.id)
  })
})

describe('suite 3: nobody sets what their role lacks', () => {
  it('refuses is_sticky to an owner, on a new thread and on their own, and allows it to forum-threads.manage', async () => {
    const category = await createForumCategory()
    refused(
      (
        await post('/api/forum/threads', outsider.session, {
          forum_category_id: category.id,
          title: 'Pin me',
          body: 'Top',
          is_sticky: true,
        })
      ).status,
    )
    expect((await reloadCategory(category.id))?.totalThreads).toBe(0)
    const own = await createForumThread({ forumCategoryId: category.id, userId: outsider.user.id })
    refused(
      (await put(`/api/forum/threads/${own.id}`, outsider.session, { is_sticky: true })).status,
    )
    expect((await reloadThread(own.id))?.isSticky).toBe(false)
    const ok = await put(`/api/forum/threads/${own.id}`, manager.session, { is_sticky: true })
    expect(ok.status).toBe(200)
    expect((await reloadThread(own.id))?.isSticky).toBe(true)
  })

  it('refuses private threads without forum-threads.create:private, new or by an edit', async () => {
    const category = await createForumCategory()
    const res = await post('/api/forum/threads', outsider.session, {
      forum_category_id: category.id,
      title: 'Hidden',
      body: 'Shh',
      private: true,
    })
    refused(res.status)
    expect(res.body.message).toBe('You cannot create private threads')
    expect((await reloadCategory(category.id))?.totalThreads).toBe(0)
    const own = await createForumThread({ forumCategoryId: category.id, userId: outsider.user.id })
    refused((await put(`/api/forum/threads/${own.id}`, outsider.session, { private: true })).status)
    expect((await reloadThread(own.id))?.private).toBe(false)
    const holder = await holderOf(['forum-threads.create:private'])
    const allowed = await post('/api/forum/threads', holder.session, {
      forum_category_id: category.id,
      title: 'Hidden',
      body: 'Shh',
      private: true,
    })
    expect(allowed.status).toBe(201)
  })

  it('refuses joining a group as someone else, managers included: no request, no membership', async () => {
    const group = await createGroup({ privacy: 'private' })
    const open = await createGroup({ privacy: 'public' })
    const admin = await holderOf(['groups.manage'])
    for (const who of [outsider, admin]) {
      for (const g of [group, open]) {
        const res = await post('/api/group-user-requests', who.session, {
          group_id: g.id,
          user_id: author.user.id,
        })
        refused(res.status)
      }
    }
    for (const g of [group, open]) {
      expect(
        await count('SELECT count(*) AS n FROM group_user_requests WHERE group_id = ?', g.id),
      ).toBe(0)
      expect(await count('SELECT count(*) AS n FROM group_users WHERE group_id = ?', g.id)).toBe(0)
      expect((await row('groups', g.id))?.total_users).toBe(0)
    }
  })

  it('refuses a member accepting (or declining) their own request: it stays pending, no membership', async () => {
    const group = await createGroup({ privacy: 'private' })
    const asked = await post('/api/group-user-requests', outsider.session, {
      group_id: group.id,
      user_id: outsider.user.id,
    })
    expect(asked.status).toBe(201)
    const { request } = asked.body.data as { request: { id: number } }
    refused(
      (await post(`/api/group-user-requests/${request.id}/accept`, outsider.session, {})).status,
    )
    refused(
      (await post(`/api/group-user-requests/${request.id}/decline`, outsider.session, {})).status,
    )
    expect(await row('group_user_requests', request.id)).not.toBeNull()
    expect(await count('SELECT count(*) AS n FROM group_users WHERE group_id = ?', group.id)).toBe(
      0,
    )
    expect((await row('groups', group.id))?.total_users).toBe(0)
  })

  it('refuses a member adding themselves (or anyone) to a group directly', async () => {
    const group = await createGroup({ privacy: 'private' })
    refused(
      (await post(`/api/groups/${group.id}/users`, outsider.session, { user_id: outsider.user.id }))
        .status,
    )
    expect(await db.select().from(groupUsers).all()).not.toContainEqual(
      expect.objectContaining({ groupId: group.id }),
    )
  })
})

describe('suite 3: an owner’s edit never widens who reads others’ posts', () => {
  /**
   * Issue 9: the thread's author (not a moderator, holding forum-threads.create:private) edits
   * their thread in a way that would show another member's reply to new readers. Each move is
   * refused, the row stays put and the new readers find nothing; a forum moderator may (control).
   */
  type Move = {
    name: string
    /** Where the thread starts and the body of the edit; `outsider` is who would newly read. */
    build: () => Promise<{
      categoryId: number
      isPrivate: boolean
      edit: Record<string, unknown>
      outsider: Member
    }>
    status: number
  }
  const gatedFor = async (...members: Member[]) =>
    (await createGroupCategory(members.map((m) => m.user))).category.id

  let owner: Member
  let replier: Member
  beforeAll(async () => {
    const role = await createCustomRole(['forum-threads.create:private'])
    ;[owner, replier] = await Promise.all([forumMember({ roleId: role.id }), forumMember()])
  })

  const MOVES: Move[] = [
    {
      name: 'moving it out of a group-only category into an open one',
      status: 403,
      build: async () => ({
        categoryId: await gatedFor(owner, replier),
        isPrivate: false,
        edit: { forum_category_id: (await createForumCategory()).id },
        outsider: await forumMember(),
      }),
    },
    {
      name: 'moving it into another group’s category',
      status: 403,
      build: async () => {
        const outsider = await forumMember()
        return {
          categoryId: await gatedFor(owner, replier),
          isPrivate: false,
          edit: { forum_category_id: await gatedFor(owner, outsider) },
          outsider,
        }
      },
    },
    {
      name: 'moving it into a group-only category its author cannot read',
      status: 404,
      build: async () => {
        const outsider = await forumMember()
        return {
          categoryId: (await createForumCategory()).id,
          isPrivate: true,
          edit: { forum_category_id: await gatedFor(outsider) },
          outsider,
        }
      },
    },
    {
      name: 'making a private thread public',
      status: 403,
      build: async () => ({
        categoryId: (await createForumCategory()).id,
        isPrivate: true,
        edit: { private: false },
        outsider: await forumMember(),
      }),
    },
    {
      name: 'making a private thread in a group-only category public and moving it out',
      status: 403,
      build: async () => ({
        categoryId: await gatedFor(owner, replier),
        isPrivate: true,
        edit: { private: false, forum_category_id: (await createForumCategory()).id },
        outsider: await forumMember(),
      }),
    },
  ]

  /** What the outsider can find of the reply by any road. */
  const outsiderSees = async (threadId: number, replyId: number, secret: string, who: Member) => {
    const texts: string[] = []
    for (const path of [
      `/api/forum/threads/${threadId}?with=replies`,
      `/api/forum/replies?forum_thread_id=${threadId}`,
      `/api/forum/replies/${replyId}`,
      `/api/forum/search?q=${secret}`,
      `/api/forum/heartbeat?since=0&forum_thread_id=${threadId}`,
    ])
      texts.push(JSON.stringify((await call(path, { session: who.session })).body ?? ''))
    return texts.join('\n').includes(secret)
  }

  const scene = async (move: Move) => {
    const built = await move.build()
    const secret = `WIDEN${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
    const thread = await createForumThread(
      {
        forumCategoryId: built.categoryId,
        userId: owner.user.id,
        private: built.isPrivate,
        body: 'Between @[0] and me',
        entities: [{ entity_id: replier.user.id, entity_type: 'user', body: 'Replier' }],
      },
      { mentions: [replier.user.id] },
    )
    const reply = await createForumReply({
      forumThreadId: thread.id,
      userId: replier.user.id,
      body: `Said in confidence ${secret}`,
    })
    // As the reply left it (a trigger counts it among the thread's top-level replies).
    return { ...built, secret, thread: (await reloadThread(thread.id))!, reply }
  }

  it.each(MOVES.map((m) => [m.name, m] as const))(
    'refuses the author %s, the thread stays where it was and the reply unseen',
    async (_name, move) => {
      const { edit, outsider, secret, thread, reply } = await scene(move)
      expect(await outsiderSees(thread.id, reply.id, secret, outsider)).toBe(false)
      const res = await put(`/api/forum/threads/${thread.id}`, owner.session, edit)
      // Read first, so the figure counts a leak even where the status is already wrong.
      checks += 1
      const leaked = await outsiderSees(thread.id, reply.id, secret, outsider)
      if (leaked) leaks += 1
      refused(res.status, [move.status])
      expect(res.body.message).toMatch(move.status === 403 ? /^Only forum moderators can / : /.+/)
      expect(await reloadThread(thread.id)).toEqual(thread)
      expect(leaked, `the reply reached the new reader after ${move.name}`).toBe(false)
    },
  )

  it.each(MOVES.map((m) => [m.name, m] as const))(
    'lets a forum moderator make the same edit (%s): the control',
    async (_name, move) => {
      const { edit, thread } = await scene(move)
      const res = await put(`/api/forum/threads/${thread.id}`, manager.session, edit)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const after = await reloadThread(thread.id)
      expect({ forum_category_id: after?.forumCategoryId, private: after?.private }).toMatchObject(
        edit,
      )
    },
  )
})

describe('suite 2: mass assignment in forum and group bodies', () => {
  const FORGED = {
    total_replies: 99,
    total_likes: 42,
    total_threads: 7,
    total_users: 500,
    user_id: 1,
    slug: 'hijacked-slug',
    last_activity_at: '2000-01-01T00:00:00.000Z',
    last_edited_at: '2000-01-01T00:00:00.000Z',
    created_at: '2000-01-01T00:00:00.000Z',
    id: 1,
    status: 'approved',
  }
  const recent = (iso: unknown) => Date.now() - Date.parse(String(iso)) < 60_000

  it('POST /api/forum/threads ignores counters, author, slug and times: the row is a fresh thread of the caller', async () => {
    const category = await createForumCategory()
    const res = await post('/api/forum/threads', outsider.session, {
      ...FORGED,
      forum_category_id: category.id,
      title: 'Honest title',
      body: 'Plain',
    })
    expect(res.status).toBe(201)
    const created = await row('forum_threads', (res.body.data as { id: number }).id)
    checks += 1
    expect(created).toMatchObject({
      user_id: outsider.user.id,
      total_replies: 0,
      total_likes: 0,
      slug: 'honest-title',
      last_edited_at: null,
    })
    expect(recent(created?.last_activity_at) && recent(created?.created_at)).toBe(true)
  })

  it('PUT /api/forum/threads/:id ignores the same fields on the owner’s own thread', async () => {
    const own = await createForumThread({ userId: outsider.user.id })
    const res = await put(`/api/forum/threads/${own.id}`, outsider.session, {
      ...FORGED,
      title: 'Edited',
    })
    expect(res.status).toBe(200)
    const after = await row('forum_threads', own.id)
    checks += 1
    expect(after).toMatchObject({
      user_id: outsider.user.id,
      total_replies: 0,
      total_likes: 0,
      slug: own.slug,
    })
    expect(after?.last_activity_at).not.toBe(FORGED.last_activity_at)
    expect(after?.created_at).toBe(own.createdAt)
  })

  it('POST and PUT /api/forum/replies ignore counters, author and thread moves', async () => {
    const thread = await createForumThread()
    const elsewhere = await createForumThread()
    const res = await post('/api/forum/replies', outsider.session, {
      ...FORGED,
      forum_thread_id: thread.id,
      body: 'Honest reply',
    })
    expect(res.status).toBe(201)
    const id = (res.body.data as { id: number }).id
    checks += 1
    expect(await row('forum_replies', id)).toMatchObject({
      user_id: outsider.user.id,
      total_likes: 0,
      forum_thread_id: thread.id,
      last_edited_at: null,
    })
    const edited = await put(`/api/forum/replies/${id}`, outsider.session, {
      ...FORGED,
      forum_thread_id: elsewhere.id,
      parent_id: null,
      body: 'Edited reply',
    })
    expect(edited.status).toBe(200)
    checks += 1
    expect(await row('forum_replies', id)).toMatchObject({
      user_id: outsider.user.id,
      total_likes: 0,
      forum_thread_id: thread.id,
    })
    expect((await reloadThread(thread.id))?.totalReplies).toBe(1)
    expect((await reloadThread(elsewhere.id))?.totalReplies).toBe(0)
  })

  it('POST /api/forum/likes ignores user_id: the like is the caller’s', async () => {
    const thread = await createForumThread()
    const res = await post('/api/forum/likes', outsider.session, {
      forum_object_id: thread.id,
      forum_object_type: 'thread',
      user_id: author.user.id,
      total_likes: 50,
    })
    expect(res.status).toBe(201)
    checks += 1
    expect(
      await count(
        'SELECT count(*) AS n FROM forum_likes WHERE forum_object_id = ? AND user_id = ?',
        thread.id,
        author.user.id,
      ),
    ).toBe(0)
    expect((await reloadThread(thread.id))?.totalLikes).toBe(1)
  })

  it('POST /api/forum/categories and /api/groups ignore counters for managers too', async () => {
    const categories = await holderOf(['forum-categories.manage'])
    const made = await post('/api/forum/categories', categories.session, {
      ...FORGED,
      name: 'Counted honestly',
    })
    expect(made.status).toBe(201)
    checks += 1
    expect(await row('forum_categories', (made.body.data as { id: number }).id)).toMatchObject({
      total_threads: 0,
      total_replies: 0,
      last_activity_at: null,
    })
    const groups = await holderOf(['groups.manage'])
    const group = await post('/api/groups', groups.session, { ...FORGED, title: 'Counted group' })
    expect(group.status).toBe(201)
    checks += 1
    expect(await row('groups', (group.body.data as { id: number }).id)).toMatchObject({
      total_users: 0,
    })
  })

  it('POST /api/group-user-requests ignores status and counters: a private group still waits for a manager', async () => {
    const group = await createGroup({ privacy: 'private' })
    const res = await post('/api/group-user-requests', outsider.session, {
      ...FORGED,
      group_id: group.id,
      user_id: outsider.user.id,
      privacy: 'public',
    })
    expect(res.status).toBe(201)
    checks += 1
    expect(await count('SELECT count(*) AS n FROM group_users WHERE group_id = ?', group.id)).toBe(
      0,
    )
    expect((await row('groups', group.id))?.total_users).toBe(0)
    expect((await row('groups', group.id))?.privacy).toBe('private')
  })
})

describe('suite 2: mentions and the live socket respect who may read', () => {
  it('tells no one of a mention in a post they may not read (private thread, gated category)', async () => {
    const scene = await privateScene()
    const insider = await forumMember()
    const { category } = await createGroupCategory([insider.user])
    const gated = await createForumThread({ forumCategoryId: category.id, userId: insider.user.id })
    const mention = (threadId: number, session: Session) =>
      post('/api/forum/replies', session, {
        forum_thread_id: threadId,
        body: `Look @[0] ${scene.secret}`,
        entities: [{ entity_id: outsider.user.id, entity_type: 'user', body: 'Outsider' }],
      })
    expect((await mention(scene.thread.id, author.session)).status).toBe(201)
    expect((await mention(gated.id, insider.session)).status).toBe(201)
    const told = await env.DB.prepare(
      'SELECT title, body, link FROM notifications WHERE user_id = ?',
    )
      .bind(outsider.user.id)
      .all<Row>()
    noLeak('notifications', told.results, scene.secret)
    noLeak('notifications', told.results, 'Private')
    expect(told.results.filter((r) => String(r.link).includes(String(gated.slug)))).toEqual([])
  })

  /** Collects what an open socket receives. */
  const listen = async (threadId: number, session: Session) => {
    const res = await exports.default.fetch(`${ORIGIN}/api/forum/threads/${threadId}/live`, {
      headers: { upgrade: 'websocket', origin: ORIGIN, cookie: session.cookie ?? '' },
    })
    expect(res.status).toBe(101)
    const ws = res.webSocket!
    const received: string[] = []
    let closed = false
    ws.addEventListener('message', (m) => received.push(typeof m.data === 'string' ? m.data : ''))
    ws.addEventListener('close', () => (closed = true))
    ws.accept()
    opened.push(ws)
    await expect.poll(() => received.length).toBeGreaterThan(0)
    return { received, closed: () => closed }
  }

  // Security bar 9: a socket is authorised at the upgrade and again whenever access changes, so a
  // member who lost access (removed from the gating group, deactivated) is closed and stops receiving.
  it('stops pushing a gated thread’s replies to a member removed from its group', async () => {
    const insider = await forumMember()
    const leaver = await forumMember()
    const { group, category } = await createGroupCategory([insider.user, leaver.user])
    const thread = await createForumThread({
      forumCategoryId: category.id,
      userId: insider.user.id,
    })
    const socket = await listen(thread.id, leaver.session)
    const admin = await holderOf(['groups.manage'])
    expect(
      (await del(`/api/groups/${group.id}/users/${leaver.user.id}`, admin.session)).status,
    ).toBe(200)
    const secret = `AFTER${crypto.randomUUID().slice(0, 8)}`
    expect(
      (
        await post('/api/forum/replies', insider.session, {
          forum_thread_id: thread.id,
          body: secret,
        })
      ).status,
    ).toBe(201)
    // The insider's own socket would have it by now; give the leaver's the same time.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(socket.received.join('\n')).not.toContain(secret)
    await expect.poll(() => socket.closed()).toBe(true)
  })
})

describe('suite 2: a pending group stays out of members’ reach', () => {
  it('hides a pending group from members and refuses joining it', async () => {
    const pending = await createGroup({ status: 'pending', privacy: 'public' })
    refused((await call(`/api/groups/${pending.id}`, { session: outsider.session })).status, [404])
    refused(
      (
        await post('/api/group-user-requests', outsider.session, {
          group_id: pending.id,
          user_id: outsider.user.id,
        })
      ).status,
      [404],
    )
    expect(
      await count('SELECT count(*) AS n FROM group_users WHERE group_id = ?', pending.id),
    ).toBe(0)
  })

  it('shows a member outside a group that hides its members neither them nor anyone’s request', async () => {
    const group = await createGroup({ privacy: 'private', showMembers: false, totalUsers: 1 })
    const inside = await createUser()
    await db.insert(groupUsers).values({ groupId: group.id, userId: inside.id })
    const asking = await forumMember()
    expect(
      (
        await post('/api/group-user-requests', asking.session, {
          group_id: group.id,
          user_id: asking.user.id,
        })
      ).status,
    ).toBe(201)
    for (const path of [
      `/api/groups/${group.id}?with=users,user_requests`,
      `/api/groups/${group.slug}?with=users`,
      '/api/groups?page=1',
    ]) {
      const res = await call(path, { session: outsider.session })
      expect(res.status).toBe(200)
      for (const secret of [inside.surname, inside.email, asking.user.surname, asking.user.email])
        noLeak(path, res.body, secret)
    }
    refused(
      (await call(`/api/groups/${group.id}/users?scope=members`, { session: outsider.session }))
        .status,
    )
    refused(
      (await call(`/api/group-user-requests?group_id=${group.id}`, { session: outsider.session }))
        .status,
    )
  })
})
