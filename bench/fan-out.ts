import { fork } from 'node:child_process'
import { Agent } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { BenchD1 } from './database'
import { cookieFor, MEMBER } from './fixtures'
import { send } from './load'
import type { BenchServer } from './server'
import { MARKER_SLOT, type ClientJob, type ClientMessage, type ClientSize } from './fan-out-client'

/** At most this long for the sockets to close, then this long for workerd to finish with them. */
const CLOSE_TIMEOUT_MS = 30_000
const SETTLE_AFTER_CLOSE_MS = 2_000

/**
 * The live-replies fan-out (issue 4): N sockets of one thread opened through the worker's route
 * (session cookie, Origin, read check, then the thread's Durable Object), then one reply posted
 * over HTTP, timed from the POST leaving to the LAST socket receiving it. Repeated per size.
 * The sockets and the timing live in a client process of their own (fan-out-client.ts). A POST
 * that does not answer 201 fails the fan-out with its answer: there is nothing to time.
 */

export const FAN_OUT_NAME = 'fan-out: one reply to every open socket of a thread'
export const FAN_OUT_SIZES = [1_000, 3_000] as const
/**
 * Timed publishes per size: a p99 needs about a hundred (of 20 it was the slowest one, a single
 * scheduling hiccup of the shared machine). About 5 s a size.
 */
const REPEATS = Number(process.env.BENCH_FAN_OUT_REPEATS ?? 100)
const WARMUP = 2
const OPEN_CONCURRENCY = 50
const TIMEOUT_MS = 10_000

/**
 * What a fan-out watches: the room its sockets join and the write that publishes to it (a POST as
 * the bench member, with the marker in its body). The forum thread's is below;
 * bench/fan-out-messages.ts has a group message thread's.
 */
export type FanOutSubject = {
  name: string
  /** Writes what the sockets watch (straight into D1); resolves with how to reach it. */
  prepare: (db: BenchD1) => Promise<{
    roomId: number
    socketPath: string
    postPath: string
    postBody: (marker: string) => unknown
  }>
}

export type FanOutSize = {
  sockets: number
  repeats: number
  /** POST sent → last socket received, per repeat. */
  lastMs: number[]
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** POST sent → the first socket received, median: the part before the fan-out itself. */
  firstP50Ms: number
  /** POST sent → its 201 answered, median (after the last socket when the client is busy receiving). */
  triggerP50Ms: number
  /** Repeats in which some socket never got the reply (within the timeout). */
  incomplete: number
  openSeconds: number
}

export type FanOutResult = {
  /** Which fan-out (FanOutSubject.name). */
  name: string
  note: string
  threadId: number
  sizes: FanOutSize[]
}

/** The measuring client, and the young generation that keeps a publish's garbage out of its GC. */
const CLIENT = fileURLToPath(new URL('./fan-out-client.ts', import.meta.url))
const CLIENT_HEAP = '--max-semi-space-size=64'

/** NaN for no samples, not load.ts's 0: a size with no complete repeat has no figure to pass with. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** One category and one public thread written by the bench member, straight into D1. */
const createThread = async (db: BenchD1) => {
  const now = new Date().toISOString()
  const slug = `bench-live-${Date.now().toString(36)}`
  await db.batch([
    db
      .prepare(
        'INSERT INTO forum_categories (name, slug, position, total_threads, total_replies, created_at, updated_at) VALUES (?, ?, 0, 1, 0, ?, ?)',
      )
      .bind('Bench live', slug, now, now),
    db
      .prepare(
        `INSERT INTO forum_threads (forum_category_id, user_id, title, slug, body, entities, tags, is_sticky, private, total_replies, total_likes, last_activity_at, created_at, updated_at)
         SELECT id, ?, 'Live fan-out', 'live-fan-out', 'Watched by many', '[]', '[]', 0, 0, 0, 0, ?, ?, ? FROM forum_categories WHERE slug = ?`,
      )
      .bind(MEMBER.id, now, now, now, slug),
  ])
  const row = await db
    .prepare(
      'SELECT t.id FROM forum_threads t JOIN forum_categories c ON c.id = t.forum_category_id WHERE c.slug = ?',
    )
    .bind(slug)
    .first<{ id: number }>()
  if (!row) throw new Error('fan-out: could not create the thread')
  return row.id
}

const replyFixture = (threadId: number, body: string) => {
  const now = new Date().toISOString()
  return {
    id: 1,
    body,
    entities: [],
    parent_id: null,
    forum_thread_id: threadId,
    user_id: MEMBER.id,
    user: null,
    uploads: [],
    upload_files: { images: [], audio: [], documents: [], videos: [] },
    user_liked: 0,
    total_likes: 0,
    created_at: now,
    last_edited_at: null,
    updated_at: now,
  }
}

