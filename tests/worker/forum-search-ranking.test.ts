import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { forumReplies, rolePermissions, roles } from '@worker/db/schema'
import { SEARCH_TOTAL_CAP } from '@worker/forum/forum-search.schemas'
import { apiAs, send } from '../helpers/api'
import { createUser, db, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createForumCategory,
  createForumThread,
  createGroup,
  memberSession,
  setForumActive,
  uniqueWord,
} from './forum-threads.fixtures'

const word = () => uniqueWord('zr')
const search = async (
  q: string,
  session?: Session | null,
  paging: { page?: number; per_page?: number } = {},
) => {
  const query = { q, page: String(paging.page ?? 1), per_page: String(paging.per_page ?? 10) }
  const res = await send(apiAs(session).forum.search.$get({ query }))
  expect(res.status, q).toBe(200)
  return { results: res.body.data ?? [], pagination: res.body.meta?.pagination }
}
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
/** `mentions` times the word in a body of six words, so every body is the same length. */
const bodyWith = (term: string, mentions: number) =>
  [...Array<string>(mentions).fill(term), 'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']
    .slice(0, 6)
    .join(' ')

/**
 * `count` replies in one statement (the FTS triggers index them), oldest first as a forum gets
 * them (ids grow with time): reply n (from 1) was posted count - n minutes ago and says
 * bodyWith(term, mentionsOf(n)).
 */
const seedReplies = async (
  threadId: number,
  count: number,
  term: string,
  mentionsOf: (n: number) => number = () => 1,
) => {
  const bodies = [1, 2, 3, 4].map((m) => bodyWith(term, m))
  const byN = Array.from({ length: count }, (_, i) => mentionsOf(i + 1))
  await db.run(sql`WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})
    INSERT INTO forum_replies (forum_thread_id, body, created_at, updated_at)
    SELECT ${threadId}, json_extract(${JSON.stringify(byN.map((m) => bodies[m - 1]))}, '$[' || (n - 1) || ']'),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${count} - n) || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    FROM seq`)
}
/** Every page of `q`, `perPage` at a time, until one comes back short. */
const allPages = async (q: string, session: Session | null, perPage: number) => {
  const pages = []
  for (let page = 1; page <= 100; page++) {
    const res = await search(q, session, { page, per_page: perPage })
    pages.push(res)
    if (res.results.length < perPage) break
  }
  return pages
}
const keyOf = (r: { type: string; id: number }) => `${r.type}-${r.id}`

afterEach(() => setForumActive(true))

