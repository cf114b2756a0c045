import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { BundleReport } from './bundle-size'
import type { Endpoint } from './endpoints'
import type { ExplainResult } from './explain'
import type { Summary } from './load'
import { kib, type Target } from './targets'

export type Ratios = { rps: number; cpu: number; p99: number }

export type EndpointResult = {
  endpoint: Pick<Endpoint, 'name' | 'path' | 'as' | 'method' | 'roundTrips' | 'budgetNote'>
  summary: Summary
  /** The trivial route's rounds run just before this endpoint's, which its ratios divide by. */
  trivial: Summary
  ratios: Ratios
}

/** An endpoint that answered wrongly when checked, so was not loaded. */
export type BrokenEndpoint = Pick<Endpoint, 'name' | 'path' | 'as'> & { problem: string }

export type Results = {
  startedAt: string
  seconds: number
  /** loadAverage: the 1-minute load before and after; well above `cpus` means other work shared the machine. */
  machine: { cpus: number; node: string; platform: string; loadAverage: [number, number] }
  settings: { concurrency: number; rounds: number; roundMs: number }
  seed: { seconds: number; rows: Record<string, number> }
  spa: { path: string; status: number; shell: boolean; start: string }[]
  trivial: Summary
  endpoints: EndpointResult[]
  broken: BrokenEndpoint[]
  explain: ExplainResult[]
  bundles: BundleReport
  targets: Target[]
  regressions: string[]
}

export type Baseline = {
  createdAt: string
  endpoints: Record<string, Ratios>
  bundles: { initialGzipBytes: number; largestLazyGzipBytes: number; workerBytes: number }
}

/** Ratios may drift this much from the baseline before they are flagged (machine noise is real). */
export const RATIO_TOLERANCE = 0.25
/** Tail latency is the noisiest ratio on a shared machine. */
export const P99_TOLERANCE = 0.5
/** Sizes are deterministic: a smaller tolerance. */
export const SIZE_TOLERANCE = 0.1

const round3 = (n: number) => Math.round(n * 1000) / 1000

export const toBaseline = (results: Results): Baseline => ({
  createdAt: results.startedAt,
  endpoints: Object.fromEntries(
    results.endpoints.map(({ endpoint, ratios }) => [
      endpoint.name,
      { rps: round3(ratios.rps), cpu: round3(ratios.cpu), p99: round3(ratios.p99) },
    ]),
  ),
  bundles: {
    initialGzipBytes: results.bundles.initialGzipBytes,
    largestLazyGzipBytes: results.bundles.largestLazy?.gzipBytes ?? 0,
    workerBytes: results.bundles.worker.bytes,
  },
})

export const readBaseline = (path: string): Baseline | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Baseline) : null

/** Changes for the worse beyond the tolerances; endpoints new since the baseline are skipped. */
export const compareWithBaseline = (results: Results, baseline: Baseline) => {
  const found: string[] = []
  const pct = (now: number, then: number) => `${(((now - then) / then) * 100).toFixed(0)}%`
  for (const { endpoint, ratios } of results.endpoints) {
    const then = baseline.endpoints[endpoint.name]
    if (!then) continue
    if (ratios.rps < then.rps * (1 - RATIO_TOLERANCE))
      found.push(
        `${endpoint.name}: req/s ratio ${then.rps.toFixed(2)} → ${ratios.rps.toFixed(2)} (${pct(ratios.rps, then.rps)})`,
      )
    if (ratios.cpu > then.cpu * (1 + RATIO_TOLERANCE))
      found.push(
        `${endpoint.name}: CPU ratio ${then.cpu.toFixed(2)} → ${ratios.cpu.toFixed(2)} (+${pct(ratios.cpu, then.cpu)})`,
      )
    if (ratios.p99 > then.p99 * (1 + P99_TOLERANCE))
      found.push(
        `${endpoint.name}: p99 ratio ${then.p99.toFixed(2)} → ${ratios.p99.toFixed(2)} (+${pct(ratios.p99, then.p99)})`,
      )
  }
  const sizes: [string, number, number][] = [
    [
      'home route initial JS (gzip)',
      results.bundles.initialGzipBytes,
      baseline.bundles.initialGzipBytes,
    ],
    [
      'largest lazy chunk (gzip)',
      results.bundles.largestLazy?.gzipBytes ?? 0,
      baseline.bundles.largestLazyGzipBytes,
    ],
    ['worker entry module (raw)', results.bundles.worker.bytes, baseline.bundles.workerBytes],
  ]
  for (const [name, now, then] of sizes) {
    if (then > 0 && now > then * (1 + SIZE_TOLERANCE))
      found.push(`${name}: ${kib(then)} → ${kib(now)} (+${pct(now, then)})`)
  }
  return found
}

