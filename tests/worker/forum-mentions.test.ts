import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { forumThreads } from '@worker/db/schema'
import {
  checkMentions,
  MENTION_NOT_A_MEMBER,
  MENTION_POINTS_AT_NOBODY,
} from '@worker/forum/forum-mentions.service'
import { threadMentionStatements } from '@worker/forum/forum-mentions.queries'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createUser, db } from '../helpers/factories'
import { createForumThread, forumMember } from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'

const mentionOf = (user: { id: number; forename: string; surname: string }) => ({
  entity_id: user.id,
  entity_type: 'user' as const,
  body: `@${user.forename} ${user.surname}`,
})
const reply = (session: Session, json: Parameters<typeof api.forum.replies.$post>[0]['json']) =>
  send(apiAs(session).forum.replies.$post({ json }))
const notesOf = async (userId: number) =>
  (
    await env.DB.prepare(
      "SELECT title, link, data FROM notifications WHERE user_id = ? AND kind = 'forum.mention'",
    )
      .bind(userId)
      .all<{ title: string; link: string; data: string }>()
  ).results
const mailTo = async (email: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?')
      .bind(email)
      .all<{ subject: string; text: string }>()
  ).results
const mentionsOf = async (threadId: number) =>
  (
    await env.DB.prepare(
      'SELECT user_id FROM forum_thread_mentions WHERE forum_thread_id = ? ORDER BY user_id',
    )
      .bind(threadId)
      .all<{ user_id: number }>()
  ).results.map((r) => r.user_id)

describe('checkMentions', () => {
  it('returns the members the markers point at, once each, in order of appearance', async () => {
    const a = await createUser()
    const b = await createUser()
    const ids = await checkMentions(db, 'Hi @[1] and @[0], again @[1]', [
      mentionOf(a),
      mentionOf(b),
    ])
    expect(ids).toEqual([b.id, a.id])
  })

  it('rejects a marker without an entity on body, and an inactive member on entities', async () => {
    const a = await createUser()
    await expect(checkMentions(db, 'Hi @[1]', [mentionOf(a)])).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { body: [MENTION_POINTS_AT_NOBODY] },
    })
    const gone = await createUser({ isActive: 0 })
    await expect(
      checkMentions(db, 'Hi @[0] @[1]', [mentionOf(a), mentionOf(gone)]),
    ).rejects.toMatchObject({
      fields: { entities: [MENTION_NOT_A_MEMBER], 'entities.1': [MENTION_NOT_A_MEMBER] },
    })
  })
})

describe('threadMentionStatements', () => {
  it('makes the given members exactly those a thread mentions', async () => {
    const [a, b, c] = [await createUser(), await createUser(), await createUser()]
    const thread = await createForumThread({}, { mentions: [a.id, b.id] })
    const [first, ...rest] = threadMentionStatements(db, thread.id, [b.id, c.id])
    await db.batch([first!, ...rest])
    expect(await mentionsOf(thread.id)).toEqual([b.id, c.id].sort((x, y) => x - y))
  })

  it('takes the id of a thread inserted earlier in the same batch', async () => {
    const [a, b] = [await createUser(), await createUser()]
    const base = await createForumThread()
    const statements = threadMentionStatements(db, sql`last_insert_rowid()`, [a.id, b.id])
    const [, ...mentionRows] = await db.batch([
      db.insert(forumThreads).values({
        forumCategoryId: base.forumCategoryId,
        title: 'New',
        slug: `new-${base.id}`,
        body: 'x',
        lastActivityAt: new Date().toISOString(),
      }),
      ...statements,
      db.all<{ id: number }>(sql`SELECT max(id) AS id FROM forum_threads`),
    ])
    const newId = (mentionRows.at(-1) as { id: number }[])[0]!.id
    expect(await mentionsOf(newId)).toEqual([a.id, b.id].sort((x, y) => x - y))
  })
})