describe('GET /api/forum/search ranking', () => {
  it('ranks by relevance (bm25): more mentions beat one, a title beats a body, equal relevance newest first', async () => {
    const term = word()
    const category = await createForumCategory()
    const inTitle = await createForumThread({
      forumCategoryId: category.id,
      title: `Notes on ${term}`,
      body: 'Nothing to see here at all',
      createdAt: minutesAgo(60),
    })
    const inBody = await createForumThread({
      forumCategoryId: category.id,
      title: 'Notes on something else',
      body: `Nothing to see ${term} here at all`,
      createdAt: minutesAgo(50),
    })
    const [many, onceEarlier, once] = await db
      .insert(forumReplies)
      .values([
        { forumThreadId: inBody.id, body: bodyWith(term, 3), createdAt: minutesAgo(30) },
        { forumThreadId: inBody.id, body: bodyWith(term, 1), createdAt: minutesAgo(20) },
        { forumThreadId: inBody.id, body: bodyWith(term, 1), createdAt: minutesAgo(5) },
      ])
      .returning()

    const keys = (await search(term)).results.map(keyOf)
    expect(keys).toHaveLength(5)
    const threads = keys.filter((k) => k.startsWith('thread-'))
    const replies = keys.filter((k) => k.startsWith('reply-'))
    expect(threads).toEqual([`thread-${inTitle.id}`, `thread-${inBody.id}`])
    expect(replies).toEqual([`reply-${many!.id}`, `reply-${once!.id}`, `reply-${onceEarlier!.id}`])
  })

  it('pages past the first 50 in one order: no duplicates, no gaps, the same as one long page', async () => {
    const term = word()
    const thread = await createForumThread({
      forumCategoryId: (await createForumCategory()).id,
      body: 'A thread without the word',
    })
    // 130 replies saying the word 1 to 4 times; equal counts are equally relevant, newest first.
    await seedReplies(thread.id, 130, term, (n) => (n % 4) + 1)

    const pages = await allPages(term, null, 20)
    expect(pages).toHaveLength(7)
    const paged = pages.flatMap((p) => p.results.map(keyOf))
    expect(new Set(paged).size).toBe(130)
    expect(pages[3]!.results).toHaveLength(20)
    expect(pages[0]!.pagination).toMatchObject({
      total: 130,
      total_pages: 7,
      total_is_capped: false,
    })
    const whole = await search(term, null, { per_page: 200 })
    expect(paged).toEqual(whole.results.map(keyOf))
    // Four mentions first, then three…; within each, newest first.
    const mentions = whole.results.map((r) => r.snippet.split(term).length - 1)
    expect(mentions).toEqual(mentions.toSorted((a, b) => b - a))
    const fours = whole.results.slice(0, 32).map((r) => r.created_at)
    expect(fours).toEqual(fours.toSorted().toReversed())
  })

  it('ranks the newest 200 matches, then lists the older ones newest first, each once', async () => {
    const term = word()
    const thread = await createForumThread({
      forumCategoryId: (await createForumCategory()).id,
      body: 'A thread without the word',
    })
    // The 20 oldest say the word four times, the 230 after them once or twice.
    await seedReplies(thread.id, 250, term, (n) => (n <= 20 ? 4 : (n % 2) + 1))

    const pages = await allPages(term, null, 50)
    const results = pages.flatMap((p) => p.results)
    expect(new Set(results.map(keyOf)).size).toBe(250)
    expect(pages[0]!.pagination).toMatchObject({ total: 250, total_is_capped: false })
    // Among the newest 200, twice before once; the 50 older (the 20 fours among them) follow.
    const mentions = results.map((r) => r.snippet.split(term).length - 1)
    expect(mentions.slice(0, 100).every((m) => m === 2)).toBe(true)
    expect(mentions.slice(100, 200).every((m) => m === 1)).toBe(true)
    const older = results.slice(200).map((r) => r.created_at)
    expect(older).toEqual(older.toSorted().toReversed())
    expect(mentions.slice(230)).toEqual(Array(20).fill(4))
  }, 30_000)

  it('scores the newest 200 the reader may read, whatever unreadable posts come between', async () => {
    const term = word()
    const author = await memberSession()
    const outsider = await memberSession()
    const category = await createForumCategory()
    const open = await createForumThread({ forumCategoryId: category.id, body: 'Open to all' })
    const secret = await createForumThread({
      forumCategoryId: category.id,
      userId: author.user.id,
      private: true,
      body: 'Private',
    })
    // 500 replies, the open thread's and the private one's in turn (ids interleave). The private
    // ones and the 50 oldest open ones say the word four times, the newest 200 open ones once or
    // twice: scored, any of the fours would come first.
    await db.run(sql`WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 500)
      INSERT INTO forum_replies (forum_thread_id, body, created_at, updated_at)
      SELECT CASE WHEN n % 2 = 0 THEN ${open.id} ELSE ${secret.id} END,
        CASE WHEN n % 2 = 1 OR n <= 100 THEN ${bodyWith(term, 4)} WHEN n % 4 = 0 THEN ${bodyWith(term, 2)} ELSE ${bodyWith(term, 1)} END,
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (500 - n) || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      FROM seq`)

    for (const session of [null, outsider.session]) {
      const pages = await allPages(term, session, 50)
      const results = pages.flatMap((p) => p.results)
      expect(pages[0]!.pagination).toMatchObject({ total: 250, total_is_capped: false })
      expect(new Set(results.map(keyOf)).size).toBe(250)
      expect(new Set(results.map((r) => r.thread.id))).toEqual(new Set([open.id]))
      const mentions = results.map((r) => r.snippet.split(term).length - 1)
      expect(mentions.slice(0, 100).every((m) => m === 2)).toBe(true)
      expect(mentions.slice(100, 200).every((m) => m === 1)).toBe(true)
      expect(mentions.slice(200)).toEqual(Array(50).fill(4))
      const older = results.slice(200).map((r) => r.created_at)
      expect(older).toEqual(older.toSorted().toReversed())
    }
    // The author reads both: the newest 200 of all 500 are scored, the private fours first.
    const all = await allPages(term, author.session, 50)
    expect(all[0]!.pagination).toMatchObject({ total: 500 })
    const results = all.flatMap((p) => p.results)
    expect(new Set(results.map(keyOf)).size).toBe(500)
    expect(results.slice(0, 100).every((r) => r.thread.id === secret.id)).toBe(true)
  }, 30_000)

  it(`counts exactly up to ${SEARCH_TOTAL_CAP.toLocaleString('en-GB')}, then says it stopped (1,000+)`, async () => {
    const term = word()
    const thread = await createForumThread({
      forumCategoryId: (await createForumCategory()).id,
      body: `The ${term} thread`,
    })
    await seedReplies(thread.id, SEARCH_TOTAL_CAP - 2, term)

    expect((await search(term)).pagination).toMatchObject({ total: 999, total_is_capped: false })
    await seedReplies(thread.id, 1, term)
    expect((await search(term)).pagination).toMatchObject({ total: 1000, total_is_capped: false })
    await seedReplies(thread.id, 1, term)
    const capped = await search(term, null, { per_page: 20 })
    expect(capped.pagination).toMatchObject({ total: 1000, total_is_capped: true, total_pages: 50 })

    // The last listed page is full; past it nothing is listed, and the count still comes back.
    const last = await search(term, null, { page: 50, per_page: 20 })
    expect(last.results).toHaveLength(20)
    const past = await search(term, null, { page: 51, per_page: 20 })
    expect(past.results).toEqual([])
    expect(past.pagination).toMatchObject({ total: 1000, total_is_capped: true, count: 0 })
  }, 30_000)

  it('counts and lists only what the viewer may read, on every page', async () => {
    const term = word()
    const author = await memberSession()
    const outsider = await memberSession()
    const open = await createForumCategory()
    const gated = await createForumCategory({ groupId: (await createGroup([author.user.id])).id })
    const visible = await createForumThread({ forumCategoryId: open.id, body: 'Open to all' })
    const secret = await createForumThread({
      forumCategoryId: open.id,
      userId: author.user.id,
      private: true,
      body: 'Private',
    })
    const clubOnly = await createForumThread({ forumCategoryId: gated.id, body: 'Club only' })
    // One to three mentions each: in rank order every page mixes the three threads.
    for (const threadId of [visible.id, secret.id, clubOnly.id])
      await seedReplies(threadId, 40, term, (n) => (n % 3) + 1)

    for (const session of [null, outsider.session]) {
      const pages = await allPages(term, session, 15)
      const results = pages.flatMap((p) => p.results)
      expect(pages[0]!.pagination).toMatchObject({ total: 40, total_is_capped: false })
      expect(results).toHaveLength(40)
      expect(new Set(results.map((r) => r.thread.id))).toEqual(new Set([visible.id]))
    }
    // The author reads all three; so do forum managers, by their role or a custom role's key.
    const [moderator] = await db
      .insert(roles)
      .values({ key: `moderator-${term}`, label: 'Moderator' })
      .returning()
    await db
      .insert(rolePermissions)
      .values({ roleId: moderator!.id, permissionKey: 'forum-threads.manage' })
    const admin = await createUser({ role: 'admin' })
    const custom = await createUser({ roleId: moderator!.id })
    for (const session of [author.session, await signIn(admin.email), await signIn(custom.email)]) {
      const all = await allPages(term, session, 50)
      expect(all[0]!.pagination).toMatchObject({ total: 120 })
      expect(new Set(all.flatMap((p) => p.results.map(keyOf))).size).toBe(120)
    }
  }, 30_000)

  it('ranks within by: and tagged:, and lists newest first with only by: or tagged:', async () => {
    const term = word()
    const tag = word()
    const category = await createForumCategory()
    const alice = await memberSession()
    const older = await createForumThread({
      forumCategoryId: category.id,
      userId: alice.user.id,
      title: `All about ${term}`,
      tags: [tag],
      createdAt: minutesAgo(30),
    })
    const newer = await createForumThread({
      forumCategoryId: category.id,
      userId: alice.user.id,
      body: `Once: ${term}`,
      tags: [tag],
      createdAt: minutesAgo(10),
    })
    await createForumThread({ forumCategoryId: category.id, title: `${term} by someone else` })

    for (const q of [`${term} by:${alice.user.slug}`, `${term} tagged:${tag}`])
      expect(
        (await search(q)).results.map((r) => r.id),
        q,
      ).toEqual([older.id, newer.id])
    for (const q of [`by:${alice.user.slug}`, `tagged:${tag}`])
      expect(
        (await search(q)).results.map((r) => r.id),
        q,
      ).toEqual([newer.id, older.id])
  })
})
