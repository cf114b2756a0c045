import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { forumReplies, users } from '@worker/db/schema'
import { FORUM_OFF } from '@worker/forum/forum.schemas'
import { SEARCH_MARK_END, SEARCH_MARK_START } from '@worker/forum/forum-search.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { db } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createForumCategory,
  createForumThread,
  createGroup,
  memberSession,
  setForumActive,
  uniqueWord,
} from './forum-threads.fixtures'

const word = () => uniqueWord('zq')
const search = async (
  q: string,
  session?: Session | null,
  paging: { page?: string; per_page?: string } = {},
) => {
  const res = await send(apiAs(session).forum.search.$get({ query: { q, ...paging } }))
  return { ...res, results: res.body.data ?? [] }
}
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

afterEach(() => setForumActive(true))

describe('GET /api/forum/search', () => {
  it('finds threads and replies by their words, a title match first, with marked snippets and paging', async () => {
    const term = word()
    const category = await createForumCategory()
    const { user } = await memberSession()
    const thread = await createForumThread({
      forumCategoryId: category.id,
      userId: user.id,
      title: `About ${term}`,
      body: 'Plain body',
      tags: ['agm'],
      createdAt: minutesAgo(10),
    })
    const [reply] = await db
      .insert(forumReplies)
      .values({
        forumThreadId: thread.id,
        userId: user.id,
        body: `I agree about ${term} entirely`,
        createdAt: minutesAgo(5),
      })
      .returning()

    const res = await search(term)
    expect(res.status).toBe(200)
    // The word in the thread's title outweighs the newer reply's one mention in its body.
    expect(res.results.map((r) => [r.type, r.id])).toEqual([
      ['thread', thread.id],
      ['reply', reply!.id],
    ])
    expect(res.results[1]).toMatchObject({
      thread: {
        id: thread.id,
        slug: thread.slug,
        url: `/forum/${category.slug}/${thread.slug}`,
        category: { id: category.id },
      },
      tags: ['agm'],
      user: { id: user.id },
    })
    expect(res.results[1]!.snippet).toContain(`${SEARCH_MARK_START}${term}${SEARCH_MARK_END}`)
    const second = await search(term, null, { per_page: '1', page: '2' })
    expect(second.results.map((r) => r.id)).toEqual([reply!.id])
    expect(second.body.meta).toMatchObject({
      pagination: { total: 2, count: 1, current_page: 2, total_is_capped: false },
    })
  })

  it('matches the last word as a prefix and treats FTS syntax as plain words', async () => {
    const term = word()
    const thread = await createForumThread({
      forumCategoryId: (await createForumCategory()).id,
      body: `Notes on ${term}ology`,
    })
    expect((await search(term)).results.map((r) => r.id)).toEqual([thread.id])
    for (const q of [
      `${term} OR`,
      `"${term}`,
      `${term} NEAR(`,
      '* ( ) ^',
      `-${term}`,
      `${term}:`,
    ]) {
      const res = await search(q)
      expect(res.status, q).toBe(200)
    }
    expect((await search('%%%')).results).toEqual([])
  })

  it('matches whole words as typed, and the last word as a prefix only when they find nothing readable', async () => {
    // An x at the end: the stemmer leaves such a word whole, so its start is never a word of its own
    // (zq…ed less two letters is zq…'s stem).
    const stemless = () => `${word()}x`
    const term = stemless()
    const category = await createForumCategory()
    const exact = await createForumThread({ forumCategoryId: category.id, body: `${term} agenda` })
    const longer = await createForumThread({
      forumCategoryId: category.id,
      body: `Notes on ${term}ology`,
    })
    expect((await search(term)).results.map((r) => r.id)).toEqual([exact.id])
    // Typing: the unfinished word finds both.
    expect((await search(term.slice(0, -3))).results.map((r) => r.id).sort()).toEqual(
      [exact.id, longer.id].sort(),
    )
    // The whole word only in a post the reader may not read: they get the prefix's matches, so
    // what comes back never tells them the word is there.
    const author = await memberSession()
    const hidden = stemless()
    await createForumThread({
      forumCategoryId: category.id,
      userId: author.user.id,
      private: true,
      body: `${hidden} secret`,
    })
    const visible = await createForumThread({
      forumCategoryId: category.id,
      body: `${hidden}smith`,
    })
    expect((await search(hidden)).results.map((r) => r.id)).toEqual([visible.id])
    expect((await search(hidden, author.session)).results.map((r) => r.id)).not.toContain(
      visible.id,
    )
  })

  it('narrows by:{slug} to the author and tagged:{tag} to the tag; alone they list threads', async () => {
    const term = word()
    const tag = word()
    const category = await createForumCategory()
    const alice = await memberSession()
    const bob = await memberSession()
    const byAlice = await createForumThread({
      forumCategoryId: category.id,
      userId: alice.user.id,
      body: `${term} one`,
      tags: [tag],
    })
    const byBob = await createForumThread({
      forumCategoryId: category.id,
      userId: bob.user.id,
      body: `${term} two`,
    })

    expect((await search(`${term} by:${alice.user.slug}`)).results.map((r) => r.id)).toEqual([
      byAlice.id,
    ])
    expect((await search(`${term} tagged:${tag}`)).results.map((r) => r.id)).toEqual([byAlice.id])
    expect((await search(`tagged:${tag}`)).results.map((r) => r.id)).toEqual([byAlice.id])
    const onlyBy = await search(`by:${bob.user.slug}`)
    expect(onlyBy.results.map((r) => [r.type, r.id])).toEqual([['thread', byBob.id]])
    expect(onlyBy.results[0]!.snippet).toBe(`${term} two`)
    expect((await search(`by:nobody-${term}`)).results).toEqual([])
  })

  it('never shows private or gated content to those who may not read it', async () => {
    const term = word()
    const author = await memberSession()
    const mentioned = await memberSession()
    const outsider = await memberSession()
    const open = await createForumCategory()
    const gated = await createForumCategory({ groupId: (await createGroup([author.user.id])).id })
    const secret = await createForumThread({
      forumCategoryId: open.id,
      userId: author.user.id,
      private: true,
      body: `${term} secret`,
      mentions: [mentioned.user.id],
    })
    const inGroup = await createForumThread({
      forumCategoryId: gated.id,
      userId: author.user.id,
      body: `${term} group`,
      tags: ['club'],
    })
    await db.insert(forumReplies).values({ forumThreadId: secret.id, body: `${term} hidden reply` })

    for (const session of [null, outsider.session]) {
      expect((await search(term, session)).results).toEqual([])
      expect((await search(`by:${author.user.slug}`, session)).results).toEqual([])
    }
    expect((await search(term, mentioned.session)).results.map((r) => r.thread.id)).toEqual([
      secret.id,
      secret.id,
    ])
    expect((await search(term, author.session)).results.map((r) => r.thread.id).sort()).toEqual(
      [secret.id, secret.id, inGroup.id].sort(),
    )
  })

  it('ignores control characters in the term: a NUL byte finds the same posts instead of a 500 (issue 9)', async () => {
    const term = word()
    const thread = await createForumThread({
      forumCategoryId: (await createForumCategory()).id,
      body: `All about ${term} here`,
    })
    for (const q of [
      `${term}\u0000`,
      `\u0000${term}`,
      `${term}\u0001`,
      `\u0007${term}\u007f`,
      `${term} \u0000\u0085`,
    ]) {
      const res = await search(q)
      expect(res.status, JSON.stringify(q)).toBe(200)
      expect(
        res.results.map((r) => r.id),
        JSON.stringify(q),
      ).toEqual([thread.id])
    }
    // Between two words it separates them, as a space would.
    expect((await search(`all\u0000${term}`)).results.map((r) => r.id)).toEqual([thread.id])
    // Nothing but control characters is no term at all.
    const empty = await search('\u0000\u0001')
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors?.q).toEqual(['Type something to search for'])
  })

  it('shows a mention in a snippet as the member’s name, never the raw @[n] marker (issue 9)', async () => {
    const term = word()
    const category = await createForumCategory()
    const { user: ada } = await memberSession()
    const { user: alan } = await memberSession()
    const mention = (user: { id: number }, body: string) => ({
      entity_id: user.id,
      entity_type: 'user' as const,
      body,
    })
    const thread = await createForumThread({
      forumCategoryId: category.id,
      body: `Thanks @[0] and @[1] for the ${term} notes, @[5] stays as typed`,
      entities: [mention(ada, 'Ada'), mention(alan, '@Alan')],
      createdAt: minutesAgo(10),
    })
    await db.insert(forumReplies).values({
      forumThreadId: thread.id,
      body: `@[0] agreed on ${term}`,
      entities: [mention(alan, 'Alan')],
      createdAt: minutesAgo(5),
    })
    const res = await search(term)
    const plain = (type: 'thread' | 'reply') =>
      res.results
        .find((r) => r.type === type)
        ?.snippet.replaceAll(SEARCH_MARK_START, '')
        .replaceAll(SEARCH_MARK_END, '')
    const [reply, first] = [plain('reply'), plain('thread')]
    expect(reply).toBe(`@${alan.forename} ${alan.surname} agreed on ${term}`)
    expect(first).toBe(
      `Thanks @${ada.forename} ${ada.surname} and @${alan.forename} ${alan.surname} for the ${term} notes, @[5] stays as typed`,
    )
    // A member whose account is gone is shown by the name the post recorded.
    await db.delete(users).where(eq(users.id, ada.id))
    const after = (await search(term)).results.find((r) => r.type === 'thread')!
    expect(after.snippet).toContain('Thanks @Ada and')
  })

  it('needs a query (422) and answers 403 to members while the forum is off', async () => {
    expect((await search('')).status).toBe(422)
    const member = await memberSession()
    await setForumActive(false)
    const res = await search('anything', member.session)
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(FORUM_OFF)
  })
})
