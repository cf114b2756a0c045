import { Agent, request } from 'node:http'
import { cpuMicros } from './proc'

/** What a client sends: a GET, or a write with a JSON body (sent same-origin, as the SPA does). */
export type Call = { url: URL; headers: Record<string, string>; method?: string; body?: unknown }

export type RoundOptions = {
  call: Call
  concurrency: number
  durationMs: number
  /** Hard cap on requests in one round, whatever the speed. */
  maxRequests: number
  timeoutMs: number
  /** workerd processes whose CPU time the round is charged. */
  serverPids: number[]
  /** The status a good answer has (a refusal may be the behaviour under test); default: any below 400. */
  expectedStatus?: number
}

export type Round = {
  requests: number
  failures: number
  seconds: number
  latenciesMs: number[]
  serverCpuMicros: number
  clientCpuMicros: number
  /** x-d1-round-trips header value → how many responses carried it ('none' when absent). */
  roundTrips: Record<string, number>
  statuses: Record<string, number>
}

type Reply = { status: number; roundTrips: string; body: string }

/** One request over a keep-alive agent; the body is read to the end (and kept only when asked). */
export const send = (call: Call, agent: Agent, timeoutMs: number, keepBody = false) =>
  new Promise<Reply>((done, fail) => {
    const method = call.method ?? 'GET'
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body)
    const headers = {
      ...call.headers,
      ...(method === 'GET' ? {} : { origin: call.url.origin }),
      ...(payload === undefined
        ? {}
        : {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
    }
    const req = request(call.url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk))
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          roundTrips: String(res.headers['x-d1-round-trips'] ?? 'none'),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', fail)
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)))
    req.on('error', fail)
    req.end(payload)
  })

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/** `concurrency` clients each sending the next request as soon as the last one answers, for `durationMs`. */
export const runRound = async (options: RoundOptions): Promise<Round> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency })
  const latenciesMs: number[] = []
  const roundTrips: Record<string, number> = {}
  const statuses: Record<string, number> = {}
  let failures = 0
  let issued = 0
  const serverBefore = cpuMicros(options.serverPids)
  const clientBefore = process.cpuUsage()
  const started = performance.now()
  const deadline = started + options.durationMs
  const client = async () => {
    while (performance.now() < deadline && issued < options.maxRequests) {
      issued += 1
      const sent = performance.now()
      try {
        const reply = await send(options.call, agent, options.timeoutMs)
        latenciesMs.push(performance.now() - sent)
        bump(statuses, String(reply.status))
        bump(roundTrips, reply.roundTrips)
        if (
          options.expectedStatus === undefined
            ? reply.status >= 400
            : reply.status !== options.expectedStatus
        )
          failures += 1
      } catch {
        failures += 1
        bump(statuses, 'error')
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  const serverCpu = cpuMicros(options.serverPids) - serverBefore
  const clientCpu = process.cpuUsage(clientBefore)
  agent.destroy()
  return {
    requests: latenciesMs.length,
    failures,
    seconds,
    latenciesMs,
    serverCpuMicros: serverCpu,
    clientCpuMicros: clientCpu.user + clientCpu.system,
    roundTrips,
    statuses,
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Several rounds of one endpoint folded together. */
export type Summary = {
  requests: number
  failures: number
  rps: number
  p50Ms: number
  p99Ms: number
  cpuMicrosPerRequest: number
  clientCpuMicrosPerRequest: number
  roundTrips: Record<string, number>
  statuses: Record<string, number>
}

export const summarize = (rounds: Round[]): Summary => {
  const sorted = rounds.flatMap((r) => r.latenciesMs).sort((a, b) => a - b)
  const requests = rounds.reduce((n, r) => n + r.requests, 0)
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0)
  const merge = (pick: (r: Round) => Record<string, number>) => {
    const merged: Record<string, number> = {}
    for (const round of rounds)
      for (const [k, v] of Object.entries(pick(round))) merged[k] = (merged[k] ?? 0) + v
    return merged
  }
  const perRequest = (total: number) => (requests === 0 ? 0 : total / requests)
  return {
    requests,
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    rps: seconds === 0 ? 0 : requests / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    cpuMicrosPerRequest: perRequest(rounds.reduce((n, r) => n + r.serverCpuMicros, 0)),
    clientCpuMicrosPerRequest: perRequest(rounds.reduce((n, r) => n + r.clientCpuMicros, 0)),
    roundTrips: merge((r) => r.roundTrips),
    statuses: merge((r) => r.statuses),
  }
}
