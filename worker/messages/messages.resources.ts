import { z } from 'zod'
import { trustedJson } from '../lib/json'
import { fullName, initialsOf } from '../users/users.resources'
import type { MessagePostResource, MessageThreadResource, MessageUser } from './messages.schemas'
import type { PostRow, ThreadRow } from './messages.queries'

/**
 * Rows → the messaging resources. JSON built in SQL is read with trustedJson: checked against its
 * shape where statements are checked (tests, development), JSON.parse alone in production (a zod
 * pass per inbox row was a visible share of the inbox's CPU).
 */

const userJson = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
})
type UserJson = z.infer<typeof userJson>
const usersJson = z.array(userJson)

/** How long an inbox excerpt is (the thread list shows one or two lines). */
export const EXCERPT_LENGTH = 140

/** A message's first words on one line, cut at a word where it can be. */
export const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim()
  if (flat.length <= EXCERPT_LENGTH) return flat
  const cut = flat.slice(0, EXCERPT_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`
}

export const toMessageUser = (u: UserJson): MessageUser => ({
  id: u.id,
  full_name: fullName(u),
  slug: u.slug,
  img: u.img,
  initials: initialsOf(u),
})

export const toThreadResource = (row: ThreadRow): MessageThreadResource => {
  const isGroup = Number(row.is_group) === 1
  return {
    id: row.id,
    is_group: isGroup,
    users: trustedJson(usersJson, row.users_json, []).map(toMessageUser),
    total_users: Number(row.total_users),
    read_at: row.read_at,
    unread_count: Number(row.unread_count),
    last_post: row.last_post_at
      ? {
          user_id: row.last_post_user_id,
          body_excerpt: row.last_post_excerpt ?? '',
          created_at: row.last_post_at,
        }
      : null,
    message_thread: {
      id: row.id,
      is_group: isGroup,
      total_posts: Number(row.total_posts),
      created_at: row.created_at,
    },
    can_post: Number(row.can_post) === 1,
  }
}

export const toPostResource = (row: PostRow): MessagePostResource => {
  const user = trustedJson(userJson, row.user_json, null)
  return {
    id: row.id,
    message_thread_id: row.thread_id,
    group_message_thread_id: Number(row.is_group) === 1 ? row.thread_id : null,
    user_id: row.user_id,
    user: user ? toMessageUser(user) : null,
    body: row.body,
    body_excerpt: excerptOf(row.body),
    created_at: row.created_at,
  }
}

/** A thread's member with when they last read it (spec 01 §7 message users). */
export const toThreadUserResource = (row: UserJson & { read_at: string | null }) => ({
  ...toMessageUser(row),
  read_at: row.read_at,
})
