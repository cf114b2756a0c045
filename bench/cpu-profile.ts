/**
 * `npm run bench -- --profile [--only <text>]`: where workerd's CPU goes under the bench's load.
 * workerd is started with its inspector, and for each endpoint every isolate it lists (the worker,
 * and the internal ones local D1 and the Durable Objects run in) is sampled with the DevTools
 * protocol's Profiler while the endpoint is loaded for a few seconds. The samples are folded into
 * phases (routing, session, validation, D1 call, SQLite, row mapping, JSON, rendering the answer…)
 * by the innermost frame of each stack that a rule recognises, and into the top functions by self
 * time. Native work (SQLite inside D1's `exec`, JSON.parse) is charged to the JS frame that called
 * it, which is what makes the phases readable. Not part of the targets: a tuning aid, and the
 * source of the profile table in the closing notes.
 */

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number; children?: number[] }
type Profile = {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

type Target = { id: string; title: string; url: string; webSocketDebuggerUrl: string }

/** A DevTools session over Node's own WebSocket: send a method, await its result. */
const connect = async (url: string) => {
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`inspector: cannot open ${url}`)), {
      once: true,
    })
  })
  let nextId = 1
  const waiting = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  })
  return {
    call: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve) => {
        const id = nextId++
        waiting.set(id, (result) => resolve(result as T))
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

/**
 * Phases by frame: the first rule (in this order) that matches a frame, looking from the leaf of
 * each sample's stack towards its root. Function names survive the worker build (it is not minified).
 */
const PHASES: [phase: string, test: (frame: CallFrame) => boolean][] = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['JSON parse/stringify', (f) => /^(parse|stringify)$/.test(f.functionName) && f.url === ''],
  [
    'row mapping (drizzle)',
    (f) => /mapResultRow|mapRelationalRow|mapFromDriverValue/.test(f.functionName),
  ],
  [
    'SQL building (drizzle)',
    (f) => /buildQueryFromSourceParams|toSQL|sqlToQuery|buildSelectQuery/.test(f.functionName),
  ],
  [
    'D1 client (binding call)',
    (f) =>
      /^(batch|_sendOrIgnore|_send|fetch)$/.test(f.functionName) && /cloudflare|d1/i.test(f.url),
  ],
  ['validation (zod)', (f) => /zod|_parse|safeParse|_zod/.test(f.url + f.functionName)],
  [
    'session (authenticate)',
    (f) => /authenticate|loadSession|sessionQueries|hashToken|digest/.test(f.functionName),
  ],
  ['routing (hono)', (f) => /dispatch|compose|match|Hono|router/i.test(f.functionName)],
]

export type ProfileSummary = {
  endpoint: string
  requests: number
  /** Per isolate: sampled time not idle (ms), over the whole profile. */
  isolates: { isolate: string; busyMs: number }[]
  /** Phases of our worker's isolate (the D1 and asset isolates are listed whole above). */
  phases: { phase: string; ms: number; share: number }[]
  top: { fn: string; isolate: string; ms: number; share: number }[]
}

const frameName = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'}${f.url ? ` ${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''}`

/** Self time by node, then by phase (innermost recognised frame) and by function. */
const fold = (
  profiles: { isolate: string; profile: Profile }[],
  phaseMs: Map<string, number>,
  fnMs: Map<string, { isolate: string; ms: number }>,
  busyMs: Map<string, number>,
) => {
  for (const { isolate, profile } of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    for (const node of profile.nodes)
      for (const child of node.children ?? []) {
        const c = byId.get(child)
        if (c) c.parent = node.id
      }
    const phaseOf = new Map<number, string>()
    const classify = (id: number): string => {
      const known = phaseOf.get(id)
      if (known) return known
      let phase = 'other'
      const leaf = byId.get(id)!
      if (['(idle)', '(program)'].includes(leaf.callFrame.functionName))
        phase = leaf.callFrame.functionName
      else
        for (
          let at: ProfileNode | undefined = leaf;
          at;
          at = at.parent ? byId.get(at.parent) : undefined
        ) {
          const rule = PHASES.find(([, test]) => test(at!.callFrame))
          if (rule) {
            phase = rule[0]
            break
          }
        }
      phaseOf.set(id, phase)
      return phase
    }
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
      const node = byId.get(id)
      if (!node) return
      const phase = classify(id)
      if (phase === '(idle)') return
      busyMs.set(isolate, (busyMs.get(isolate) ?? 0) + ms)
      if (isolate === 'worker') phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + ms)
      const key = `${isolate}|${frameName(node.callFrame)}`
      const entry = fnMs.get(key) ?? { isolate, ms: 0 }
      entry.ms += ms
      fnMs.set(key, entry)
    })
  }
}

