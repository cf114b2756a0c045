import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type * as MiniflareModule from 'miniflare'
import type { Miniflare as MiniflareInstance, MiniflareOptions } from 'miniflare'

/** The parts of the built dist/<worker>/wrangler.json the bench reads. */
type BuiltConfig = {
  name: string
  main: string
  compatibility_date: string
  compatibility_flags?: string[]
  rules?: { type: string; globs: string[] }[]
  vars?: Record<string, string | number | boolean | object>
  assets?: {
    binding?: string
    directory: string
    not_found_handling?: 'none' | 'single-page-application' | '404-page'
    html_handling?: 'auto-trailing-slash' | 'force-trailing-slash' | 'drop-trailing-slash' | 'none'
    run_worker_first?: boolean | string[]
  }
  d1_databases?: { binding: string; database_id?: string; database_name: string }[]
  r2_buckets?: { binding: string; bucket_name: string }[]
  kv_namespaces?: { binding: string; id: string }[]
  durable_objects?: { bindings: { name: string; class_name: string; script_name?: string }[] }
  migrations?: { new_sqlite_classes?: string[] }[]
}

type WorkerConfig = MiniflareOptions['workers'][number]['config']
type ModuleType = 'esm' | 'cjs' | 'text' | 'data' | 'wasm'

const MODULE_TYPES: Record<string, ModuleType> = {
  ESModule: 'esm',
  CommonJS: 'cjs',
  Text: 'text',
  Data: 'data',
  CompiledWasm: 'wasm',
}

/**
 * Miniflare exactly as wrangler uses it: the hoisted `miniflare` may be another package's (older)
 * copy, so resolve it from wrangler's own location.
 */
export const loadMiniflare = () => {
  const require = createRequire(import.meta.url)
  const fromWrangler = createRequire(require.resolve('wrangler/package.json'))
  return fromWrangler('miniflare') as typeof MiniflareModule
}

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  )

/** Every module file of the built worker (main first), typed by the config's module rules. */
const readModules = (dir: string, config: BuiltConfig) => {
  const rules = (config.rules ?? [{ type: 'ESModule', globs: ['**/*.js', '**/*.mjs'] }]).map(
    (r) => ({
      type: MODULE_TYPES[r.type],
      patterns: r.globs.map(globToRegExp),
    }),
  )
  const files: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(dir, path).split(sep).join('/'))
    }
  }
  walk(dir)
  const modules: Record<string, { type: ModuleType; contents: string | Uint8Array<ArrayBuffer> }> =
    {}
  for (const name of [config.main, ...files.filter((f) => f !== config.main)]) {
    const type = rules.find((r) => r.patterns.some((p) => p.test(name)))?.type
    if (!type) continue
    const bytes = readFileSync(join(dir, name))
    modules[name] = {
      type,
      contents: type === 'data' || type === 'wasm' ? new Uint8Array(bytes) : bytes.toString('utf8'),
    }
  }
  return modules
}

/** Bindings of the built config in Miniflare's shape; APP_ENV is forced to 'bench'. */
const readEnv = (
  config: BuiltConfig,
): { env: NonNullable<WorkerConfig['env']>; exports: NonNullable<WorkerConfig['exports']> } => {
  const env: Record<string, unknown> = {}
  const exports: Record<string, unknown> = {}
  for (const [name, value] of Object.entries({ ...config.vars, APP_ENV: 'bench' })) {
    env[name] = typeof value === 'string' ? { type: 'text', value } : { type: 'json', value }
  }
  for (const d1 of config.d1_databases ?? [])
    env[d1.binding] = { type: 'd1', id: d1.database_id ?? d1.database_name }
  for (const r2 of config.r2_buckets ?? []) env[r2.binding] = { type: 'r2', name: r2.bucket_name }
  for (const kv of config.kv_namespaces ?? []) env[kv.binding] = { type: 'kv', id: kv.id }
  const sqliteClasses = new Set(
    (config.migrations ?? []).flatMap((m) => m.new_sqlite_classes ?? []),
  )
  for (const object of config.durable_objects?.bindings ?? []) {
    if (object.script_name && object.script_name !== config.name)
      throw new Error(
        `bench: Durable Object ${object.name} lives in another worker (${object.script_name}); not supported`,
      )
    env[object.name] = {
      type: 'durable-object',
      worker: config.name,
      exportName: object.class_name,
    }
    exports[object.class_name] = {
      type: 'durable-object',
      storage: sqliteClasses.has(object.class_name) ? 'sqlite' : 'legacy-kv',
    }
  }
  if (config.assets?.binding) env[config.assets.binding] = { type: 'assets' }
  return {
    env: env as NonNullable<WorkerConfig['env']>,
    exports: exports as NonNullable<WorkerConfig['exports']>,
  }
}

export type BenchServer = { mf: MiniflareInstance; url: URL }

/**
 * Serves the built worker (dist/<name>/index.js + wrangler.json + the client assets) straight from
 * workerd on 127.0.0.1 — no wrangler dev proxy or inspector — with D1/R2 persisted under `stateDir`.
 */
export const startServer = async (
  builtConfigPath: string,
  stateDir: string,
  /** workerd's DevTools inspector, for `--profile` only (it is off for measured runs). */
  inspectorPort?: number,
): Promise<BenchServer> => {
  const { Miniflare, Log, LogLevel } = loadMiniflare()
  const dir = dirname(resolve(builtConfigPath))
  const config = JSON.parse(readFileSync(builtConfigPath, 'utf8')) as BuiltConfig
  const { env, exports } = readEnv(config)
  const assets = config.assets
  // The hoisted miniflare's types may predate options wrangler's copy has (enableDevRegistry).
  const options: MiniflareOptions & { enableDevRegistry: boolean } = {
    host: '127.0.0.1',
    port: 0,
    cf: false,
    log: new Log(LogLevel.WARN),
    enableDevRegistry: false,
    telemetry: { enabled: false },
    resourcePersistencePath: stateDir,
    ...(inspectorPort ? { inspectorPort } : {}),
    workers: [
      {
        config: {
          name: config.name,
          compatibilityDate: config.compatibility_date,
          compatibilityFlags: config.compatibility_flags ?? [],
          manifest: {
            mainModule: config.main,
            modulesRoot: dir,
            modules: readModules(dir, config),
          },
          env,
          exports,
          ...(assets
            ? {
                assets: {
                  directory: resolve(dir, assets.directory),
                  hasUserWorker: true,
                  runWorkerFirst: assets.run_worker_first ?? false,
                  notFoundHandling: assets.not_found_handling,
                  htmlHandling: assets.html_handling,
                },
              }
            : {}),
        },
      },
    ],
  }
  const mf = new Miniflare(options)
  const url = await mf.ready
  return { mf, url }
}
