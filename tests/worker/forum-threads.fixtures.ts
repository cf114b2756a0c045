/** Forum rows for the threads, categories, search and attachments tests (written straight to D1). */
import { env } from 'cloudflare:workers'
import {
  forumCategories,
  forumThreadMentions,
  forumThreads,
  forumThreadTags,
  groups,
  groupUsers,
} from '@worker/db/schema'
import { type api, apiAs, send } from '../helpers/api'
import { db, signIn, createUser } from '../helpers/factories'
import type { Session } from '../helpers/http'

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

type ThreadInput = Parameters<typeof api.forum.threads.$post>[0]['json']

/** A thread posted through the typed client (the body defaults to a greeting). */
export const postThread = async (
  session: Session | null,
  json: Omit<ThreadInput, 'body'> & Partial<Pick<ThreadInput, 'body'>>,
) => {
  const res = await send(
    apiAs(session).forum.threads.$post({ json: { body: 'Hello everyone', ...json } }),
  )
  return { ...res, thread: res.body.data }
}

export const setForumActive = (is_forum_active: boolean) =>
  env.DB.prepare(
    `INSERT INTO site_settings (key, value, updated_at) VALUES ('is_forum_active', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
    .bind(JSON.stringify(is_forum_active))
    .run()

/** POST /api/uploads with kind 'forum'. */
export const uploadForumFile = (session: Session, bytes: Uint8Array, name: string) => {
  const file = new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' })
  return send(apiAs(session).uploads.$post({ form: { file, kind: 'forum' } }))
}

/** A word no other test uses (letters only, so FTS5 reads it whole): each test sees only its own matches. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${crypto
    .randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`
