import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

export type Chunk = { file: string; bytes: number; gzipBytes: number }

export type BundleReport = {
  /** How the initial set was found: Vite's manifest, or the entry's own `import` statements. */
  method: 'manifest' | 'imports'
  initial: Chunk[]
  initialGzipBytes: number
  /** Stylesheets index.html links: not part of the JS target, reported beside it. */
  initialCss: Chunk[]
  lazy: Chunk[]
  largestLazy: Chunk | null
  /**
   * The worker's entry module (what workerd parses at every cold start: `bytes`, `gzipBytes`,
   * `files`) and the modules it imports on demand (`lazy`, e.g. the gazetteer's data).
   */
  worker: { files: Chunk[]; bytes: number; gzipBytes: number; lazy: Chunk[] }
}

const measure = (root: string, file: string): Chunk => {
  const bytes = readFileSync(join(root, file))
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
}

const listFiles = (root: string, dir: string, ext: RegExp): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const path = posix.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(root, path, ext)
    return ext.test(entry.name) ? [path] : []
  })

/**
 * The links of index.html the home route keeps for a visitor: those for every page and those
 * marked `data-route="home"` (the worker drops the other screens' and the member header's:
 * scripts/route-preloads.ts).
 */
const linksFor = (html: string, rel: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .filter((tag) => !/data-route="/.test(tag) || tag.includes('data-route="home"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined)

/** index.html's entry script(s) and the home route's modulepreload links, as paths under the client root. */
const htmlEntries = (html: string) => {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1]!,
  )
  const preloads = linksFor(html, 'modulepreload')
  const styles = linksFor(html, 'stylesheet')
  return {
    scripts: scripts.map(toRootPath),
    preloads: preloads.map(toRootPath),
    styles: styles.map(toRootPath),
  }
}

const toRootPath = (url: string) => url.replace(/^\//, '').split('?')[0]!

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`), never `import("…")`. */
const staticImports = (file: string, code: string) =>
  [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)]
    .map((m) => m[1]!)
    .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
    .map((spec) =>
      spec.startsWith('/')
        ? toRootPath(spec)
        : posix.normalize(posix.join(posix.dirname(file), spec)),
    )

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[] }

/**
 * Everything the home route loads before it can run: the entry chunk and its static imports,
 * recursively, plus modulepreloads. Every other .js under assets/ only loads on demand.
 */
export const measureBundles = (clientRoot: string, workerRoot: string): BundleReport => {
  const { scripts, preloads, styles } = htmlEntries(
    readFileSync(join(clientRoot, 'index.html'), 'utf8'),
  )
  const manifestPath = join(clientRoot, '.vite', 'manifest.json')
  const method: BundleReport['method'] = existsSync(manifestPath) ? 'manifest' : 'imports'
  const initial = new Set<string>()
  if (method === 'manifest') {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>
    const visit = (key: string) => {
      const entry = manifest[key]
      if (!entry || initial.has(entry.file)) return
      initial.add(entry.file)
      for (const next of entry.imports ?? []) visit(next)
    }
    for (const [key, entry] of Object.entries(manifest))
      if (scripts.includes(entry.file)) visit(key)
    for (const file of [...scripts, ...preloads]) initial.add(file)
  } else {
    const queue = [...scripts, ...preloads]
    while (queue.length > 0) {
      const file = queue.shift()!
      if (initial.has(file)) continue
      initial.add(file)
      const path = join(clientRoot, file)
      if (!existsSync(path))
        throw new Error(`bench: ${file} (loaded by the home route) is missing from ${clientRoot}`)
      queue.push(...staticImports(file, readFileSync(path, 'utf8')))
    }
  }
  const initialChunks = [...initial].map((file) => measure(clientRoot, file))
  const lazy = listFiles(clientRoot, '', /\.js$/)
    .filter((file) => !initial.has(file))
    .map((file) => measure(clientRoot, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const workerAll = listFiles(workerRoot, '', /\.m?js$/).map((file) => measure(workerRoot, file))
  // The entry is the module at the root (index.js); chunks under assets/ load on demand.
  const workerFiles = workerAll.filter((c) => !c.file.includes('/'))
  const workerLazy = workerAll.filter((c) => c.file.includes('/'))
  return {
    method,
    initial: initialChunks,
    initialGzipBytes: initialChunks.reduce((n, c) => n + c.gzipBytes, 0),
    initialCss: styles
      .filter((file) => existsSync(join(clientRoot, file)))
      .map((file) => measure(clientRoot, file)),
    lazy,
    largestLazy: lazy[0] ?? null,
    worker: {
      files: workerFiles,
      bytes: workerFiles.reduce((n, c) => n + c.bytes, 0),
      gzipBytes: workerFiles.reduce((n, c) => n + c.gzipBytes, 0),
      lazy: workerLazy,
    },
  }
}
