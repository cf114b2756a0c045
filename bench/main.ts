import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureBundles } from './bundle-size'
import { countRows, readMigrations, runBatch, splitStatements, type BenchD1 } from './database'
import { ENDPOINTS, TRIVIAL, type Endpoint } from './endpoints'
import { runExplainChecks } from './explain'
import { COLD_LOAD_NAME, coldLoadTable, runColdLoad, type ColdLoadRoute } from './cold-load'
import { FAN_OUT_NAME, runFanOut, type FanOutResult } from './fan-out'
import { MESSAGE_FAN_OUT, MESSAGE_FAN_OUT_NAME } from './fan-out-messages'
import { runFanOutFloor } from './fan-out-floor'
import { runRound, summarize, type Round } from './load'
import { findDescendants } from './proc'
import { profileTable, profileWhile, type ProfileSummary } from './cpu-profile'
import { createServer } from 'node:net'
import {
  compareWithBaseline,
  readBaseline,
  toBaseline,
  writeResults,
  type BrokenEndpoint,
  type EndpointResult,
  type Results,
} from './results'
import { buildSeedSql, DOMAINS } from './seed/domains'
import { startServer, type BenchServer } from './server'
import { callFor, checkEndpoint, checkSpa } from './smoke'
import {
  bundleTargets,
  coldLoadTargets,
  endpointTargets,
  explainTargets,
  fanOutTargets,
  type Target,
} from './targets'

const BENCH = dirname(fileURLToPath(import.meta.url))
const ROOT = dirname(BENCH)
const WORK = join(BENCH, '.work')
const DIST_WORKER = join(ROOT, 'dist', 'guildhall')
const DIST_CLIENT = join(ROOT, 'dist', 'client')

const SETTINGS = {
  concurrency: 10,
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  roundMs: Number(process.env.BENCH_ROUND_MS ?? 2000),
  warmupMs: 500,
  maxRequestsPerRound: 100_000,
  timeoutMs: 10_000,
  /** Whatever happens, stop (and dispose of workerd) by then. */
  limitMs: 1_800_000,
}

/** A port nobody listens on now (for workerd's inspector). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

const log = (line: string) => console.log(`bench: ${line}`)

/** A fresh local D1: the migrations, then the one generated seed file (also kept in bench/.work/seed.sql). */
const prepareDatabase = async (server: BenchServer) => {
  const db = (await server.mf.getD1Database('DB')) as unknown as BenchD1
  for (const migration of readMigrations(join(ROOT, 'migrations')))
    await runBatch(db, migration.statements)
  const sql = buildSeedSql({ nowIso: new Date().toISOString() })
  writeFileSync(join(WORK, 'seed.sql'), sql)
  const started = performance.now()
  await runBatch(db, splitStatements(sql))
  const seconds = (performance.now() - started) / 1000
  const rows: Record<string, number> = {}
  for (const table of DOMAINS.flatMap((d) => d.tables)) rows[table] = await countRows(db, table)
  return { db, seed: { seconds, rows } }
}

/** Trivial, A, trivial, B, … repeated: machine noise lands on both sides of every ratio. */
const load = async (url: URL, serverPids: number[], endpoints: Endpoint[]) => {
  const round = (endpoint: Endpoint, durationMs: number) =>
    runRound({
      call: callFor(endpoint, url),
      concurrency: SETTINGS.concurrency,
      durationMs,
      maxRequests: SETTINGS.maxRequestsPerRound,
      timeoutMs: SETTINGS.timeoutMs,
      serverPids,
      expectedStatus: endpoint.status,
    })
  for (const endpoint of [TRIVIAL, ...endpoints]) await round(endpoint, SETTINGS.warmupMs)
  const trivialRounds = new Map<Endpoint, Round[]>(endpoints.map((e) => [e, []]))
  const endpointRounds = new Map<Endpoint, Round[]>(endpoints.map((e) => [e, []]))
  for (let r = 1; r <= SETTINGS.rounds; r += 1) {
    for (const endpoint of endpoints) {
      trivialRounds.get(endpoint)!.push(await round(TRIVIAL, SETTINGS.roundMs))
      endpointRounds.get(endpoint)!.push(await round(endpoint, SETTINGS.roundMs))
    }
    log(`round ${r} of ${SETTINGS.rounds} done`)
  }
  const results: EndpointResult[] = endpoints.map((endpoint) => {
    const summary = summarize(endpointRounds.get(endpoint)!)
    const trivial = summarize(trivialRounds.get(endpoint)!)
    const { expect: _expect, ...described } = endpoint
    return {
      endpoint: described,
      summary,
      trivial,
      ratios: {
        rps: summary.rps / trivial.rps,
        cpu: summary.cpuMicrosPerRequest / trivial.cpuMicrosPerRequest,
        p99: summary.p99Ms / trivial.p99Ms,
      },
    }
  })
  return { trivial: summarize([...trivialRounds.values()].flat()), endpoints: results }
}

