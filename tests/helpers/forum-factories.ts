import { eq } from 'drizzle-orm'
import {
  forumCategories,
  forumReplies,
  forumThreadMentions,
  forumThreads,
  groups,
  groupUsers,
  siteSettings,
  uploads,
} from '@worker/db/schema'
import { createUser, db, mintSession } from './factories'

/**
 * Forum rows straight into D1 (no API), so reply, like and heartbeat tests stand alone.
 * Counters start at zero, as a fresh thread's would.
 */

let sequence = 0
const unique = () =>
  `${Date.now().toString(36)}-${++sequence}-${Math.random().toString(36).slice(2, 6)}`

/** A member with a session minted directly (no scrypt sign-in). */
export const forumMember = async (overrides: Parameters<typeof createUser>[0] = {}) => {
  const user = await createUser(overrides)
  return { user, session: await mintSession(user.id) }
}

export const createForumCategory = async (
  overrides: Partial<typeof forumCategories.$inferInsert> = {},
) => {
  const n = unique()
  const [category] = await db
    .insert(forumCategories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, ...overrides })
    .returning()
  return category!
}

/** A group-gated category, with `members` in the group. */
export const createGroupCategory = async (members: { id: number }[] = []) => {
  const n = unique()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${n}`, slug: `group-${n}`, status: 'approved' })
    .returning()
  if (members.length > 0)
    await db.insert(groupUsers).values(members.map((m) => ({ groupId: group!.id, userId: m.id })))
  return { group: group!, category: await createForumCategory({ groupId: group!.id }) }
}

/** A thread (in a new category unless given), with `mentions` recorded for private threads. */
export const createForumThread = async (
  overrides: Partial<typeof forumThreads.$inferInsert> = {},
  options: { mentions?: number[] } = {},
) => {
  const n = unique()
  const categoryId = overrides.forumCategoryId ?? (await createForumCategory()).id
  const [thread] = await db
    .insert(forumThreads)
    .values({
      title: `Thread ${n}`,
      slug: `thread-${n}`,
      body: 'Hello forum',
      lastActivityAt: new Date().toISOString(),
      ...overrides,
      forumCategoryId: categoryId,
    })
    .returning()
  if (options.mentions?.length)
    await db
      .insert(forumThreadMentions)
      .values(options.mentions.map((userId) => ({ forumThreadId: thread!.id, userId })))
  return thread!
}

/** A reply row as is (no counters moved): for reading tests that do not go through the API. */
export const createForumReply = async (
  values: Partial<typeof forumReplies.$inferInsert> & { forumThreadId: number },
) => {
  const [reply] = await db
    .insert(forumReplies)
    .values({ body: 'A reply', ...values })
    .returning()
  return reply!
}

export const reloadThread = async (id: number) =>
  (await db.select().from(forumThreads).where(eq(forumThreads.id, id)))[0]
export const reloadCategory = async (id: number) =>
  (await db.select().from(forumCategories).where(eq(forumCategories.id, id)))[0]
export const reloadReply = async (id: number) =>
  (await db.select().from(forumReplies).where(eq(forumReplies.id, id)))[0]

/** A forum upload of `userId` (the row only; attaching never reads the bytes). */
export const createForumUpload = async (
  userId: number,
  category: 'images' | 'documents' = 'images',
) => {
  const n = unique()
  const [upload] = await db
    .insert(uploads)
    .values({
      userId,
      path: `${category}/forum/test/${n}.png`,
      kind: 'forum',
      category,
      mime: 'image/png',
      filesize: 2048,
      clientFilename: `${n}.png`,
    })
    .returning()
  return upload!
}

/** Turns the forum off (is_forum_active false) until `restore` runs. */
export const switchForumOff = async () => {
  await db
    .insert(siteSettings)
    .values({ key: 'is_forum_active', value: false })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: false } })
  return async () => {
    await db.delete(siteSettings).where(eq(siteSettings.key, 'is_forum_active'))
  }
}