/** workerd titles targets "workerd: worker core:user:<name>" for ours, other prefixes for its own. */
const isolateName = (title: string) => {
  const name = title.replace(/^workerd: worker /, '')
  return name.startsWith('core:user:') ? 'worker' : name
}

/** Samples every isolate workerd's inspector lists while `load()` runs. */
export const profileWhile = async (
  inspectorPort: number,
  endpoint: string,
  load: () => Promise<{ requests: number }>,
): Promise<ProfileSummary> => {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)
  ).json()) as Target[]
  const sessions = await Promise.all(
    targets.map(async (t) => ({
      isolate: isolateName(t.title),
      session: await connect(t.webSocketDebuggerUrl.replace('localhost', '127.0.0.1')),
    })),
  )
  for (const { session } of sessions) {
    await session.call('Profiler.enable')
    await session.call('Profiler.setSamplingInterval', { interval: 200 })
    await session.call('Profiler.start')
  }
  const { requests } = await load()
  const profiles: { isolate: string; profile: Profile }[] = []
  for (const { isolate, session } of sessions) {
    const { profile } = await session.call<{ profile: Profile }>('Profiler.stop')
    profiles.push({ isolate, profile })
    session.close()
  }
  const phaseMs = new Map<string, number>()
  const fnMs = new Map<string, { isolate: string; ms: number }>()
  const busyMs = new Map<string, number>()
  fold(profiles, phaseMs, fnMs, busyMs)
  const workerBusy = busyMs.get('worker') ?? 0
  return {
    endpoint,
    requests,
    isolates: [...busyMs]
      .map(([isolate, ms]) => ({ isolate, busyMs: ms }))
      .sort((a, b) => b.busyMs - a.busyMs),
    phases: [...phaseMs]
      .map(([phase, ms]) => ({ phase, ms, share: ms / workerBusy }))
      .sort((a, b) => b.ms - a.ms),
    top: [...fnMs]
      .filter(([key]) => key.startsWith('worker|') || key.startsWith('d1:db|'))
      .map(([key, v]) => ({
        fn: key.slice(key.indexOf('|') + 1),
        isolate: v.isolate,
        ms: v.ms,
        share: v.ms / workerBusy,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20),
  }
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`

const perRequest = (ms: number, requests: number) =>
  requests === 0 ? '—' : `${((ms * 1000) / requests).toFixed(0)} µs`

export const profileTable = (summaries: ProfileSummary[]) =>
  summaries
    .map(
      (s) =>
        `\n### CPU profile: ${s.endpoint}\n\n${s.requests} requests. Busy time per request by isolate (samples that were not idle):\n\n| isolate | per request |\n|---|--:|\n${s.isolates
          .map((i) => `| ${i.isolate} | ${perRequest(i.busyMs, s.requests)} |`)
          .join(
            '\n',
          )}\n\nOur worker's busy time by phase:\n\n| phase | per request | share |\n|---|--:|--:|\n${s.phases
          .map((p) => `| ${p.phase} | ${perRequest(p.ms, s.requests)} | ${pct(p.share)} |`)
          .join(
            '\n',
          )}\n\nTop functions by self time (our worker and D1's object), share of our worker's busy time:\n\n| function | isolate | per request | share |\n|---|---|--:|--:|\n${s.top
          .map(
            (t) =>
              `| \`${t.fn}\` | ${t.isolate} | ${perRequest(t.ms, s.requests)} | ${pct(t.share)} |`,
          )
          .join('\n')}\n`,
    )
    .join('')
