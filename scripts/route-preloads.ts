import type { Plugin } from 'vite'

/**
 * Preloads for the first screens (issue 11). The router fetches the root route's module and the
 * screen's module with `import()`, which the browser can only start once the entry has run: on a
 * phone a round trip after the entry, on a warm visit after its compile. This writes, into the
 * built index.html, a `<link rel="modulepreload">` for each chunk those modules need beyond the
 * entry's own (and a stylesheet link for their CSS), so they download and compile beside the
 * entry. The root route's links are for every page; a screen's are marked `data-route="<name>"`,
 * and the worker keeps only those of the screen the address opens, and the member header's when
 * a member is signed in (worker/spa/spa-assets.ts).
 */
export const routePreloads = ({
  root,
  screens,
}: {
  /** The root route's module (every page needs it). */
  root: string
  /**
   * Modules by the name the worker knows them by: the screens of spa.schemas.ts SHELL_SCREENS, and
   * `member` for the signed-in header (the worker keeps it when the boot data names a member).
   */
  screens: Record<string, string>
}): Plugin => ({
  name: 'guildhall:route-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => {
      const bundle = ctx.bundle
      const entry = ctx.chunk
      if (!bundle || !entry) return []
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      // What the HTML already loads: the entry and its static imports.
      const loaded = new Set<string>([entry.fileName])
      const addStatic = (fileName: string) => {
        const chunk = chunks.find((c) => c.fileName === fileName)
        for (const dep of chunk?.imports ?? [])
          if (!loaded.has(dep)) {
            loaded.add(dep)
            addStatic(dep)
          }
      }
      addStatic(entry.fileName)
      const entryCss = new Set(
        [...loaded].flatMap((f) => [
          ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
        ]),
      )
      const tagsFor = (module: string, route: string | undefined) => {
        // A module grouped into a named chunk (member-actions into member-frame) is no facade.
        const chunk =
          chunks.find((c) => c.facadeModuleId === module) ??
          chunks.find((c) => c.moduleIds.includes(module))
        if (!chunk) throw new Error(`route-preloads: no chunk is built from ${module}`)
        const js = new Set<string>()
        const walk = (fileName: string) => {
          if (loaded.has(fileName) || js.has(fileName)) return
          js.add(fileName)
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) walk(dep)
        }
        walk(chunk.fileName)
        const css = [...js].flatMap((f) => [
          ...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? []),
        ])
        const marked = route ? { 'data-route': route } : {}
        return [
          ...[...js].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}`, ...marked },
            injectTo: 'head' as const,
          })),
          ...css
            .filter((f) => !entryCss.has(f))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}`, ...marked },
              injectTo: 'head' as const,
            })),
        ]
      }
      return [
        ...tagsFor(root, undefined),
        ...Object.entries(screens).flatMap(([route, module]) => tagsFor(module, route)),
      ]
    },
  },
})
