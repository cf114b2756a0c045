/**
 * `npm start`: build, apply the D1 migrations locally, seed the demo community on first run,
 * then serve the built worker on http://localhost:$PORT (8787 by default).
 *   --state DIR   local D1/R2 state folder (default .wrangler/state)
 *   --fresh       delete that folder first (the browser tests start from a clean community)
 *   --no-build    reuse dist/ as it is
 *   --prepare-only  migrate and seed, then stop (`npm run dev` serves through Vite instead)
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSeed, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/index.ts'
import { putSeedFiles } from './seed/put-seed-files.ts'

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

const run = (command: string, commandArgs: string[], quiet = false) => {
  const result = spawnSync(command, commandArgs, {
    stdio: quiet ? 'pipe' : 'inherit',
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}\n`)
    throw new Error(`${command} ${commandArgs.join(' ')} failed`)
  }
  return result.stdout ?? ''
}

if (args.includes('--fresh')) rmSync(state, { recursive: true, force: true })
mkdirSync(state, { recursive: true })

const prepareOnly = args.includes('--prepare-only')
if (!args.includes('--no-build') && !prepareOnly) run('vite', ['build', '--logLevel', 'warn'])

const d1 = ['d1', '--config', 'wrangler.toml']
run(
  'wrangler',
  [
    ...d1.slice(0, 1),
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    state,
    ...d1.slice(1),
  ],
  true,
)

const counted = run(
  'wrangler',
  [
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    state,
    '--config',
    'wrangler.toml',
    '--json',
    '--command',
    'SELECT count(*) AS n FROM users',
  ],
  true,
)
const users = (JSON.parse(counted) as { results: { n: number }[] }[])[0]?.results[0]?.n ?? 0
if (users === 0) {
  const file = join(state, 'seed.sql')
  writeFileSync(file, await buildSeed())
  run(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      state,
      '--config',
      'wrangler.toml',
      '--file',
      file,
    ],
    true,
  )
  // The seed's attachments (a PNG and a PDF in the forum) need their bytes in the local bucket.
  putSeedFiles(state, env)
  console.log('Seeded the demo community.')
}

if (prepareOnly) process.exit(0)

console.log(`
Guildhall is starting on http://localhost:${port}

Demo accounts (password "${DEMO_PASSWORD}"):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role}`).join('\n')}
  …and 20 more members, e.g. priya.shah@example.com

Emails sent locally land in the outbox: http://localhost:${port}/dev/outbox
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
    '--inspector-port',
    option('--inspector-port') ?? '0',
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
