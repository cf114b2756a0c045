import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { forumLikes, forumReplies } from '@worker/db/schema'
import { likeInput, createReplyInput, createThreadInput } from '@worker/forum/forum.schemas'
import { likeObject } from '@worker/forum/forum-likes.service'
import { createReply } from '@worker/forum/forum-replies.service'
import { THREAD_ROWID_BASE } from '@worker/forum/forum-search.queries'
import { deleteReply } from '@worker/forum/use-cases/edit-reply'
import { createThread } from '@worker/forum/use-cases/create-thread'
import { acceptGroupRequest } from '@worker/groups/group-requests.service'
import { createUser, db } from '../../helpers/factories'
import {
  createForumCategory,
  createForumThread,
  createForumUpload,
} from '../../helpers/forum-factories'
import { createGroup, createGroupRequest } from '../../helpers/principals'
import { faultPoints } from './support/fault-points'
import { faultyDeps, healthyDeps, serviceActor } from './support/service-deps'

/**
 * Suite 18 for the forum and groups: each write runs once per D1 call with that call failing
 * (before it reaches D1, and after it took effect). After every failure the counters equal the
 * rows they count (threads, replies, likes, members), a post has all its tags, mentions and
 * attachments or does not exist, nothing points at a reply that is gone, and a notification only
 * reports a write that happened.
 */

const { everyFaultPoint } = faultPoints('Suite 18 (fault injection): forum and groups')

const n = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0

/** Every counter of the category and its threads and replies, against a recount of the rows. */
const forumLedger = async (categoryId: number) => {
  const problems: string[] = []
  const category = await env.DB.prepare(
    'SELECT total_threads, total_replies FROM forum_categories WHERE id = ?',
  )
    .bind(categoryId)
    .first<{ total_threads: number; total_replies: number }>()
  const threads = await n(
    'SELECT count(*) AS n FROM forum_threads WHERE forum_category_id = ?',
    categoryId,
  )
  const replies = await n(
    'SELECT count(*) AS n FROM forum_replies r JOIN forum_threads t ON t.id = r.forum_thread_id WHERE t.forum_category_id = ?',
    categoryId,
  )
  if (category?.total_threads !== threads)
    problems.push(`category total_threads ${category?.total_threads}, rows say ${threads}`)
  if (category?.total_replies !== replies)
    problems.push(`category total_replies ${category?.total_replies}, rows say ${replies}`)
  const drift = await env.DB.prepare(
    `SELECT t.id, t.total_replies, t.total_likes,
       (SELECT count(*) FROM forum_replies r WHERE r.forum_thread_id = t.id) AS replies,
       (SELECT count(*) FROM forum_likes l WHERE l.forum_object_type = 'thread' AND l.forum_object_id = t.id) AS likes
     FROM forum_threads t WHERE t.forum_category_id = ?`,
  )
    .bind(categoryId)
    .all<{
      id: number
      total_replies: number
      total_likes: number
      replies: number
      likes: number
    }>()
  for (const t of drift.results) {
    if (t.total_replies !== t.replies)
      problems.push(`thread ${t.id}: total_replies ${t.total_replies}, rows say ${t.replies}`)
    if (t.total_likes !== t.likes)
      problems.push(`thread ${t.id}: total_likes ${t.total_likes}, rows say ${t.likes}`)
  }
  const replyDrift = await env.DB.prepare(
    `SELECT r.id, r.total_likes,
       (SELECT count(*) FROM forum_likes l WHERE l.forum_object_type = 'reply' AND l.forum_object_id = r.id) AS likes
     FROM forum_replies r JOIN forum_threads t ON t.id = r.forum_thread_id WHERE t.forum_category_id = ?`,
  )
    .bind(categoryId)
    .all<{ id: number; total_likes: number; likes: number }>()
  for (const r of replyDrift.results)
    if (r.total_likes !== r.likes)
      problems.push(`reply ${r.id}: total_likes ${r.total_likes}, rows say ${r.likes}`)
  const orphanLikes = await n(
    "SELECT count(*) AS n FROM forum_likes l WHERE l.forum_object_type = 'reply' AND NOT EXISTS (SELECT 1 FROM forum_replies r WHERE r.id = l.forum_object_id)",
  )
  if (orphanLikes > 0) problems.push(`${orphanLikes} likes of replies that are gone`)
  return problems
}

