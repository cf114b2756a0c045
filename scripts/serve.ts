/**
 * `npm start`: build (unless dist/ is newer than everything it is built from), apply the D1
 * migrations locally, seed the demo community on first run, then serve the built worker on
 * http://localhost:$PORT (8787 by default).
 *   --state DIR   local D1/R2 state folder (default .wrangler/state)
 *   --fresh       delete that folder first (the browser tests start from a clean community)
 *   --no-build    reuse dist/ as it is
 *   --build       build even when dist/ looks fresh
 *   --prepare-only  migrate and seed, then stop (`npm run dev` serves through Vite instead)
 *   --no-crons    do not run the cron jobs (the browser tests: a job firing mid-test is noise)
 * Local workerd never fires cron triggers itself, so this script does, on wrangler.toml's
 * schedule (UTC, as Cloudflare does), through /cdn-cgi/handler/scheduled (wrangler's /__scheduled
 * would be answered by the SPA's not-found handling): reservations are released,
 * housekeeping runs and the email digest goes out at its London time, as they would deployed.
 * ALTCHA_MAX_NUMBER in the environment overrides wrangler.toml's captcha work for this server only
 * (the browser tests make it small: they check that the widget verifies, not how long it takes).
 */
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { Cron } from 'croner'
import { buildSeed, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.ts'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const state = option('--state') ?? '.wrangler/state'
const port = process.env.PORT ?? option('--port') ?? '8787'
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  CI: 'true',
  NO_D1_WARNING: 'true',
}

/**
 * What `vite build` reads (the SPA, the worker, the room objects and their configuration). A
 * directory counts with its own time too, which changes when a file in it is added or removed.
 */
const BUILD_INPUTS = [
  'web',
  'worker',
  'durable-objects',
  'vite.config.ts',
  'wrangler.toml',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'tsconfig.worker.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  '.dev.vars',
]
/** The two halves of a build: a build that failed half-way leaves one of them missing. */
const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/guildhall/wrangler.json']

/** The build writes web/.wrangler/deploy/config.json itself: that is output, not input. */
const BUILD_WRITES = new Set(['.wrangler'])

const lastChange = (path: string): number => {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0
  const entries = readdirSync(path).filter((name) => !BUILD_WRITES.has(name))
  return Math.max(stat.mtimeMs, ...entries.map((name) => lastChange(join(path, name))))
}

/** dist/ is whole and newer than every input (a clean clone has none, so CI always builds). */
const isBuildFresh = () => {
  const built = BUILD_OUTPUTS.map((path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0)
  return Math.min(...built) > Math.max(...BUILD_INPUTS.map(lastChange))
}

/** Runs a command to the end; `quiet` keeps its output unless it fails. Resolves with its stdout. */
const run = (command: string, commandArgs: string[], quiet = false) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: quiet ? 'pipe' : 'inherit', env })
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve(out)
      if (quiet) process.stderr.write(`${out}\n${err}\n`)
      reject(new Error(`${command} ${commandArgs.join(' ')} failed`))
    })
  })

if (args.includes('--fresh')) rmSync(state, { recursive: true, force: true })
mkdirSync(state, { recursive: true })

const prepareOnly = args.includes('--prepare-only')
const build = async () => {
  if (args.includes('--no-build') || prepareOnly) return
  if (!args.includes('--build') && isBuildFresh())
    console.log('dist/ is up to date: not rebuilding.')
  else await run('vite', ['build', '--logLevel', 'warn'])
}

/** `wrangler d1 <command…> DB` on the local database in `state`. */
const d1 = (command: string[], extra: string[] = []) =>
  run(
    'wrangler',
    [
      'd1',
      ...command,
      'DB',
      '--local',
      '--persist-to',
      state,
      '--config',
      'wrangler.toml',
      ...extra,
    ],
    true,
  )

/**
 * What `wrangler d1 migrations apply` runs on a new database, its d1_migrations bookkeeping
 * included, as one script: wrangler starts a local runtime per migration, which cost most of the
 * browser tests' server start. Later runs on this state apply new migrations through wrangler.
 */
const allMigrations = () =>
  [
    // Character for character wrangler's own table, so a later `migrations apply` reads it.
    `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`,
    ...readdirSync('migrations')
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map(
        (name) =>
          `${readFileSync(join('migrations', name), 'utf8')}\nINSERT INTO d1_migrations (name) values ('${name}');`,
      ),
  ].join('\n')

const newDatabase = !existsSync(join(state, 'v3', 'd1'))
/** The seed hashes every demo password with scrypt: a new database starts it beside the build. */
let seedSql = newDatabase ? buildSeed() : undefined

const seed = async (migrations = '') => {
  const file = join(state, 'seed.sql')
  writeFileSync(file, `${migrations}\n${await (seedSql ??= buildSeed())}`)
  await Promise.all([
    d1(['execute'], ['--file', file]),
    // The seed's attachments (a PNG and a PDF in the forum) need their bytes in the local bucket.
    run(
      process.execPath,
      ['--experimental-strip-types', 'scripts/seed/put-seed-files.ts', state],
      true,
    ),
  ])
  console.log('Seeded the demo community.')
}

const prepareDatabase = async () => {
  if (newDatabase) return seed(allMigrations())
  await d1(['migrations', 'apply'])
  const counted = await d1(['execute'], ['--json', '--command', 'SELECT count(*) AS n FROM users'])
  const users = (JSON.parse(counted) as { results: { n: number }[] }[])[0]?.results[0]?.n ?? 0
  if (users === 0) await seed()
}

// The build and the database are independent: on two cores they overlap well.
await Promise.all([build(), prepareDatabase()])

if (prepareOnly) process.exit(0)

/** The built configuration's cron triggers (wrangler.toml [triggers]), unless --no-crons. */
const crons: string[] = args.includes('--no-crons')
  ? []
  : ((
      JSON.parse(readFileSync('dist/guildhall/wrangler.json', 'utf8')) as {
        triggers?: { crons?: string[] }
      }
    ).triggers?.crons ?? [])

console.log(`
Guildhall is starting on http://localhost:${port}

Demo accounts (password "${DEMO_PASSWORD}"):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role}`).join('\n')}
  …and 20 more members, e.g. priya.shah@example.com

Emails sent locally land in the outbox: http://localhost:${port}/dev/outbox
${crons.length > 0 ? `Cron jobs run on their schedule (${crons.join(', ')}, UTC), the email digest among them.` : 'Cron jobs are off (--no-crons).'}
`)

const server = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    'dist/guildhall/wrangler.json',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--var',
    `SITE_URL:http://localhost:${port}`,
    ...(process.env.ALTCHA_MAX_NUMBER
      ? ['--var', `ALTCHA_MAX_NUMBER:${process.env.ALTCHA_MAX_NUMBER}`]
      : []),
    '--inspector-port',
    option('--inspector-port') ?? '0',
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env },
)
const jobs = crons.map(
  (cron) =>
    new Cron(cron, { timezone: 'UTC', protect: true }, async () => {
      try {
        await fetch(
          `http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`,
        )
      } catch (error) {
        // The server is starting or stopping: the next tick tries again.
        console.warn(`cron ${cron}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }),
)
server.on('exit', () => jobs.forEach((job) => job.stop()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