const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const row = (name: string, s: Summary, r: Ratios | null, budget: string) =>
  `| ${name} | ${fixed(s.rps)} | ${fixed(s.p50Ms, 2)} | ${fixed(s.p99Ms, 2)} | ${fixed(s.cpuMicrosPerRequest)} | ${r ? `${r.rps.toFixed(2)}x` : '1x'} | ${r ? `${r.cpu.toFixed(2)}x` : '1x'} | ${r ? `${r.p99.toFixed(2)}x` : '1x'} | ${Object.keys(s.roundTrips).join(', ')} | ${budget} |`

export const toMarkdown = (results: Results) => {
  const { settings, machine, bundles } = results
  const lines = [
    `# Guildhall bench, ${results.startedAt}`,
    '',
    `${machine.cpus} CPUs (load average ${machine.loadAverage.map((n) => n.toFixed(1)).join(' → ')}), Node ${machine.node}, ${machine.platform}; concurrency ${settings.concurrency}; ${settings.rounds} rounds of ${settings.roundMs} ms per endpoint, each after a round of the trivial route. Ratios divide by those trivial rounds. CPU is workerd's (the worker and D1) per request.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | CPU µs/req | × req/s | × CPU | × p99 | D1 round trips seen | budget |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    row(`GET /api/heartbeat (trivial, all rounds)`, results.trivial, null, '0'),
    ...results.endpoints.map((e) =>
      row(
        e.endpoint.name,
        e.summary,
        e.ratios,
        `${e.endpoint.roundTrips} (${e.endpoint.budgetNote})`,
      ),
    ),
    '',
    '| bundle | raw | gzip -9 |',
    '|---|--:|--:|',
    `| home route initial JS (${bundles.initial.map((c) => c.file).join(', ')}) | ${kib(bundles.initial.reduce((n, c) => n + c.bytes, 0))} | ${kib(bundles.initialGzipBytes)} |`,
    `| home route CSS, not in the JS target (${bundles.initialCss.map((c) => c.file).join(', ') || 'none'}) | ${kib(bundles.initialCss.reduce((n, c) => n + c.bytes, 0))} | ${kib(bundles.initialCss.reduce((n, c) => n + c.gzipBytes, 0))} |`,
    `| largest lazy chunk (${bundles.largestLazy?.file ?? 'none'}; ${bundles.lazy.length} lazy chunks) | ${kib(bundles.largestLazy?.bytes ?? 0)} | ${kib(bundles.largestLazy?.gzipBytes ?? 0)} |`,
    `| worker entry (${bundles.worker.files.map((c) => c.file).join(', ')}) | ${kib(bundles.worker.bytes)} | ${kib(bundles.worker.gzipBytes)} |`,
    ...bundles.worker.lazy.map(
      (c) =>
        `| worker module loaded on demand (${c.file}) | ${kib(c.bytes)} | ${kib(c.gzipBytes)} |`,
    ),
    '',
    `Seeded in ${results.seed.seconds.toFixed(2)} s: ${Object.entries(results.seed.rows)
      .map(([t, n]) => `${t} ${fixed(n)}`)
      .join(', ')}.`,
    '',
    '## Targets',
    '',
    '| target | result | detail |',
    '|---|---|---|',
    ...results.targets.map(
      (t) => `| ${t.name} | ${t.pass ? 'PASS' : '**FAIL**'} | ${t.detail.replaceAll('|', '\\|')} |`,
    ),
    '',
    '## Regressions against bench/baseline.json',
    '',
    ...(results.regressions.length === 0
      ? ['None beyond the tolerances.']
      : results.regressions.map((r) => `- ${r}`)),
    '',
    '## Query plans',
    '',
    ...results.explain.flatMap((e) => [
      `**${e.domain} / ${e.name}**${e.problems.length ? ` — FAIL: ${e.problems.join('; ')}` : ''}`,
      '',
      '```',
      ...e.plan,
      '```',
      '',
    ]),
  ]
  return lines.join('\n')
}

export const writeResults = (dir: string, results: Results) => {
  writeFileSync(
    `${dir}/results.json`,
    `${JSON.stringify(results, (key, value: unknown) => (key === 'latenciesMs' ? undefined : value), 2)}\n`,
  )
  writeFileSync(`${dir}/results.md`, toMarkdown(results))
}