describe('forum writes under faults', () => {
  it(
    'starting a thread with tags, a mention and an attachment writes all of it or none',
    { timeout: 120_000 },
    async () => {
      const author = await serviceActor()
      const mentioned = await createUser()
      const seen = await everyFaultPoint(
        async () => ({
          category: await createForumCategory(),
          upload: await createForumUpload(author.userId),
        }),
        ({ category, upload }, plan) =>
          createThread(
            faultyDeps(author, plan),
            createThreadInput.parse({
              forum_category_id: category.id,
              title: 'Under fire',
              body: 'Hello @[0]',
              entities: [{ entity_id: mentioned.id, entity_type: 'user', body: 'Mentioned' }],
              tags: ['alpha', 'beta'],
              uploads: [upload.id],
            }),
          ),
        async ({ category, upload }, _plan, clean) => {
          const problems = await forumLedger(category.id)
          const threads = await env.DB.prepare(
            'SELECT id FROM forum_threads WHERE forum_category_id = ?',
          )
            .bind(category.id)
            .all<{ id: number }>()
          for (const { id } of threads.results) {
            const parts = {
              tags: await n(
                'SELECT count(*) AS n FROM forum_thread_tags WHERE forum_thread_id = ?',
                id,
              ),
              mentions: await n(
                'SELECT count(*) AS n FROM forum_thread_mentions WHERE forum_thread_id = ?',
                id,
              ),
              attachments: await n(
                'SELECT count(*) AS n FROM forum_attachments WHERE forum_thread_id = ?',
                id,
              ),
              searchable: await n(
                'SELECT count(*) AS n FROM forum_posts_fts WHERE rowid = ?',
                id + THREAD_ROWID_BASE,
              ),
            }
            if (
              JSON.stringify(parts) !==
              JSON.stringify({ tags: 2, mentions: 1, attachments: 1, searchable: 1 })
            )
              problems.push(`thread ${id} half written: ${JSON.stringify(parts)}`)
          }
          const attached = await n(
            'SELECT count(*) AS n FROM forum_attachments WHERE upload_id = ?',
            upload.id,
          )
          if (attached !== threads.results.length)
            problems.push(`upload attached ${attached} times for ${threads.results.length} threads`)
          const told = await n(
            "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'forum.mention' AND json_extract(data, '$.forum_thread_id') IN (SELECT id FROM forum_threads WHERE forum_category_id = ?)",
            mentioned.id,
            category.id,
          )
          const toldOfNothing = await n(
            "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'forum.mention' AND NOT EXISTS (SELECT 1 FROM forum_threads t WHERE t.id = json_extract(data, '$.forum_thread_id'))",
            mentioned.id,
          )
          if (toldOfNothing > 0)
            problems.push(`${toldOfNothing} mention notifications of a thread that does not exist`)
          if (clean && (threads.results.length !== 1 || told !== 1))
            problems.push(`clean run: ${threads.results.length} threads, ${told} told`)
          return { problems, lostNotices: threads.results.length - told }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'replying moves the thread’s and the category’s counters with the reply, or not at all',
    { timeout: 60_000 },
    async () => {
      const member = await serviceActor()
      const seen = await everyFaultPoint(
        async () => {
          const category = await createForumCategory({ totalThreads: 1 })
          return { category, thread: await createForumThread({ forumCategoryId: category.id }) }
        },
        ({ thread }, plan) =>
          createReply(
            faultyDeps(member, plan),
            createReplyInput.parse({ forum_thread_id: thread.id, body: 'Under fire' }),
          ),
        async ({ category, thread }, _plan, clean) => {
          const problems = await forumLedger(category.id)
          const replies = await n(
            'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
            thread.id,
          )
          if (clean && replies !== 1) problems.push(`clean run: ${replies} replies`)
          return { problems }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'deleting a reply with children takes them, their likes and their counts off together',
    { timeout: 60_000 },
    async () => {
      const owner = await serviceActor()
      const liker = await createUser()
      const seen = await everyFaultPoint(
        async () => {
          const category = await createForumCategory({ totalThreads: 1, totalReplies: 3 })
          const thread = await createForumThread({ forumCategoryId: category.id, totalReplies: 3 })
          const [top] = await db
            .insert(forumReplies)
            .values({ forumThreadId: thread.id, userId: owner.userId, body: 'Top' })
            .returning()
          const children = await db
            .insert(forumReplies)
            .values([
              { forumThreadId: thread.id, parentId: top!.id, body: 'Child 1', totalLikes: 1 },
              { forumThreadId: thread.id, parentId: top!.id, body: 'Child 2' },
            ])
            .returning()
          await db
            .insert(forumLikes)
            .values({ forumObjectType: 'reply', forumObjectId: children[0]!.id, userId: liker.id })
          return { category, thread, top: top!, ids: [top!.id, ...children.map((c) => c.id)] }
        },
        ({ top }, plan) => deleteReply(faultyDeps(owner, plan), top.id),
        async ({ category, thread, ids }, _plan, clean) => {
          const problems = await forumLedger(category.id)
          const left = await n(
            'SELECT count(*) AS n FROM forum_replies WHERE forum_thread_id = ?',
            thread.id,
          )
          const tombstones = await n(
            'SELECT count(*) AS n FROM forum_deleted_replies WHERE forum_thread_id = ?',
            thread.id,
          )
          // The heartbeat learns of exactly the replies that went.
          if (tombstones !== ids.length - left)
            problems.push(`${tombstones} deletions recorded for ${ids.length - left} replies gone`)
          if (left !== 0 && left !== ids.length)
            problems.push(`${left} of ${ids.length} replies left`)
          if (clean && left !== 0) problems.push(`clean run: ${left} replies left`)
          return { problems }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'liking a reply adds the like and its count together, or neither',
    { timeout: 60_000 },
    async () => {
      const member = await serviceActor()
      const seen = await everyFaultPoint(
        async () => {
          const category = await createForumCategory({ totalThreads: 1, totalReplies: 1 })
          const thread = await createForumThread({ forumCategoryId: category.id, totalReplies: 1 })
          const [reply] = await db
            .insert(forumReplies)
            .values({ forumThreadId: thread.id, body: 'Like me' })
            .returning()
          return { category, reply: reply! }
        },
        ({ reply }, plan) =>
          likeObject(
            faultyDeps(member, plan),
            likeInput.parse({ forum_object_id: reply.id, forum_object_type: 'reply' }),
          ),
        async ({ category, reply }, _plan, clean) => {
          const problems = await forumLedger(category.id)
          const likes = await n(
            "SELECT count(*) AS n FROM forum_likes WHERE forum_object_type = 'reply' AND forum_object_id = ?",
            reply.id,
          )
          if (clean && likes !== 1) problems.push(`clean run: ${likes} likes`)
          return { problems }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )
})

describe('group membership under faults', () => {
  it(
    'accepting a request adds the member, counts them and drops the request together, and tells them only then',
    { timeout: 60_000 },
    async () => {
      const admin = await serviceActor('admin')
      const seen = await everyFaultPoint(
        async () => {
          const group = await createGroup({ privacy: 'private' })
          const { user, request } = await createGroupRequest(group.id)
          return { group, user, request }
        },
        ({ request }, plan) => acceptGroupRequest(faultyDeps(admin, plan), request.id),
        async ({ group, user, request }, _plan, clean) => {
          const problems: string[] = []
          const members = await n(
            'SELECT count(*) AS n FROM group_users WHERE group_id = ?',
            group.id,
          )
          const total = await n('SELECT total_users AS n FROM groups WHERE id = ?', group.id)
          const pending = await n(
            'SELECT count(*) AS n FROM group_user_requests WHERE id = ?',
            request.id,
          )
          if (total !== members) problems.push(`total_users ${total}, rows say ${members}`)
          if (members + pending !== 1)
            problems.push(`${members} memberships and ${pending} pending requests`)
          const told = await n(
            "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'group.join_accepted'",
            user.id,
          )
          if (told > members) problems.push(`${told} acceptance notices for ${members} memberships`)
          if (clean && (members !== 1 || told !== 1))
            problems.push(`clean run: ${members} members, ${told} told`)
          return { problems, lostNotices: members - told }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )
})

// The recount must itself catch drift, or the checks above could never fail.
describe('the ledger', () => {
  it('notices counters that drifted from the rows', async () => {
    const member = await serviceActor()
    const category = await createForumCategory({ totalThreads: 1 })
    const thread = await createForumThread({ forumCategoryId: category.id })
    await createReply(
      healthyDeps(member),
      createReplyInput.parse({ forum_thread_id: thread.id, body: 'Counted' }),
    )
    expect(await forumLedger(category.id)).toEqual([])
    await env.DB.prepare('UPDATE forum_threads SET total_replies = total_replies + 1 WHERE id = ?')
      .bind(thread.id)
      .run()
    expect(await forumLedger(category.id)).toEqual([
      `thread ${thread.id}: total_replies 2, rows say 1`,
    ])
  })
})
