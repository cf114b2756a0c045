import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

/**
 * Messaging (spec 01 §3 message thread / message post, §5 new message rules, §7 people and
 * messaging): inputs the routes validate and the web's forms reuse, list queries, response shapes
 * (zod, because a post also crosses the live socket) and the spec's messages.
 */

/** Spec 01 §5 and §8. */
export const MESSAGE_TEXT = {
  chooseRecipient: 'Choose a recipient',
  messageRequired: 'Message required',
  notConnected: 'You must be connected to this person before you can send them a message',
  notSentTitle: 'Message could not be sent',
  retry: "Couldn't send. Click here to try again.",
  sent: 'Message Sent',
} as const

/** Longest message body: generous for a private note, small enough for a socket frame. */
export const MESSAGE_MAX = 5000
/** Most recipients of one group thread (the sender aside). */
export const GROUP_MAX = 49
import { POSTS_PAGE, THREADS_PAGE } from './message-paging'

export { POSTS_PAGE, THREADS_PAGE }

const id = z.number().int().positive()

export const messageBody = z
  .string({ error: MESSAGE_TEXT.messageRequired })
  .trim()
  .min(1, MESSAGE_TEXT.messageRequired)
  .max(MESSAGE_MAX, `Keep a message under ${MESSAGE_MAX} characters`)

/** POST /message-posts: to one member (the 1:1 thread is created by the first message). */
export const createMessagePostInput = z.object({
  user_id: z.number({ error: MESSAGE_TEXT.chooseRecipient }).int().positive(),
  body: messageBody,
})
export type CreateMessagePostInput = z.infer<typeof createMessagePostInput>

/** POST /group-message-posts: in a group thread the sender belongs to. */
export const createGroupMessagePostInput = z.object({
  group_message_thread_id: z.number({ error: 'Which conversation?' }).int().positive(),
  body: messageBody,
})
export type CreateGroupMessagePostInput = z.infer<typeof createGroupMessagePostInput>

/** POST /group-message-threads: a new group thread with its first message. */
export const createGroupMessageThreadInput = z.object({
  users: z
    .array(id, { error: MESSAGE_TEXT.chooseRecipient })
    .min(1, MESSAGE_TEXT.chooseRecipient)
    .max(GROUP_MAX, `Choose at most ${GROUP_MAX} people`),
  body: messageBody,
})
export type CreateGroupMessageThreadInput = z.infer<typeof createGroupMessageThreadInput>

/**
 * The send message modal's form (spec 01 §2): one or more recipients and a body. One recipient
 * sends a 1:1 message, several start a group thread.
 */
export const sendMessageForm = z.object({
  users: z.array(id).min(1, MESSAGE_TEXT.chooseRecipient).max(GROUP_MAX),
  body: messageBody,
})
export type SendMessageForm = z.infer<typeof sendMessageForm>

export const listMessageThreadsQuery = pagingQuery(THREADS_PAGE)
export type ListMessageThreadsQuery = z.infer<typeof listMessageThreadsQuery>

const threadIdParam = z.coerce.number().int().positive()

/** Older posts than this one (the conversation scrolls back by id, unaffected by new posts). */
const beforeId = z.coerce.number().int().positive().optional()

export const listMessagePostsQuery = pagingQuery(POSTS_PAGE).and(
  z.object({ message_thread_id: threadIdParam, before_id: beforeId }),
)
export type ListMessagePostsQuery = z.infer<typeof listMessagePostsQuery>

export const listGroupMessagePostsQuery = pagingQuery(POSTS_PAGE).and(
  z.object({ group_message_thread_id: threadIdParam, before_id: beforeId }),
)

export const listMessageUsersQuery = z.object({ message_thread_id: threadIdParam })
export const listGroupMessageUsersQuery = z.object({ group_message_thread_id: threadIdParam })

/** GET /message-users/candidates?q=: the member's connections by name or email. */
export const messageCandidatesQuery = z.object({
  q: z.string().trim().max(100).default(''),
})

/** A member as a thread shows them: picture or initials, name, profile address. */
export const messageUser = z.object({
  id,
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  initials: z.string(),
})
export type MessageUser = z.infer<typeof messageUser>

/** One message (spec 01 §3): message_thread_id always, group_message_thread_id for a group. */
export const messagePostResource = z.object({
  id,
  message_thread_id: id,
  group_message_thread_id: id.nullable(),
  user_id: id.nullable(),
  user: messageUser.nullable(),
  body: z.string(),
  body_excerpt: z.string(),
  created_at: z.string(),
})
export type MessagePostResource = z.infer<typeof messagePostResource>

/** A thread in the member's inbox (spec 01 §3: users, read_at, message_thread). */
export const messageThreadResource = z.object({
  id,
  is_group: z.boolean(),
  /** The other members (a group's first few; total_users counts everyone, the reader too). */
  users: z.array(messageUser),
  total_users: z.number().int(),
  read_at: z.string().nullable(),
  unread_count: z.number().int(),
  /** Whether the reader may write here now (connected, no block): the composer says why not. */
  can_post: z.boolean(),
  last_post: z
    .object({ user_id: id.nullable(), body_excerpt: z.string(), created_at: z.string() })
    .nullable(),
  message_thread: z.object({
    id,
    is_group: z.boolean(),
    total_posts: z.number().int(),
    created_at: z.string(),
  }),
})
export type MessageThreadResource = z.infer<typeof messageThreadResource>