const printTargets = (targets: Target[]) => {
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.name}  (${t.detail})`)
}

export const main = async (args: string[]): Promise<number> => {
  const startedAt = new Date()
  const updateBaseline = args.includes('--update-baseline')
  // `--only <text>`: load only the endpoints whose name contains it (a quick look while tuning one).
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  // `--profile`: instead of the measured rounds, a CPU profile of each endpoint (cpu-profile.ts).
  const profiling = args.includes('--profile')
  const loadBefore = loadavg()[0]!
  for (const path of [
    join(DIST_WORKER, 'wrangler.json'),
    join(DIST_WORKER, 'index.js'),
    join(DIST_CLIENT, 'index.html'),
  ]) {
    if (!existsSync(path))
      throw new Error(`${path} is missing: build first (\`npm run bench\` runs \`vite build\`)`)
  }
  rmSync(join(WORK, 'state'), { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })

  const bundles = measureBundles(DIST_CLIENT, DIST_WORKER)
  log(`starting workerd on the build in ${DIST_WORKER}`)
  const inspectorPort = profiling ? await freePort() : undefined
  const server = await startServer(
    join(DIST_WORKER, 'wrangler.json'),
    join(WORK, 'state'),
    inspectorPort,
  )
  const stop = () => void server.mf.dispose().finally(() => process.exit(130))
  process.once('SIGINT', stop)
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${SETTINGS.limitMs / 1000} s; stopping`)
    void server.mf.dispose().finally(() => process.exit(3))
  }, SETTINGS.limitMs)
  // The live fan-out runs with everything, or alone with `--only fan-out`.
  const runsFanOut = !only || FAN_OUT_NAME.includes(only)
  let fanOut: FanOutResult | null = null
  let fanOutProblem: string | null = null
  // The bare runtime's fan-out (fan-out-floor.ts), beside either of the app's.
  let fanOutFloor: FanOutResult | null = null
  // The messaging fan-out (a group thread) runs with everything, or alone with `--only message`.
  const runsMessageFanOut = !only || MESSAGE_FAN_OUT_NAME.includes(only)
  let messageFanOut: FanOutResult | null = null
  let messageFanOutProblem: string | null = null
  // The cold load in Chromium runs with everything, or alone with `--only cold`.
  const runsColdLoad = !only || COLD_LOAD_NAME.includes(only)
  let coldLoad: ColdLoadRoute[] | null = null
  let coldLoadProblem: string | null = null
  let measured: Omit<
    Results,
    'bundles' | 'targets' | 'regressions' | 'startedAt' | 'seconds' | 'machine' | 'settings'
  >
  try {
    const { db, seed } = await prepareDatabase(server)
    log(`seeded in ${seed.seconds.toFixed(2)} s: ${JSON.stringify(seed.rows)}`)
    const explain = await runExplainChecks(db, DOMAINS)
    for (const e of explain.filter((x) => x.problems.length > 0))
      log(`QUERY PLAN FAIL ${e.domain} / ${e.name}: ${e.problems.join('; ')}`)
    const spa = await checkSpa(server.url, SETTINGS.timeoutMs)
    const trivialProblem = await checkEndpoint(server.url, TRIVIAL, SETTINGS.timeoutMs)
    if (trivialProblem)
      throw new Error(`the trivial route is broken, nothing to compare with: ${trivialProblem}`)
    const broken: BrokenEndpoint[] = []
    const working: Endpoint[] = []
    for (const endpoint of ENDPOINTS.filter((e) => !only || e.name.includes(only))) {
      const problem = await checkEndpoint(server.url, endpoint, SETTINGS.timeoutMs)
      if (problem)
        broken.push({ name: endpoint.name, path: endpoint.path, as: endpoint.as, problem })
      else working.push(endpoint)
    }
    for (const b of broken) log(`NOT LOADED ${b.name}: ${b.problem}`)
    // The fan-out's targets are absolute times: it runs first, on a server not yet worn by the load
    // rounds (after them a run once stalled on a POST until the watchdog fired).
    if (profiling && inspectorPort) {
      const summaries: ProfileSummary[] = []
      for (const endpoint of working) {
        log(`profiling ${endpoint.name}`)
        summaries.push(
          await profileWhile(inspectorPort, endpoint.name, () =>
            runRound({
              call: callFor(endpoint, server.url),
              concurrency: SETTINGS.concurrency,
              durationMs: 4000,
              maxRequests: SETTINGS.maxRequestsPerRound,
              timeoutMs: SETTINGS.timeoutMs,
              serverPids: [],
              expectedStatus: endpoint.status,
            }),
          ),
        )
      }
      writeFileSync(
        join(BENCH, 'profile.md'),
        `# CPU profiles, ${startedAt.toISOString()}\n${profileTable(summaries)}`,
      )
      log('wrote bench/profile.md')
      return 0
    }
    if (runsFanOut) {
      try {
        fanOut = await runFanOut(server, db, log)
      } catch (error) {
        fanOutProblem = error instanceof Error ? error.message : String(error)
        log(`fan-out FAILED: ${fanOutProblem}`)
      }
    }
    if (runsMessageFanOut) {
      try {
        messageFanOut = await runFanOut(server, db, log, MESSAGE_FAN_OUT)
      } catch (error) {
        messageFanOutProblem = error instanceof Error ? error.message : String(error)
        log(`message fan-out FAILED: ${messageFanOutProblem}`)
      }
    }
    if (runsFanOut || runsMessageFanOut) {
      try {
        fanOutFloor = await runFanOutFloor(join(DIST_WORKER, 'wrangler.json'), db, log)
      } catch (error) {
        log(`fan-out floor FAILED: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    if (runsColdLoad) {
      try {
        coldLoad = await runColdLoad(server, db, log)
      } catch (error) {
        coldLoadProblem = error instanceof Error ? error.message : String(error)
        log(`cold load FAILED: ${coldLoadProblem}`)
      }
    }
    const serverPids = findDescendants(process.pid, 'workerd')
    if (serverPids.length === 0)
      throw new Error('could not find the workerd process under this node process')
    log(
      `loading ${working.length} endpoints beside the trivial route (workerd pid ${serverPids.join(', ')})`,
    )
    const { trivial, endpoints } = await load(server.url, serverPids, working)
    measured = { seed, spa, explain, trivial, endpoints, broken }
  } finally {
    clearTimeout(watchdog)
    process.removeListener('SIGINT', stop)
    await server.mf.dispose()
  }

  const spaTarget: Target = {
    name: 'home route and a deep link serve the SPA shell',
    pass: measured.spa.every((s) => s.shell),
    detail: measured.spa
      .map((s) => `${s.path} → ${s.status}${s.shell ? ' with the HTML shell' : `: ${s.start}`}`)
      .join('; '),
  }
  const targets = [
    ...measured.broken.map((b) => ({
      name: `${b.name}: answers correctly`,
      pass: false,
      detail: b.problem,
    })),
    ...measured.endpoints.flatMap(endpointTargets),
    ...explainTargets(measured.explain),
    ...bundleTargets(bundles),
    spaTarget,
    ...fanOutTargets(fanOut, '', fanOutFloor),
    ...(fanOutProblem
      ? [{ name: `${FAN_OUT_NAME}: runs`, pass: false, detail: fanOutProblem }]
      : []),
    ...fanOutTargets(messageFanOut, 'message ', fanOutFloor),
    ...(messageFanOutProblem
      ? [{ name: `${MESSAGE_FAN_OUT_NAME}: runs`, pass: false, detail: messageFanOutProblem }]
      : []),
    ...coldLoadTargets(coldLoad),
    ...(coldLoadProblem
      ? [{ name: `${COLD_LOAD_NAME}: runs`, pass: false, detail: coldLoadProblem }]
      : []),
  ]
  const results: Results & {
    fanOut: FanOutResult | null
    messageFanOut: FanOutResult | null
    fanOutFloor: FanOutResult | null
    coldLoad: ColdLoadRoute[] | null
  } = {
    startedAt: startedAt.toISOString(),
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    machine: {
      cpus: availableParallelism(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverage: [loadBefore, loadavg()[0]!],
    },
    settings: {
      concurrency: SETTINGS.concurrency,
      rounds: SETTINGS.rounds,
      roundMs: SETTINGS.roundMs,
    },
    ...measured,
    bundles,
    targets,
    regressions: [],
    fanOut,
    messageFanOut,
    fanOutFloor,
    coldLoad,
  }
  const baselinePath = join(BENCH, 'baseline.json')
  const baseline = readBaseline(baselinePath)
  if (baseline) results.regressions = compareWithBaseline(results, baseline)
  writeResults(BENCH, results)
  if (coldLoad) appendFileSync(join(BENCH, 'results.md'), coldLoadTable(coldLoad))
  if (updateBaseline)
    writeFileSync(baselinePath, `${JSON.stringify(toBaseline(results), null, 2)}\n`)

  console.log('')
  printTargets(targets)
  console.log('')
  if (!baseline && !updateBaseline)
    log('no bench/baseline.json yet: run `npm run bench -- --update-baseline` to record one')
  for (const regression of results.regressions) console.log(`REGRESSION  ${regression}`)
  const failed = targets.filter((t) => !t.pass).length
  log(
    `${targets.length - failed} targets passed, ${failed} failed; ${results.regressions.length} regressions; wrote bench/results.json and bench/results.md in ${results.seconds.toFixed(0)} s${updateBaseline ? ' (and bench/baseline.json)' : ''}`,
  )
  return failed === 0 ? 0 : 1
}
