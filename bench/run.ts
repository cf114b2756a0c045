/**
 * Entry of `npm run bench`. Node runs the TypeScript directly (type stripping); this file only
 * teaches Node's resolver the extensionless relative imports the rest of the repo uses, so the
 * bench files type-check under the shared tsconfig and run without a build step or a loader package.
 */
import { existsSync } from 'node:fs'
import module from 'node:module'
import { fileURLToPath } from 'node:url'

if (typeof module.registerHooks !== 'function') {
  console.error(
    'bench: needs Node >= 22.15 (module.registerHooks); run it through npm so node_modules/.bin/node is used',
  )
  process.exit(2)
}

module.registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../')
    if (
      relative &&
      context.parentURL?.startsWith('file:') &&
      !/\.[cm]?[jt]s$|\.json$/.test(specifier)
    ) {
      const candidate = new URL(`${specifier}.ts`, context.parentURL)
      if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate.href, context)
    }
    return nextResolve(specifier, context)
  },
})

const { main } = await import('./main')
try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  console.error(
    `bench: FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  )
  process.exitCode = 1
}
