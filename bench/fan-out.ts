import { Agent } from 'node:http'
import { WebSocket } from 'ws'
import type { BenchD1 } from './database'
import { cookieFor, MEMBER } from './fixtures'
import { send } from './load'
import type { BenchServer } from './server'

/** At most this long for the sockets to close, then this long for workerd to finish with them. */
const CLOSE_TIMEOUT_MS = 30_000
const SETTLE_AFTER_CLOSE_MS = 2_000

/**
 * The live-replies fan-out (issue 4): N sockets of one thread opened through the worker's route
 * (session cookie, Origin, read check, then the thread's Durable Object), then one reply posted
 * over HTTP, timed from the POST leaving to the LAST socket receiving it. Repeated per size.
 * When POST /api/forum/replies does not answer 201, the reply is published straight to the room
 * (Miniflare's proxy to the Durable Object) instead, and the result says so.
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
 * What a fan-out watches: the room its sockets join, the write that publishes to it (a POST as
 * the bench member, with the marker in its body) and, when that POST is not available, the event
 * published straight to the room. The forum thread's is below; bench/fan-out-messages.ts has a
 * group message thread's.
 */
export type FanOutSubject = {
  name: string
  /** Writes what the sockets watch (straight into D1); resolves with how to reach it. */
  prepare: (db: BenchD1) => Promise<{
    roomId: number
    socketPath: string
    postPath: string
    postBody: (marker: string) => unknown
    /** The Durable Object binding and the event a direct publish sends. */
    binding: string
    event: (marker: string) => unknown
  }>
}

export type FanOutSize = {
  sockets: number
  repeats: number
  /** POST (or publish) sent → last socket received, per repeat. */
  lastMs: number[]
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** POST (or publish) sent → the first socket received, median: the part before the fan-out itself. */
  firstP50Ms: number
  /** POST sent → its 201 answered (or the publish returned), median. */
  triggerP50Ms: number
  /** Repeats in which some socket never got the reply (within the timeout). */
  incomplete: number
  openSeconds: number
}

export type FanOutResult = {
  /** Which fan-out (FanOutSubject.name). */
  name: string
  mode: 'http' | 'publish'
  note: string
  threadId: number
  sizes: FanOutSize[]
}

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

/** Every socket reports here; a round waits until all of them saw its marker. */
class Watch {
  private marker: string | null = null
  private remaining = 0
  first = 0
  last = 0
  private done: (() => void) | null = null

  arm(marker: string, count: number) {
    this.marker = marker
    this.remaining = count
    this.first = 0
    this.last = 0
    return new Promise<void>((resolve) => (this.done = resolve))
  }

  seen(data: Buffer) {
    if (this.marker === null || !data.includes(this.marker)) return
    this.last = performance.now()
    if (this.first === 0) this.first = this.last
    this.remaining -= 1
    if (this.remaining === 0) this.done?.()
  }

  missing() {
    return this.remaining
  }
}

const READY = Buffer.from('{"type":"ready"')

/**
 * The `ws` client (miniflare's own dependency, always installed beside it) rather than Node's
 * undici WebSocket: it hands over raw buffers without building a DOM event per message, so the
 * client, which shares the machine with workerd, takes less of the time being measured.
 */
const openSocket = (url: string, headers: Record<string, string>, watch: Watch) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false })
    const timer = setTimeout(
      () => reject(new Error('no ready message within the timeout')),
      TIMEOUT_MS,
    )
    ws.on('message', (data: Buffer) => {
      if (data.subarray(0, READY.length).equals(READY)) {
        clearTimeout(timer)
        resolve(ws)
      } else watch.seen(data)
    })
    ws.on('unexpected-response', (_request, response) => {
      clearTimeout(timer)
      reject(new Error(`the upgrade was refused with ${response.statusCode}`))
    })
    ws.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })

const openMany = async (
  count: number,
  url: string,
  headers: Record<string, string>,
  watch: Watch,
  into: WebSocket[],
) => {
  let next = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      into.push(await openSocket(url, headers, watch))
    }
  }
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker))
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

