import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  applyRoomEvent,
  applyToReplies,
  applyToThread,
} from '@/features/forum/api/apply-room-event'
import { forumKeys } from '@/features/forum/api/forum-keys'
import type { RepliesState, ThreadDetail } from '@/features/forum/api/get-thread'
import { threadFixture } from './screens-fixtures'
import { replyFixture } from './thread-fixtures'

const stateOf = (data: RepliesState['data'], total = data.length): RepliesState => ({
  data,
  total,
  per_page: 20,
  pages: 1,
})
const { replies: _none, ...threadBase } = threadFixture({ id: 1, total_replies: 3, total_likes: 0 })
const thread: ThreadDetail = threadBase
const bodies = (state: RepliesState) =>
  state.data.map((r) => [r.body, ...(r.children ?? []).map((c) => `  ${c.body}`)]).flat()

const child = replyFixture({ id: 11, parent_id: 10, body: 'nested' })
const { children: _c, ...childFields } = child
const start = () =>
  stateOf([
    replyFixture({
      id: 10,
      body: 'first',
      user_liked: 55,
      total_likes: 1,
      children: [childFields],
    }),
    replyFixture({ id: 12, body: 'second' }),
  ])

describe('applying live events to the replies', () => {
  it('adds a new top-level reply at the end, once, however often it arrives', () => {
    const event = { type: 'reply.created', reply: replyFixture({ id: 13, body: 'third' }) } as const
    const once = applyToReplies(start(), event)
    const twice = applyToReplies(once, event)
    expect(bodies(twice)).toEqual(['first', '  nested', 'second', 'third'])
    expect(twice.total).toBe(3)
  })

  it('puts a nested reply under its parent', () => {
    const next = applyToReplies(start(), {
      type: 'reply.created',
      reply: replyFixture({ id: 14, parent_id: 12, body: 'answer' }),
    })
    expect(bodies(next)).toEqual(['first', '  nested', 'second', '  answer'])
  })

  it("keeps the viewer's own like and the shown nested replies when an edit arrives (the socket sends user_liked 0)", () => {
    const edited = replyFixture({
      id: 10,
      body: 'first, edited',
      user_liked: 0,
      last_edited_at: '2025-11-22T09:00:00.000Z',
    })
    const { children: _drop, ...withoutChildren } = edited
    const next = applyToReplies(start(), { type: 'reply.updated', reply: withoutChildren })
    expect(next.data[0]).toMatchObject({
      body: 'first, edited',
      user_liked: 55,
      last_edited_at: '2025-11-22T09:00:00.000Z',
    })
    expect(bodies(next)).toEqual(['first, edited', '  nested', 'second'])
  })

  it('edits a nested reply in place', () => {
    const next = applyToReplies(start(), {
      type: 'reply.updated',
      reply: replyFixture({ id: 11, parent_id: 10, body: 'nested, edited' }),
    })
    expect(bodies(next)).toEqual(['first', '  nested, edited', 'second'])
  })

  it('removes a deleted reply with its nested replies, or a deleted nested reply alone', () => {
    expect(
      bodies(
        applyToReplies(start(), {
          type: 'reply.deleted',
          forum_thread_id: 1,
          reply_id: 10,
          parent_id: null,
        }),
      ),
    ).toEqual(['second'])
    expect(
      bodies(
        applyToReplies(start(), {
          type: 'reply.deleted',
          forum_thread_id: 1,
          reply_id: 11,
          parent_id: 10,
        }),
      ),
    ).toEqual(['first', 'second'])
  })

  it("sets a reply's like count without touching the viewer's like", () => {
    const next = applyToReplies(start(), {
      type: 'reply.liked',
      forum_thread_id: 1,
      reply_id: 10,
      total_likes: 4,
    })
    expect(next.data[0]).toMatchObject({ total_likes: 4, user_liked: 55 })
    const nested = applyToReplies(start(), {
      type: 'reply.liked',
      forum_thread_id: 1,
      reply_id: 11,
      total_likes: 2,
    })
    expect(nested.data[0]?.children?.[0]?.total_likes).toBe(2)
  })
})

describe('applying live events to the thread', () => {
  it('counts a new reply once, and a reply the heartbeat reports as changed when it is new to the page', () => {
    const before = start()
    const created = applyToThread(
      thread,
      { type: 'reply.created', reply: replyFixture({ id: 13 }) },
      before,
    )
    expect(created.total_replies).toBe(4)
    expect(
      applyToThread(thread, { type: 'reply.created', reply: replyFixture({ id: 12 }) }, before)
        .total_replies,
    ).toBe(3)
    expect(
      applyToThread(thread, { type: 'reply.updated', reply: replyFixture({ id: 13 }) }, before)
        .total_replies,
    ).toBe(4)
    expect(
      applyToThread(thread, { type: 'reply.updated', reply: replyFixture({ id: 12 }) }, before)
        .total_replies,
    ).toBe(3)
  })

  it('counts off a deleted reply with its nested replies, and a repeated delete not at all', () => {
    const before = start()
    expect(
      applyToThread(
        thread,
        { type: 'reply.deleted', forum_thread_id: 1, reply_id: 10, parent_id: null },
        before,
      ).total_replies,
    ).toBe(1)
    expect(
      applyToThread(
        thread,
        { type: 'reply.deleted', forum_thread_id: 1, reply_id: 99, parent_id: null },
        before,
      ).total_replies,
    ).toBe(3)
  })

  it('sets the thread like count', () => {
    expect(
      applyToThread(thread, { type: 'thread.liked', forum_thread_id: 1, total_likes: 6 }, start())
        .total_likes,
    ).toBe(6)
  })
})

describe('applyRoomEvent on the query cache', () => {
  const setup = () => {
    const client = new QueryClient()
    const threadKey = forumKeys.thread('category-1', 'thread-1')
    client.setQueryData(threadKey, thread)
    client.setQueryData(forumKeys.replies(1), start())
    return { client, target: { threadId: 1, threadKey } }
  }

  it('updates the replies and the thread together', () => {
    const { client, target } = setup()
    expect(
      applyRoomEvent(client, target, {
        type: 'reply.created',
        reply: replyFixture({ id: 13, body: 'third' }),
      }),
    ).toBe('applied')
    expect(
      bodies(client.getQueryData<RepliesState>(forumKeys.replies(1)) ?? stateOf([])),
    ).toContain('third')
    expect(client.getQueryData<ThreadDetail>(target.threadKey)?.total_replies).toBe(4)
  })

  it('ignores events of another thread', () => {
    const { client, target } = setup()
    expect(
      applyRoomEvent(client, target, {
        type: 'reply.created',
        reply: replyFixture({ id: 13, forum_thread_id: 2 }),
      }),
    ).toBe('ignored')
    expect(client.getQueryData<RepliesState>(forumKeys.replies(1))?.data).toHaveLength(2)
  })

  it('answers gone when the thread is deleted, and marks the thread for refetch when it changed', () => {
    const { client, target } = setup()
    expect(applyRoomEvent(client, target, { type: 'thread.deleted', forum_thread_id: 1 })).toBe(
      'gone',
    )
    expect(client.getQueryState(target.threadKey)?.isInvalidated).toBe(false)
    applyRoomEvent(client, target, { type: 'thread.updated', forum_thread_id: 1 })
    expect(client.getQueryState(target.threadKey)?.isInvalidated).toBe(true)
  })
})
