import { FOUNDERS_GROUP_SLUG } from './groups.ts'
import {
  CATEGORIES,
  GENERIC_REPLIES,
  THREADS,
  type SeedReply,
  type SeedThread,
} from './forum-content.ts'
import { seedFiles, type SeedFile } from './forum-files.ts'
import { PICTURE_PALETTES, pictureFile } from './pictures.ts'
import { slugBase } from '../../worker/lib/slug-text.ts'
import { json, q } from './sql.ts'

/**
 * The demo forum as SQL: categories, threads, replies (one level nested), likes, tags, mentions
 * and two attachments, with every counter (total_threads, total_replies, total_likes,
 * last_activity_at) computed from the rows written here so they agree. Ids are given
 * explicitly: the seed runs once, into empty forum tables. FTS rows come from the triggers.
 */
const MINUTE = 60_000
const DAY = 86_400_000

type Sql = { sql: string }
type Value = string | number | boolean | null | Sql
const raw = (sql: string): Sql => ({ sql })
const value = (v: Value) => (typeof v === 'object' && v !== null ? v.sql : q(v))
const insertRow = (table: string, row: Record<string, Value>) =>
  `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(value).join(', ')});`

const email = (who: string) => `${who}@example.com`
const userId = (who: string) => raw(`(SELECT id FROM users WHERE email = ${q(email(who))})`)
const iso = (ms: number) => new Date(ms).toISOString()
/** The runtime's slugs, but "Founders' lounge" reads founders-lounge, not founders-s-lounge. */
const slugify = (title: string) => slugBase(title.replace(/['’]/g, ''), 'thread')

/** `[{entity_id, entity_type, body: "@Name"}]`, built in SQL so the ids and names are the seeded ones. */
const entitiesOf = (mentions: readonly string[] = []) =>
  mentions.length === 0
    ? raw(`'[]'`)
    : raw(
        `json_array(${mentions
          .map(
            (who) =>
              `json((SELECT json_object('entity_id', u.id, 'entity_type', 'user', 'body', '@' || u.forename || ' ' || u.surname) FROM users u WHERE u.email = ${q(email(who))}))`,
          )
          .join(', ')})`,
      )

/** Active members who post and like where anyone may; the founders' lounge uses its group. */
const EVERYONE = [
  'admin',
  'contributor',
  'member',
  'priya.shah',
  'tom.hughes',
  'aisha.bello',
  'oliver.grant',
  'grace.lin',
  'mohammed.rahman',
  'ella.fitzgerald',
  'jack.evans',
  'sofia.rossi',
  'daniel.kowalski',
  'hannah.murphy',
  'ravi.kumar',
  'chloe.baker',
  'lewis.campbell',
  'zara.ahmed',
  'isla.macdonald',
  'noah.williams',
  'mei.chen',
  'kwame.mensah',
]
const FOUNDERS = ['admin', 'priya.shah', 'oliver.grant', 'ravi.kumar', 'kwame.mensah', 'mei.chen']

const poolFor = (thread: SeedThread) =>
  thread.private ? ['admin', 'member'] : thread.category === 'founders' ? FOUNDERS : EVERYONE

/** `count` people from `pool` other than `author`, chosen by `seed` so every run is the same. */
const choose = (pool: readonly string[], author: string, count: number, seed: number) => {
  const others = pool.filter((who) => who !== author)
  return Array.from(
    { length: Math.min(count, others.length) },
    (_, k) => others[(seed * 7 + k) % others.length] ?? '',
  )
}

/** Threads without a conversation of their own get a few generic replies (none when i % 4 is 0). */
const repliesOf = (thread: SeedThread, i: number): SeedReply[] =>
  thread.replies ??
  choose(poolFor(thread), thread.by, i % 4, i).map((by, k) => ({
    by,
    body: GENERIC_REPLIES[(i + k) % GENERIC_REPLIES.length] ?? '',
  }))

/** Discussions whose opening post carries a photo (drawn by pictures.ts), in these colours. */
const THREAD_PICTURES: Record<string, keyof typeof PICTURE_PALETTES> = {
  'Photos from the Roman York walking tour': 'Outdoors',
  'Team away days in the Highlands: what do people want?': 'Outdoors',
  'Product photography on a phone: ten tips': 'Social',
  'Anyone fitted solar panels on a commercial roof this year?': 'Workshops',
  'Electric vans for local deliveries: range in winter?': 'Networking',
}

const threadPicture = (title: string) => {
  const palette = THREAD_PICTURES[title]
  return palette ? pictureFile('forum', slugify(title), PICTURE_PALETTES[palette]!) : null
}

/** The bytes the discussions' photo uploads promise, for the local R2 bucket. */
export const threadPictureFiles = () =>
  Object.keys(THREAD_PICTURES).flatMap((title) => threadPicture(title) ?? [])

export const seedForum = (now = Date.now()): string[] => {
  const statements: string[] = []
  const categoryIds = new Map(CATEGORIES.map((c, i) => [c.key, i + 1]))
  const totals = new Map(CATEGORIES.map((c) => [c.key, { threads: 0, replies: 0, last: 0 }]))
  const files = new Map(seedFiles().map((f) => [f.kind, f]))
  let replyId = 0

  CATEGORIES.forEach((category, i) => {
    statements.push(
      insertRow('forum_categories', {
        id: i + 1,
        name: category.name,
        slug: category.slug,
        img: null,
        group_id: category.group
          ? raw(`(SELECT id FROM groups WHERE slug = ${q(FOUNDERS_GROUP_SLUG)})`)
          : null,
        position: i,
        created_at: iso(now - 60 * DAY),
        updated_at: iso(now - 60 * DAY),
      }),
    )
  })

  THREADS.forEach((thread, index) => {
    const threadId = index + 1
    const created = now - thread.days * DAY - ((index * 97) % 480) * MINUTE
    const replies = repliesOf(thread, index)
    const gap = Math.min(thread.days * 0.8 * DAY, 10 * DAY) / (replies.length + 1)
    const likeRows: string[] = []
    const addLikes = (
      type: 'thread' | 'reply',
      id: number,
      likers: readonly string[],
      at: number,
    ) =>
      likers.forEach((who, k) =>
        likeRows.push(
          insertRow('forum_likes', {
            forum_object_type: type,
            forum_object_id: id,
            user_id: userId(who),
            created_at: iso(Math.min(at + (k + 1) * 7 * MINUTE, now - MINUTE)),
          }),
        ),
      )
    const replyRows: string[] = []
    let last = created
    let count = 0
    const addReply = (reply: SeedReply, at: number, parentId: number | null, seed: number) => {
      replyId += 1
      count += 1
      last = Math.max(last, at)
      const likers =
        reply.likes ?? (seed % 3 === 0 ? choose(poolFor(thread), reply.by, 1, seed) : [])
      replyRows.push(
        insertRow('forum_replies', {
          id: replyId,
          forum_thread_id: threadId,
          parent_id: parentId,
          user_id: userId(reply.by),
          body: reply.body,
          entities: entitiesOf(reply.mentions),
          total_likes: likers.length,
          last_edited_at: null,
          created_at: iso(at),
          updated_at: iso(at),
        }),
      )
      addLikes('reply', replyId, likers, at)
      return replyId
    }
    replies.forEach((reply, k) => {
      const at = created + (k + 1) * gap
      const parentId = addReply(reply, at, null, index + k)
      reply.children?.forEach((child, c) =>
        addReply(
          child,
          at + ((c + 1) * gap) / ((reply.children?.length ?? 0) + 1),
          parentId,
          index + k + c + 1,
        ),
      )
    })

    const likers =
      thread.likes ??
      (thread.private ? [] : choose(poolFor(thread), thread.by, (index * 3) % 5, index))
    statements.push(
      insertRow('forum_threads', {
        id: threadId,
        forum_category_id: categoryIds.get(thread.category) ?? 1,
        user_id: userId(thread.by),
        title: thread.title,
        slug: slugify(thread.title),
        body: thread.body,
        entities: entitiesOf(thread.mentions),
        tags: raw(json(thread.tags)),
        is_sticky: thread.sticky ?? false,
        private: thread.private ?? false,
        poll_id: null,
        total_replies: count,
        total_likes: likers.length,
        last_activity_at: iso(last),
        last_edited_at: null,
        created_at: iso(created),
        updated_at: iso(created),
      }),
      ...replyRows,
    )
    addLikes('thread', threadId, likers, created)
    statements.push(...likeRows)
    for (const tag of thread.tags)
      statements.push(insertRow('forum_thread_tags', { forum_thread_id: threadId, tag }))
    const category = CATEGORIES.find((c) => c.key === thread.category)
    for (const who of new Set(thread.mentions ?? [])) {
      statements.push(
        insertRow('forum_thread_mentions', { forum_thread_id: threadId, user_id: userId(who) }),
        // What the mention would have sent (forum-mentions.ts); read unless it is recent.
        `INSERT INTO notifications (user_id, kind, title, body, link, data, read_at, created_at) SELECT m.id, 'forum.mention', a.forename || ' ' || a.surname || ${q(` mentioned you in "${thread.title}"`)}, a.forename || ' ' || a.surname || ' mentioned you in a discussion.', ${q(`/forum/${category?.slug ?? ''}/${slugify(thread.title)}`)}, ${json({ forum_thread_id: threadId, forum_reply_id: null })}, ${q(thread.days > 10 ? iso(created + DAY) : null)}, ${q(iso(created))} FROM users m, users a WHERE m.email = ${q(email(who))} AND a.email = ${q(email(thread.by))};`,
      )
    }
    // A thread's files and its cover picture are attachments alike: an upload row, then its link.
    const attach = (file: SeedFile, position: number) => {
      statements.push(
        insertRow('uploads', {
          user_id: userId(thread.by),
          path: file.path,
          kind: 'forum',
          category: file.kind === 'pdf' ? 'documents' : 'images',
          mime: file.mime,
          filesize: file.bytes.length,
          client_filename: file.clientFilename,
          created_at: iso(created - MINUTE),
        }),
        insertRow('forum_attachments', {
          upload_id: raw(`(SELECT id FROM uploads WHERE path = ${q(file.path)})`),
          forum_thread_id: threadId,
          forum_reply_id: null,
          position,
        }),
      )
    }
    thread.attachments?.forEach((kind, position) => {
      const file = files.get(kind)
      if (file) attach(file, position)
    })
    const picture = threadPicture(thread.title)
    if (picture) attach(picture, thread.attachments?.length ?? 0)
    const total = totals.get(thread.category)
    if (total) {
      total.threads += 1
      total.replies += count
      total.last = Math.max(total.last, last)
    }
  })

  for (const [key, total] of totals) {
    statements.push(
      `UPDATE forum_categories SET total_threads = ${total.threads}, total_replies = ${total.replies}, last_activity_at = ${q(total.last ? iso(total.last) : null)} WHERE id = ${categoryIds.get(key) ?? 0};`,
    )
  }
  return statements
}
