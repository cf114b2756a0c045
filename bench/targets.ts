import type { BundleReport } from './bundle-size'
import type { EndpointResult } from './results'
import type { ExplainResult } from './explain'
import type { FanOutResult, FanOutSize } from './fan-out'
import { COLD_LOAD_RTT_MS, type ColdLoadRoute } from './cold-load'

/** The issue's targets, as ratios to the trivial route measured in the same run. */
export const LIMITS = {
  minRpsRatio: 0.2,
  maxCpuRatio: 5,
  maxP99Ratio: 4,
  /**
   * The entry, the runtime, the vendor chunk and the common chunk: everything the shell and the
   * five first screens import (vite.config.ts, scripts/shell-modules.ts), so a first screen needs
   * no other JS. About 215 KiB: vendor ~189 (React, the router, TanStack Query, the Mantine
   * components and icons those screens use), common ~28. Until issue 11 this was 124 KiB, with the
   * rest spread over some 50 lazy chunks that the first screen fetched anyway, six at a time; then
   * 347 KiB when `vendor` and `common` took every screen's shared code, forms and editors included.
   */
  initialJsGzipBytes: 320 * 1024,
  lazyChunkGzipBytes: 30 * 1024,
  workerBytes: 1024 * 1024,
}

/**
 * Heavy widgets' libraries, split into named chunks by vite.config.ts and fetched only when the
 * widget opens (never on the home route): each has its own budget instead of the 30 KiB one.
 * FullCalendar ~61 KiB and the TipTap editor ~130 KiB gzipped today.
 */
export const VENDOR_CHUNK_BUDGETS: Record<string, number> = {
  'vendor-fullcalendar': 70 * 1024,
  // The lazy rich-text field: TipTap, ProseMirror and Mantine's editor toolbar.
  'rich-text-field': 145 * 1024,
  // Mantine's date pickers, for the editors (about 20 KiB).
  'vendor-dates': 30 * 1024,
  // Mantine's charts and recharts, for the admin's statistics screen only (about 140 KiB).
  'vendor-charts': 150 * 1024,
  // What forms need and no first screen does (vite.config.ts): zod, react-hook-form, Mantine's
  // other inputs, the dropzone (about 99 KiB), fetched with the first form a member opens.
  'vendor-forms': 110 * 1024,
  // App code that two or more screens share and no first screen needs: editors, admin lists,
  // their schemas (about 39 KiB).
  shared: 45 * 1024,
}

const vendorOf = (file: string) =>
  Object.keys(VENDOR_CHUNK_BUDGETS).find((name) => file.split('/').pop()!.startsWith(`${name}-`))

export type Target = { name: string; pass: boolean; detail: string }

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const times = (ratio: number) => `${ratio.toFixed(2)}x`

export const endpointTargets = (result: EndpointResult): Target[] => {
  const { ratios, summary, endpoint } = result
  const observed = Object.keys(summary.roundTrips).map((k) =>
    k === 'none' ? Number.POSITIVE_INFINITY : Number(k),
  )
  const worst = Math.max(...observed)
  const errors: Target = {
    name: `${endpoint.name}: no errors`,
    pass: summary.failures === 0,
    detail: `${summary.failures} of ${summary.requests + summary.failures} failed; statuses ${JSON.stringify(summary.statuses)}`,
  }
  const budget: Target = {
    name: `${endpoint.name}: D1 round trips <= ${endpoint.roundTrips}`,
    pass: worst <= endpoint.roundTrips,
    detail: `saw ${Object.keys(summary.roundTrips).join(', ')} (${endpoint.budgetNote})`,
  }
  // The speed ratios are targets for read endpoints; writes are held to their round trips.
  if (endpoint.method) return [errors, budget]
  return [
    errors,
    {
      name: `${endpoint.name}: req/s >= ${LIMITS.minRpsRatio}x trivial`,
      pass: ratios.rps >= LIMITS.minRpsRatio,
      detail: times(ratios.rps),
    },
    {
      name: `${endpoint.name}: CPU/req <= ${LIMITS.maxCpuRatio}x trivial`,
      pass: ratios.cpu <= LIMITS.maxCpuRatio,
      detail: times(ratios.cpu),
    },
    {
      name: `${endpoint.name}: p99 <= ${LIMITS.maxP99Ratio}x trivial`,
      pass: ratios.p99 <= LIMITS.maxP99Ratio,
      detail: times(ratios.p99),
    },
    budget,
  ]
}

