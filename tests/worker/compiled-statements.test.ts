import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '@worker/db/schema'
import { checkCompiledStatements, compiled, compiledSet, ph } from '@worker/db/compiled'
import { createUser, db } from '../helpers/factories'
import { createForumReply, createForumThread, reloadThread } from '../helpers/forum-factories'
import { call } from '../helpers/http'

/**
 * Statements compiled once per isolate (worker/db/compiled.ts): each use binds its own values
 * against real D1, and a key that leaves out part of the SQL's shape is caught.
 */

const byEmail = (email: string) =>
  compiled(
    db,
    'test.user-by-email',
    () =>
      db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.email, ph('email'))),
    { email },
  )

describe('compiled statements', () => {
  it('run the one compiled text with each use’s own values', async () => {
    const a = await createUser()
    const b = await createUser()
    const [rowsA, rowsB] = await db.batch([byEmail(a.email), byEmail(b.email)])
    expect(rowsA).toEqual([{ id: a.id, email: a.email }])
    expect(rowsB).toEqual([{ id: b.id, email: b.email }])
  })

  it('map rows as drizzle would (named fields, several statements at once)', async () => {
    const member = await createUser({ forename: 'Ada', surname: 'Lovelace' })
    const set = compiledSet(
      db,
      'test.user-set',
      ['name', 'count'],
      () => ({
        name: db
          .select({ forename: users.forename, surname: users.surname })
          .from(users)
          .where(eq(users.id, ph<number>('id'))),
        count: db
          .select({ n: sql<number>`count(*)` })
          .from(users)
          .where(eq(users.id, ph<number>('id'))),
      }),
      { id: member.id },
    )
    const [names, [count]] = await db.batch([set.name, set.count])
    expect(names).toEqual([{ forename: 'Ada', surname: 'Lovelace' }])
    expect(count).toEqual({ n: 1 })
  })

  it('refuse a key that does not name the whole shape, when checking', async () => {
    checkCompiledStatements(true)
    const shaped = (activeOnly: boolean) =>
      compiled(
        db,
        'test.shape-missing-from-key',
        () =>
          db
            .select({ id: users.id })
            .from(users)
            .where(
              activeOnly
                ? sql`${users.isActive} = 1 AND ${users.id} = ${ph<number>('id')}`
                : eq(users.id, ph<number>('id')),
            ),
        { id: 1 },
      )
    shaped(true)
    expect(() => shaped(false)).toThrow(/leaves out part of the SQL's shape/)
  })
})

describe('a thread’s count of top-level replies (migration 0010 triggers)', () => {
  it('follows inserts and deletes of top-level replies, not of nested ones', async () => {
    const thread = await createForumThread()
    const first = await createForumReply({ forumThreadId: thread.id })
    await createForumReply({ forumThreadId: thread.id })
    await createForumReply({ forumThreadId: thread.id, parentId: first.id })
    expect((await reloadThread(thread.id))!.topLevelReplies).toBe(2)

    await db.run(sql`DELETE FROM forum_replies WHERE parent_id = ${first.id}`)
    expect((await reloadThread(thread.id))!.topLevelReplies).toBe(2)
    await db.run(sql`DELETE FROM forum_replies WHERE id = ${first.id}`)
    expect((await reloadThread(thread.id))!.topLevelReplies).toBe(1)
  })

  it('is the thread page’s replies total (what “N hidden replies” counts from)', async () => {
    const thread = await createForumThread()
    for (let i = 0; i < 23; i += 1) await createForumReply({ forumThreadId: thread.id })
    const res = await call(`/api/forum/threads/${thread.id}?with=replies`)
    expect(res.status).toBe(200)
    const { replies } = res.body.data as { replies: { total: number; data: unknown[] } }
    expect(replies.total).toBe(23)
    expect(replies.data).toHaveLength(20)
  })
})