type Room = { broadcast(event: unknown): Promise<number> }
type RoomNamespace = { idFromName(name: string): unknown; get(id: unknown): Room }

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
      binding: 'FORUM_THREAD_ROOM',
      event: (marker) => replyEvent(threadId, marker),
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
  const origin = server.url.origin
  const socketUrl = new URL(target.socketPath, server.url).href.replace(/^http/, 'ws')
  const headers = { ...cookieFor('member'), origin }
  const agent = new Agent({ keepAlive: true })
  const post = (body: string) =>
    send(
      {
        url: new URL(target.postPath, server.url),
        headers: cookieFor('member'),
        method: 'POST',
        body: target.postBody(body),
      },
      agent,
      TIMEOUT_MS,
      true,
    )

  const probe = await post('fan-out probe')
  const mode: FanOutResult['mode'] = probe.status === 201 ? 'http' : 'publish'
  const note =
    mode === 'http'
      ? `timed from POST ${target.postPath} to the last socket`
      : `POST ${target.postPath} answered ${probe.status} (${probe.body.slice(0, 80)}); timed from a direct publish to the room through Miniflare's proxy`
  log(`fan-out: ${note}`)
  const namespace =
    mode === 'publish'
      ? ((await server.mf.getDurableObjectNamespace(target.binding)) as unknown as RoomNamespace)
      : null
  const room = namespace?.get(namespace.idFromName(String(threadId)))
  const trigger = async (marker: string) => {
    if (room) {
      await room.broadcast(target.event(marker))
      return null
    }
    const reply = await post(marker)
    if (reply.status !== 201)
      throw new Error(`fan-out: POST answered ${reply.status}: ${reply.body.slice(0, 120)}`)
    return null
  }

  const watch = new Watch()
  const sockets: WebSocket[] = []
  const sizes: FanOutSize[] = []
  try {
    for (const size of FAN_OUT_SIZES) {
      const opening = performance.now()
      await openMany(size - sockets.length, socketUrl, headers, watch, sockets)
      const openSeconds = (performance.now() - opening) / 1000
      log(`fan-out: ${sockets.length} sockets open (${openSeconds.toFixed(1)} s)`)
      const lastMs: number[] = []
      const firstMs: number[] = []
      const postMs: number[] = []
      let incomplete = 0
      for (let i = 0; i < WARMUP + REPEATS; i += 1) {
        const marker = `fan-out ${size} #${i} ${Math.random().toString(36).slice(2)}`
        const all = watch.arm(marker, sockets.length)
        const started = performance.now()
        const sent = trigger(marker).then(() => postMs.push(performance.now() - started))
        const timedOut = await Promise.race([
          all.then(() => false),
          new Promise<boolean>((r) => setTimeout(() => r(true), TIMEOUT_MS)),
        ])
        await sent
        if (i < WARMUP) continue
        if (timedOut) incomplete += 1
        else {
          lastMs.push(watch.last - started)
          firstMs.push(watch.first - started)
        }
        if (timedOut)
          log(`fan-out: ${watch.missing()} of ${sockets.length} sockets never got #${i}`)
      }
      const sorted = [...lastMs].sort((a, b) => a - b)
      const posts = postMs.slice(WARMUP).sort((a, b) => a - b)
      sizes.push({
        sockets: size,
        repeats: REPEATS,
        lastMs,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.at(-1) ?? Number.NaN,
        firstP50Ms: percentile(
          [...firstMs].sort((a, b) => a - b),
          50,
        ),
        triggerP50Ms: percentile(posts, 50),
        incomplete,
        openSeconds,
      })
      const last = sizes.at(-1)!
      log(
        `fan-out: ${size} sockets: last p50 ${last.p50Ms.toFixed(1)} ms, p99 ${last.p99Ms.toFixed(1)} ms; first p50 ${last.firstP50Ms.toFixed(1)} ms; trigger p50 ${last.triggerP50Ms.toFixed(1)} ms; ${incomplete} incomplete`,
      )
    }
  } finally {
    // Wait for every close to finish (the room drops each session's registry row as its last
    // socket closes): left running, thousands of closes landed on the sections after this one.
    await Promise.race([
      Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((done) => {
              if (ws.readyState === WebSocket.CLOSED) return done()
              ws.once('close', () => done())
              ws.close(1000, 'bench over')
            }),
        ),
      ),
      new Promise((done) => setTimeout(done, CLOSE_TIMEOUT_MS)),
    ])
    await new Promise((done) => setTimeout(done, SETTLE_AFTER_CLOSE_MS))
    agent.destroy()
  }
  return { name: subject.name, mode, note, threadId, sizes }
}