export const explainTargets = (results: ExplainResult[]): Target[] =>
  results.map((r) => ({
    name: `query plan: ${r.domain} / ${r.name}`,
    pass: r.problems.length === 0,
    detail:
      r.problems.length === 0
        ? r.plan.map((l) => l.trim()).join('; ')
        : `${r.problems.join('; ')} — plan: ${r.plan.map((l) => l.trim()).join('; ')}`,
  }))

export const bundleTargets = (bundles: BundleReport): Target[] => {
  const budgetOf = (file: string) => {
    const vendor = vendorOf(file)
    return vendor ? VENDOR_CHUNK_BUDGETS[vendor]! : LIMITS.lazyChunkGzipBytes
  }
  const tooBig = bundles.lazy.filter((c) => c.gzipBytes > budgetOf(c.file))
  const vendorInInitial = bundles.initial.filter((c) => vendorOf(c.file))
  return [
    {
      name: `home route initial JS <= ${kib(LIMITS.initialJsGzipBytes)} gzipped`,
      pass: bundles.initialGzipBytes <= LIMITS.initialJsGzipBytes,
      detail: `${kib(bundles.initialGzipBytes)} in ${bundles.initial.length} file(s), found by ${bundles.method}`,
    },
    {
      name: 'heavy widget libraries stay out of the home route',
      pass: vendorInInitial.length === 0,
      detail:
        vendorInInitial.length === 0
          ? `${Object.keys(VENDOR_CHUNK_BUDGETS).join(', ')} load on demand`
          : vendorInInitial.map((c) => c.file).join(', '),
    },
    {
      name: `every lazy chunk <= ${kib(LIMITS.lazyChunkGzipBytes)} gzipped (vendor chunks: ${Object.entries(
        VENDOR_CHUNK_BUDGETS,
      )
        .map(([n, b]) => `${n} <= ${kib(b)}`)
        .join(', ')})`,
      pass: tooBig.length === 0,
      detail:
        bundles.lazy.length === 0
          ? 'no lazy chunks yet (nothing is split from the entry)'
          : tooBig.length === 0
            ? `${bundles.lazy.length} chunks, largest ${bundles.largestLazy!.file} ${kib(bundles.largestLazy!.gzipBytes)}`
            : tooBig.map((c) => `${c.file} ${kib(c.gzipBytes)}`).join(', '),
    },
    {
      name: `worker entry module <= ${kib(LIMITS.workerBytes)} (raw; parsed at every cold start)`,
      pass: bundles.worker.bytes <= LIMITS.workerBytes,
      detail: `${kib(bundles.worker.bytes)} raw, ${kib(bundles.worker.gzipBytes)} gzipped`,
    },
  ]
}

/** Issue 4: one reply reaches every open socket of a thread quickly, and the cost grows about linearly. */
export const FAN_OUT_LIMITS = { p99Ms: 50, allReachedMs: 35, growth3000: 3.5 }

/**
 * `label` tells a second fan-out's targets apart ('message ': a group message thread's); `floor`,
 * the bare runtime's fan-out (fan-out-floor.ts), is shown beside each figure.
 */
