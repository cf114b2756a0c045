import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ChunkingContext } from 'rolldown'

/**
 * Which modules the first screen of every page needs (vite.config.ts's chunk groups keep only
 * these in `vendor` and `common`): everything the shell roots import statically. A library's
 * barrel (`@mantine/core`'s index re-exports its hundred components) is not followed whole: only
 * the names an importer takes from it, so the shell's `Container` does not bring `ColorPicker`.
 */

/** The barrels followed by name, by the package name importers write. */
const BARREL_PACKAGES = ['@mantine/core', '@mantine/hooks', '@tabler/icons-react']

const IMPORT_LIST = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?\s*$/gm

/** `a, b as c, type D` → [[imported, local]] without the type-only ones. */
const specifiers = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/)
      return [name!.trim(), (alias ?? name)!.trim()]
    })

/** A barrel's exported names → the file each comes from. */
const barrelMap = (barrel: string): Map<string, string> => {
  const code = readFileSync(barrel, 'utf8')
  const dir = dirname(barrel)
  const locals = new Map<string, string>()
  for (const [, list, from] of code.matchAll(IMPORT_LIST))
    for (const [, local] of specifiers(list!)) locals.set(local, join(dir, from!))
  const exported = new Map<string, string>()
  for (const [, list, from] of code.matchAll(EXPORT_FROM))
    for (const [, name] of specifiers(list!)) exported.set(name, join(dir, from!))
  for (const [, list] of code.matchAll(EXPORT_LIST))
    for (const [local, name] of specifiers(list!)) {
      const file = locals.get(local)
      if (file) exported.set(name, file)
    }
  return exported
}

/** The names a module imports from a package, or null when it imports it some other way. */
const namesImported = (file: string, pkg: string): string[] | null => {
  let code: string
  try {
    code = readFileSync(file.split('?')[0]!, 'utf8')
  } catch {
    return null
  }
  const names: string[] = []
  for (const [whole, list, from] of code.matchAll(IMPORT_LIST))
    if (from === pkg && !/^import\s+type\b/.test(whole))
      names.push(...specifiers(list!).map(([n]) => n))
  const quoted = new RegExp(`["']${pkg.replace('/', '\\/')}["']`, 'g')
  const mentions = code.match(quoted)?.length ?? 0
  const listed = [...code.matchAll(IMPORT_LIST)].filter(([, , from]) => from === pkg).length
  // `import * as M from` or `export … from` the package: follow the whole barrel.
  return mentions === listed ? names : null
}

const barrels = new Map<string, { pkg: string; exports: Map<string, string> }>()
const barrelAt = (id: string) => {
  const pkg = BARREL_PACKAGES.find((p) => id.includes(`/node_modules/${p}/`))
  if (!pkg) return null
  let entry = barrels.get(id)
  if (!entry) {
    const exports = barrelMap(id)
    // Not a barrel after all (a component file of the package): follow it as any module.
    if (exports.size < 20) return null
    entry = { pkg, exports }
    barrels.set(id, entry)
  }
  return entry
}

const cache = new WeakMap<object, Set<string>>()

/** Every module the roots import statically (barrels by name), computed once per chunking pass. */
export const shellModules = (roots: string[], ctx: ChunkingContext): Set<string> => {
  const first = ctx.getModuleInfo(roots[0]!)
  if (!first) return new Set()
  const cached = cache.get(first)
  if (cached) return cached
  const shell = new Set<string>(roots)
  const queue = [...roots]
  const visit = (id: string) => {
    if (shell.has(id)) return
    shell.add(id)
    queue.push(id)
  }
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      const barrel = barrelAt(next)
      const names = barrel ? namesImported(id, barrel.pkg) : null
      if (!barrel || !names) {
        visit(next)
        continue
      }
      for (const name of names) {
        const file = barrel.exports.get(name)
        // A name the map does not know: take the whole barrel rather than miss a module.
        if (!file) {
          visit(next)
          break
        }
        visit(file)
      }
    }
  cache.set(first, shell)
  return shell
}
