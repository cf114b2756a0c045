/** Forum rows for the threads, categories, search and attachments tests (written straight to D1). */
import { env, exports } from 'cloudflare:workers'
import {
  forumCategories,
  forumThreadMentions,
  forumThreads,
  forumThreadTags,
  groups,
  groupUsers,
} from '@worker/db/schema'
import type { ForumThreadResource } from '@worker/forum/forum-responses.schemas'
import { db, signIn, createUser } from '../helpers/factories'
import { call, ORIGIN, type Session } from '../helpers/http'

let n = 0
const unique = () => `${Date.now().toString(36)}${++n}`

export const createForumCategory = async (
  overrides: Partial<typeof forumCategories.$inferInsert> = {},
) => {
  const id = unique()
  const [row] = await db
    .insert(forumCategories)
    .values({ name: `Category ${id}`, slug: `category-${id}`, ...overrides })
    .returning()
  return row!
}

export const createGroup = async (memberIds: number[] = []) => {
  const id = unique()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${id}`, slug: `group-${id}`, status: 'approved' })
    .returning()
  if (memberIds.length > 0)
    await db.insert(groupUsers).values(memberIds.map((userId) => ({ groupId: group!.id, userId })))
  return group!
}

type NewThread = Partial<typeof forumThreads.$inferInsert> & {
  forumCategoryId: number
  mentions?: number[]
  tagRows?: string[]
}

/** A thread row as if posted (counters are not touched: tests of counters go through the API). */
export const createForumThread = async ({ mentions = [], tagRows, ...overrides }: NewThread) => {
  const id = unique()
  const now = new Date().toISOString()
  const [row] = await db
    .insert(forumThreads)
    .values({
      title: `Thread ${id}`,
      slug: `thread-${id}`,
      body: `Body of thread ${id}`,
      lastActivityAt: now,
      ...overrides,
    })
    .returning()
  if (mentions.length > 0)
    await db
      .insert(forumThreadMentions)
      .values(mentions.map((userId) => ({ forumThreadId: row!.id, userId })))
  const tags = tagRows ?? overrides.tags ?? []
  if (tags.length > 0)
    await db.insert(forumThreadTags).values(tags.map((tag) => ({ forumThreadId: row!.id, tag })))
  return row!
}

export const memberSession = async () => {
  const user = await createUser()
  return { user, session: await signIn(user.email) }
}

export const postThread = async (session: Session | null, json: Record<string, unknown>) => {
  const res = await call('/api/forum/threads', {
    session,
    json: { body: 'Hello everyone', ...json },
  })
  return { ...res, thread: res.body.data as ForumThreadResource }
}

export const setForumActive = (is_forum_active: boolean) =>
  env.DB.prepare(
    `INSERT INTO site_settings (key, value, updated_at) VALUES ('is_forum_active', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
    .bind(JSON.stringify(is_forum_active))
    .run()

/** POST /api/uploads with kind 'forum'. */
export const uploadForumFile = async (session: Session, bytes: Uint8Array, name: string) => {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }))
  form.set('kind', 'forum')
  const response = await exports.default.fetch(`${ORIGIN}/api/uploads`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...(session.cookie ? { cookie: session.cookie } : {}) },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { id: number; path: string; src: string }
      errors?: Record<string, string[]>
    },
  }
}