export const fanOutTargets = (
  result: FanOutResult | null,
  label = '',
  floor: FanOutResult | null = null,
): Target[] => {
  if (!result) return []
  const bare = (size: number, pick: (s: FanOutSize) => number) => {
    const s = floor?.sizes.find((f) => f.sockets === size)
    return s ? ` (bare runtime: ${pick(s).toFixed(1)} ms)` : ''
  }
  const [small, large] = [
    result.sizes.find((s) => s.sockets === 1_000),
    result.sizes.find((s) => s.sockets === 3_000),
  ]
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const targets: Target[] = []
  if (small) {
    targets.push(
      {
        name: `${label}fan-out to 1,000 sockets: every repeat reaches all of them, p99 <= ${FAN_OUT_LIMITS.p99Ms} ms`,
        pass: small.incomplete === 0 && small.p99Ms <= FAN_OUT_LIMITS.p99Ms,
        detail: `p99 ${ms(small.p99Ms)}${bare(1_000, (s) => s.p99Ms)}, max ${ms(small.maxMs)}, ${small.incomplete} of ${small.repeats} incomplete; POST → last socket`,
      },
      {
        name: `${label}fan-out to 1,000 sockets: all reached within ${FAN_OUT_LIMITS.allReachedMs} ms (p50)`,
        pass: small.incomplete === 0 && small.p50Ms <= FAN_OUT_LIMITS.allReachedMs,
        detail: `p50 ${ms(small.p50Ms)}${bare(1_000, (s) => s.p50Ms)}; the first socket had it at ${ms(small.firstP50Ms)}, the POST answered at ${ms(small.triggerP50Ms)} (p50)`,
      },
    )
  }
  if (small && large) {
    const growth = large.p50Ms / small.p50Ms
    targets.push({
      name: `${label}fan-out to 3,000 sockets takes <= ${FAN_OUT_LIMITS.growth3000}x as long as to 1,000`,
      pass: large.incomplete === 0 && growth <= FAN_OUT_LIMITS.growth3000,
      detail: `${times(growth)}: p50 ${ms(large.p50Ms)} vs ${ms(small.p50Ms)}; 3,000 p99 ${ms(large.p99Ms)}, ${large.incomplete} of ${large.repeats} incomplete`,
    })
  }
  return targets
}

/** Issue 11's first-screen goals, on the cold-load network (bench/cold-load.ts). */
export const COLD_LOAD_LIMITS = { lcpMs: 1200, warmLcpMs: 600, jsRequests: 25, criticalDepth: 4 }

export const coldLoadTargets = (routes: ColdLoadRoute[] | null): Target[] =>
  (routes ?? []).flatMap((r) => {
    const name = `cold load ${r.route} (${r.path}) as ${r.as}`
    const firstApiLimit = r.cold.htmlMs + COLD_LOAD_RTT_MS
    return [
      {
        name: `${name}: LCP ≤ ${COLD_LOAD_LIMITS.lcpMs} ms cold, ≤ ${COLD_LOAD_LIMITS.warmLcpMs} ms warm`,
        pass: r.cold.lcpMs <= COLD_LOAD_LIMITS.lcpMs && r.warm.lcpMs <= COLD_LOAD_LIMITS.warmLcpMs,
        detail: `cold ${r.cold.lcpMs.toFixed(0)} ms, warm ${r.warm.lcpMs.toFixed(0)} ms, floor ${r.floorMs.toFixed(0)} ms`,
      },
      {
        name: `${name}: first data request within one round trip of the HTML`,
        pass: r.cold.firstApiMs === null || r.cold.firstApiMs <= firstApiLimit,
        detail:
          r.cold.firstApiMs === null
            ? `no /api request before the paint: the shell carried what the screen needed${r.cold.firstApiPath ? ` (later: ${r.cold.firstApiPath})` : ''}`
            : `HTML done at ${r.cold.htmlMs.toFixed(0)} ms, ${r.cold.firstApiPath} at ${r.cold.firstApiMs.toFixed(0)} ms (limit ${firstApiLimit.toFixed(0)})`,
      },
      {
        name: `${name}: ≤ ${COLD_LOAD_LIMITS.jsRequests} JS requests, critical path ≤ ${COLD_LOAD_LIMITS.criticalDepth} deep`,
        pass:
          r.cold.jsRequests <= COLD_LOAD_LIMITS.jsRequests &&
          (r.cold.criticalDepth ?? 0) <= COLD_LOAD_LIMITS.criticalDepth,
        detail: `${r.cold.jsRequests} JS requests, depth ${r.cold.criticalDepth ?? '— (no /api request before the paint)'}`,
      },
    ]
  })
