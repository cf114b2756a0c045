import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import type { ForumReplyResource } from '@worker/forum/forum-responses.schemas'
import { forumKeys } from './forum-keys'
import type { RepliesState, ThreadDetail } from './get-thread'

/**
 * Live events (and the page's own writes) applied to the thread page's cache: the socket never keeps
 * a copy of server data, it edits the queries. The pure functions below do the work; the last one
 * wires them to a QueryClient.
 */

type Reply = ForumReplyResource
type Child = NonNullable<Reply['children']>[number]

/** Every reply shown, top level and nested. */
const everyReply = (state: RepliesState): Child[] =>
  state.data.flatMap((r) => [r, ...(r.children ?? [])])

export const findReply = (state: RepliesState | undefined, id: number) =>
  state ? everyReply(state).find((r) => r.id === id) : undefined

/**
 * The socket's copy has user_liked 0 (it is broadcast to everyone): keep the viewer's own like id,
 * and keep nested replies already shown when the event carries none.
 */
const mergeTop = (existing: Reply | undefined, incoming: Reply): Reply => ({
  ...incoming,
  user_liked: existing ? existing.user_liked : incoming.user_liked,
  children: incoming.children ?? existing?.children ?? [],
})

const mergeChild = (existing: Child | undefined, incoming: Reply): Child => {
  const { children: _none, ...fields } = incoming
  return { ...fields, user_liked: existing ? existing.user_liked : fields.user_liked }
}

/** Adds a new reply in place (oldest first), or replaces one already shown. */
export const upsertReply = (state: RepliesState, reply: Reply): RepliesState => {
  if (reply.parent_id === null) {
    const index = state.data.findIndex((r) => r.id === reply.id)
    if (index === -1)
      return { ...state, data: [...state.data, mergeTop(undefined, reply)], total: state.total + 1 }
    return { ...state, data: state.data.map((r, i) => (i === index ? mergeTop(r, reply) : r)) }
  }
  // A nested reply whose parent is not loaded (a hidden page) waits for that page to load.
  return {
    ...state,
    data: state.data.map((parent) => {
      if (parent.id !== reply.parent_id) return parent
      const children = parent.children ?? []
      const index = children.findIndex((c) => c.id === reply.id)
      const child = mergeChild(children[index], reply)
      return {
        ...parent,
        children:
          index === -1 ? [...children, child] : children.map((c, i) => (i === index ? child : c)),
      }
    }),
  }
}

/** Removes a reply; a top-level reply takes its nested replies with it. */
export const removeReply = (state: RepliesState, replyId: number): RepliesState => {
  const isTop = state.data.some((r) => r.id === replyId)
  if (isTop)
    return {
      ...state,
      data: state.data.filter((r) => r.id !== replyId),
      total: Math.max(0, state.total - 1),
    }
  return {
    ...state,
    data: state.data.map((parent) =>
      parent.children?.some((c) => c.id === replyId)
        ? { ...parent, children: parent.children.filter((c) => c.id !== replyId) }
        : parent,
    ),
  }
}

/** A reply's like count; the viewer's like id changes only with their own like or unlike. */
export const setReplyLikes = (
  state: RepliesState,
  replyId: number,
  totalLikes: number,
  userLiked?: number,
): RepliesState => {
  const patch = <R extends Child>(r: R): R =>
    r.id === replyId ? { ...r, total_likes: totalLikes, user_liked: userLiked ?? r.user_liked } : r
  return {
    ...state,
    data: state.data.map((r) => patch({ ...r, children: r.children?.map(patch) })),
  }
}

/** How many replies (top level and nested) a removal takes away. */
const removedCount = (state: RepliesState | undefined, replyId: number) => {
  const top = state?.data.find((r) => r.id === replyId)
  return top ? 1 + (top.children?.length ?? 0) : 1
}

/** The replies query after an event (unchanged for events about the thread itself). */
export const applyToReplies = (state: RepliesState, event: ForumRoomEvent): RepliesState => {
  switch (event.type) {
    case 'reply.created':
    case 'reply.updated':
      return upsertReply(state, event.reply)
    case 'reply.deleted':
      return removeReply(state, event.reply_id)
    case 'reply.liked':
      return setReplyLikes(state, event.reply_id, event.total_likes)
    default:
      return state
  }
}

/** The thread after an event: its like count and reply count. */
export const applyToThread = (
  thread: ThreadDetail,
  event: ForumRoomEvent,
  before: RepliesState | undefined,
): ThreadDetail => {
  switch (event.type) {
    case 'thread.liked':
      return { ...thread, total_likes: event.total_likes }
    case 'reply.created':
    case 'reply.updated': {
      // The page's own reply arrives twice (its answer and the socket): count it once. The
      // heartbeat reports new replies as updates, so an update of a reply we never saw that the
      // page now shows counts as new too.
      const known = Boolean(findReply(before, event.reply.id))
      const shown =
        event.reply.parent_id === null || Boolean(findReply(before, event.reply.parent_id))
      const isNew = !known && (event.type === 'reply.created' || shown)
      return isNew ? { ...thread, total_replies: thread.total_replies + 1 } : thread
    }
    case 'reply.deleted':
      // Only a reply we showed is counted off, so the page's own delete and its echo count once.
      if (!findReply(before, event.reply_id)) return thread
      return {
        ...thread,
        total_replies: Math.max(0, thread.total_replies - removedCount(before, event.reply_id)),
      }
    default:
      return thread
  }
}

export type RoomTarget = { threadId: number; threadKey: QueryKey }

/**
 * Applies one event for the thread the page shows. Answers 'gone' when the thread was deleted (the
 * page then says so); events for another thread are ignored.
 */
export const applyRoomEvent = (
  client: QueryClient,
  { threadId, threadKey }: RoomTarget,
  event: ForumRoomEvent,
): 'gone' | 'applied' | 'ignored' => {
  if (event.type === 'ready' || event.type === 'pong') return 'ignored'
  const eventThread = 'reply' in event ? event.reply.forum_thread_id : event.forum_thread_id
  if (eventThread !== threadId) return 'ignored'
  if (event.type === 'thread.deleted') return 'gone'
  if (event.type === 'thread.updated') {
    void client.invalidateQueries({ queryKey: threadKey, exact: true })
    return 'applied'
  }
  const repliesKey = forumKeys.replies(threadId)
  const before = client.getQueryData<RepliesState>(repliesKey)
  client.setQueryData<ThreadDetail>(threadKey, (thread) =>
    thread ? applyToThread(thread, event, before) : thread,
  )
  if (before) client.setQueryData<RepliesState>(repliesKey, applyToReplies(before, event))
  if (event.type === 'reply.liked')
    void client.invalidateQueries({ queryKey: forumKeys.likes('reply', event.reply_id) })
  if (event.type === 'thread.liked')
    void client.invalidateQueries({ queryKey: forumKeys.likes('thread', threadId) })
  return 'applied'
}