describe('mention notifications (POST /api/forum/replies)', () => {
  it('notifies the mentioned member in the app and by email, never the author', async () => {
    const author = await forumMember({ forename: 'Ada', surname: 'Author' })
    const mentioned = await createUser({ forename: 'Grace', surname: 'Mentioned' })
    const thread = await createForumThread({ title: 'Compilers' })
    const res = await reply(author.session, {
      forum_thread_id: thread.id,
      body: 'Over to you @[0] (and me @[1])',
      entities: [mentionOf(mentioned), mentionOf(author.user)],
    })
    expect(res.status).toBe(201)
    const created = res.body.data
    expect(created.entities[0]).toMatchObject({
      entity_id: mentioned.id,
      entity: { id: mentioned.id, full_name: 'Grace Mentioned', slug: mentioned.slug },
    })
    const notes = await notesOf(mentioned.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]!.title).toBe('Ada Author mentioned you in "Compilers"')
    expect(notes[0]!.link).toContain(`#reply-${created.id}`)
    const mail = await mailTo(mentioned.email)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain('http://localhost/forum/')
    expect(await notesOf(author.user.id)).toHaveLength(0)
  })

  it('skips a mentioned member who cannot read the private thread', async () => {
    const author = await forumMember()
    const outsider = await createUser()
    const thread = await createForumThread({ private: true, userId: author.user.id })
    const res = await reply(author.session, {
      forum_thread_id: thread.id,
      body: 'Psst @[0]',
      entities: [mentionOf(outsider)],
    })
    expect(res.status).toBe(201)
    expect(await notesOf(outsider.id)).toHaveLength(0)
    expect(await mailTo(outsider.email)).toHaveLength(0)
  })

  it('notifies on an edit only the members mentioned for the first time', async () => {
    const author = await forumMember()
    const first = await createUser()
    const second = await createUser()
    const thread = await createForumThread()
    const created = await reply(author.session, {
      forum_thread_id: thread.id,
      body: 'Hi @[0]',
      entities: [mentionOf(first)],
    })
    const id = created.body.data.id
    const edited = await call(`/api/forum/replies/${id}`, {
      method: 'PUT',
      session: author.session,
      json: { body: 'Hi @[0] and @[1]', entities: [mentionOf(first), mentionOf(second)] },
    })
    expect(edited.status).toBe(200)
    expect(await notesOf(first.id)).toHaveLength(1)
    expect(await notesOf(second.id)).toHaveLength(1)
  })

  it('answers 422 for a marker without an entity, and stores nothing', async () => {
    const author = await forumMember()
    const thread = await createForumThread()
    const res = await reply(author.session, {
      forum_thread_id: thread.id,
      body: 'Hi @[0]',
      entities: [],
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.body).toEqual([MENTION_POINTS_AT_NOBODY])
    const count = await env.DB.prepare(
      'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
    )
      .bind(thread.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })
})

describe('GET /api/forum/mention-suggestions', () => {
  const suggest = (session: Session | null, q: string) =>
    send(apiAs(session).forum['mention-suggestions'].$get({ query: { q } }))

  it('suggests active members by forename, surname or full name prefix, at most 8', async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 7)}`
    const me = await forumMember()
    const byForename = await createUser({
      forename: `${tag}ina`,
      surname: 'Smith',
      company: 'Acme',
    })
    const bySurname = await createUser({ forename: 'Bob', surname: `${tag}son` })
    await createUser({ forename: `${tag}ola`, surname: 'Gone', isActive: 0 })
    const res = await suggest(me.session, tag.toLowerCase())
    expect(res.status).toBe(200)
    const list = res.body.data
    expect(list.map((s) => s.id).sort()).toEqual([byForename.id, bySurname.id].sort())
    expect(list.find((s) => s.id === byForename.id)).toEqual({
      id: byForename.id,
      full_name: `${tag}ina Smith`,
      slug: byForename.slug,
      img: null,
      initials: expect.any(String),
      company: 'Acme',
    })
    const full = (await suggest(me.session, `${tag}ina Sm`)).body.data
    expect(full.map((s) => s.id)).toEqual([byForename.id])
    for (let i = 0; i < 9; i++) await createUser({ forename: `${tag}many`, surname: `N${i}` })
    expect((await suggest(me.session, `${tag}many`)).body.data.length).toBe(8)
  })

  it('treats % and _ as plain characters', async () => {
    const me = await forumMember()
    await createUser({ forename: 'Percy', surname: 'Plain' })
    const res = await suggest(me.session, '%')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
  })

  it('answers 401 to visitors and 422 without a query', async () => {
    expect((await suggest(null, 'jo')).status).toBe(401)
    const me = await forumMember()
    expect((await suggest(me.session, '')).status).toBe(422)
  })
})