/** The event a room sends for a new reply (what a direct publish and the floor send). */
export const replyEvent = (threadId: number, body: string) => ({
  type: 'reply.created',
  reply: replyFixture(threadId, body),
})

/** The live-replies fan-out (issue 4): a public forum thread written by the bench member. */
export const FORUM_FAN_OUT: FanOutSubject = {
  name: FAN_OUT_NAME,
  prepare: async (db) => {
    const threadId = await createThread(db)
    return {
      roomId: threadId,
      socketPath: `/api/forum/threads/${threadId}/live`,
      postPath: '/api/forum/replies',
      postBody: (body) => ({ forum_thread_id: threadId, body }),
    }
  },
}

export const runFanOut = async (
  server: BenchServer,
  db: BenchD1,
  log: (line: string) => void,
  subject: FanOutSubject = FORUM_FAN_OUT,
): Promise<FanOutResult> => {
  const target = await subject.prepare(db)
  const threadId = target.roomId
  const postUrl = new URL(target.postPath, server.url)
  // One POST first: a route that does not answer 201 is the finding, not something to time.
  const agent = new Agent({ keepAlive: false })
  const probe = await send(
    {
      url: postUrl,
      headers: cookieFor('member'),
      method: 'POST',
      body: target.postBody('fan-out probe'),
    },
    agent,
    TIMEOUT_MS,
    true,
  )
  agent.destroy()
  if (probe.status !== 201)
    throw new Error(`POST ${target.postPath} answered ${probe.status}: ${probe.body.slice(0, 120)}`)
  const note = `timed from POST ${target.postPath} to the last socket`
  log(`fan-out: ${note}`)

  const sizes: FanOutSize[] = []
  for (const raw of await runClient(
    {
      socketUrl: new URL(target.socketPath, server.url).href.replace(/^http/, 'ws'),
      socketHeaders: { ...cookieFor('member'), origin: server.url.origin },
      postUrl: postUrl.href,
      postHeaders: cookieFor('member'),
      postBody: JSON.stringify(target.postBody(MARKER_SLOT)),
      sizes: FAN_OUT_SIZES,
      repeats: REPEATS,
      warmup: WARMUP,
      openConcurrency: OPEN_CONCURRENCY,
      timeoutMs: TIMEOUT_MS,
      closeTimeoutMs: CLOSE_TIMEOUT_MS,
      settleAfterCloseMs: SETTLE_AFTER_CLOSE_MS,
    },
    log,
  )) {
    const sorted = [...raw.lastMs].sort((a, b) => a - b)
    const size: FanOutSize = {
      sockets: raw.sockets,
      repeats: REPEATS,
      lastMs: raw.lastMs,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      firstP50Ms: percentile(
        [...raw.firstMs].sort((a, b) => a - b),
        50,
      ),
      triggerP50Ms: percentile(
        [...raw.postMs].sort((a, b) => a - b),
        50,
      ),
      incomplete: raw.incomplete,
      openSeconds: raw.openSeconds,
    }
    sizes.push(size)
    log(
      `fan-out: ${size.sockets} sockets: last p50 ${size.p50Ms.toFixed(1)} ms, p99 ${size.p99Ms.toFixed(1)} ms; first p50 ${size.firstP50Ms.toFixed(1)} ms; POST answered p50 ${size.triggerP50Ms.toFixed(1)} ms; ${size.incomplete} incomplete`,
    )
  }
  return { name: subject.name, note, threadId, sizes }
}

/** Forks the measuring client (fan-out-client.ts), hands it the job, collects its sizes. */
const runClient = (job: ClientJob, log: (line: string) => void) =>
  new Promise<ClientSize[]>((resolve, reject) => {
    const child = fork(CLIENT, [], {
      execArgv: [
        '--experimental-strip-types',
        '--disable-warning=ExperimentalWarning',
        CLIENT_HEAP,
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const sizes: ClientSize[] = []
    let failure: string | null = null
    child.on('message', (message: ClientMessage) => {
      if (message.type === 'log') log(`fan-out: ${message.line}`)
      else if (message.type === 'size') sizes.push(message.size)
      else if (message.type === 'failed') failure = message.message
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (failure) reject(new Error(failure))
      else if (code !== 0 || sizes.length !== job.sizes.length)
        reject(new Error(`the fan-out client exited with ${code} after ${sizes.length} sizes`))
      else resolve(sizes)
    })
    child.send(job)
  })
