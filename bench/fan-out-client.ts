/**
 * The fan-out's measuring client, in a process of its own (fan-out.ts forks it): it opens the
 * sockets, posts each marker and times it to the last socket. Run inside the bench's own process,
 * the client's garbage collections (its heap holds Miniflare, the seed and the results; marking
 * it took 7–24 ms) landed inside the publishes being timed: of the publishes over 45 ms, 15 of 16
 * overlapped one of the client's own collections, none of which is the server's latency. Here the
 * heap holds little more than the sockets, and its young generation is large enough
 * (`--max-semi-space-size`, set by the fork) that a publish's garbage rarely triggers a collection.
 *
 * Self-contained (node: modules and `ws` only), so it runs without the bench's resolve hook.
 * Parent → child: one `ClientJob` message. Child → parent: `ClientMessage`s, then it exits.
 */
import { Agent, request } from 'node:http'
import { WebSocket } from 'ws'

/** Where the marker goes in the POST's body (a JSON text). */
export const MARKER_SLOT = '@@fan-out-marker@@'

export type ClientJob = {
  socketUrl: string
  socketHeaders: Record<string, string>
  postUrl: string
  postHeaders: Record<string, string>
  /** The POST's JSON body with MARKER_SLOT where the marker goes. */
  postBody: string
  sizes: readonly number[]
  repeats: number
  warmup: number
  openConcurrency: number
  timeoutMs: number
  closeTimeoutMs: number
  settleAfterCloseMs: number
}

/** One size's raw timings (ms from the POST leaving), warm-up excluded. */
export type ClientSize = {
  sockets: number
  lastMs: number[]
  firstMs: number[]
  postMs: number[]
  incomplete: number
  openSeconds: number
}

export type ClientMessage =
  | { type: 'log'; line: string }
  | { type: 'size'; size: ClientSize }
  | { type: 'done' }
  | { type: 'failed'; message: string }

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
 * undici WebSocket: it hands over raw buffers without building a DOM event per message.
 */
const openSocket = (job: ClientJob, watch: Watch) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(job.socketUrl, {
      headers: job.socketHeaders,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    })
    const timer = setTimeout(
      () => reject(new Error('no ready message within the timeout')),
      job.timeoutMs,
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

const openMany = async (job: ClientJob, count: number, watch: Watch, into: WebSocket[]) => {
  let next = 0
  const opener = async () => {
    while (next < count) {
      next += 1
      into.push(await openSocket(job, watch))
    }
  }
  await Promise.all(Array.from({ length: job.openConcurrency }, opener))
}

/** POST the marker; resolves with the status and the start of the body (for a failure's message). */
const post = (job: ClientJob, agent: Agent, marker: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const payload = job.postBody.replace(MARKER_SLOT, marker)
    const req = request(
      job.postUrl,
      {
        method: 'POST',
        agent,
        headers: {
          ...job.postHeaders,
          origin: new URL(job.postUrl).origin,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', fail)
      },
    )
    req.setTimeout(job.timeoutMs, () => req.destroy(new Error('the POST timed out')))
    req.on('error', fail)
    req.end(payload)
  })

const run = async (job: ClientJob, say: (message: ClientMessage) => void) => {
  const watch = new Watch()
  const sockets: WebSocket[] = []
  const agent = new Agent({ keepAlive: true })
  try {
    for (const size of job.sizes) {
      const opening = performance.now()
      await openMany(job, size - sockets.length, watch, sockets)
      const openSeconds = (performance.now() - opening) / 1000
      say({ type: 'log', line: `${sockets.length} sockets open (${openSeconds.toFixed(1)} s)` })
      const result: ClientSize = {
        sockets: size,
        lastMs: [],
        firstMs: [],
        postMs: [],
        incomplete: 0,
        openSeconds,
      }
      for (let i = 0; i < job.warmup + job.repeats; i += 1) {
        const marker = `fan-out ${size} #${i} ${Math.random().toString(36).slice(2)}`
        const all = watch.arm(marker, sockets.length)
        const started = performance.now()
        let postMs = 0
        const sent = post(job, agent, marker).then((reply) => {
          postMs = performance.now() - started
          if (reply.status !== 201)
            throw new Error(`POST answered ${reply.status}: ${reply.body.slice(0, 120)}`)
        })
        let timer: ReturnType<typeof setTimeout> | undefined
        const timedOut = await Promise.race([
          all.then(() => false),
          new Promise<boolean>((r) => (timer = setTimeout(() => r(true), job.timeoutMs))),
        ])
        clearTimeout(timer)
        await sent
        if (i < job.warmup) continue
        result.postMs.push(postMs)
        if (timedOut) {
          result.incomplete += 1
          say({
            type: 'log',
            line: `${watch.missing()} of ${sockets.length} sockets never got #${i}`,
          })
        } else {
          result.lastMs.push(watch.last - started)
          result.firstMs.push(watch.first - started)
        }
      }
      say({ type: 'size', size: result })
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
      new Promise((done) => setTimeout(done, job.closeTimeoutMs)),
    ])
    await new Promise((done) => setTimeout(done, job.settleAfterCloseMs))
    agent.destroy()
  }
}

// Forked by fan-out.ts: wait for the job, run it, report, exit. (Imported for its types, nothing runs.)
if (process.argv[1] === import.meta.filename && process.send) {
  const say = (message: ClientMessage) => process.send!(message)
  process.once('message', (job: ClientJob) => {
    run(job, say)
      .then(() => say({ type: 'done' }))
      .catch((error: unknown) =>
        say({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => process.disconnect())
  })
}
