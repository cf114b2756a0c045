import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import type { ChunkingContext } from 'rolldown'
import { defineConfig } from 'vite'
import { routePreloads } from './scripts/route-preloads'
import { shellModules } from './scripts/shell-modules'
import { MEMBER_PRELOAD, SHELL_SCREENS } from './worker/spa/spa.schemas'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** The path aliases of tsconfig.base.json, for the app, the worker and the tests alike. */
export const aliases = {
  '@': here('./web/src'),
  '@worker': here('./worker'),
  '@durable-objects': here('./durable-objects'),
}

/** Libraries every screen runs: one vendor chunk, cached across deploys while they do not change. */
const SHELL_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks)|@floating-ui|clsx|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|hono|@tabler)[\\/]/
/**
 * App code that the content screens share (news, resources, the feed, their editors, likes and
 * comments) but no first screen needs: its own lazy chunk, so it stays out of `common`, which
 * every route loads with the entry. The editor slots and modules stay out: the user menu (in the entry) opens
 * them, and grouping one here would make the entry import this whole chunk.
 */
const CONTENT_SHARED =
  /web[\\/]src[\\/](components[\\/](engagement|admin[\\/]posts)|features[\\/](news|resources|feed|polls|promotions|admin-news|admin-resources|admin-polls|admin-promotions|admin-approvals)|app[\\/]routes[\\/]public[\\/](news|resources?|post|polls?|surveys?|promotions?|claimed-promotions|my-promotions|my-polls)-(?!editor-))/

/**
 * The route loaders (app/route-data.ts, in the entry) start these reads: they belong with the
 * entry. Grouped into `content`, they made the entry import that whole chunk (every editor and
 * the engagement widgets) on every first screen.
 */
const ROUTE_LOADER_READS = /web[\\/]src[\\/]features[\\/](news|resources)[\\/]api[\\/](get|list)-/

/** The rich-text editor's libraries, whose module order the automatic split keeps. */
const EDITOR_VENDOR =
  /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|@mantine[\\/]tiptap|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|@fullcalendar|preact)[\\/]/

/** The charts library and what only it uses (recharts' d3 parts, its state store). */
const CHARTS_VENDOR =
  /node_modules[\\/](@mantine[\\/]charts|recharts|recharts-scale|d3-[^\\/]+|victory-vendor|internmap|decimal\.js-light|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|es-toolkit|eventemitter3|tiny-invariant|react-is|@standard-schema)[\\/]/

/**
 * Shared by the rich-text editor and the charts, both lazy: a small chunk of its own, out of
 * `common` (which loads with the entry) and out of `vendor-charts` (the editor would download the
 * charts); left to the automatic split, part of it landed in the statistics screen's chunk, which
 * `vendor-charts` then imported back (a cycle: a blank screen in the production build).
 */
const STORE_VENDOR = /node_modules[\\/]use-sync-external-store[\\/]/

/** The first screens' route modules, by the name the worker preloads them by (spa.schemas.ts). */
const SCREEN_MODULES = Object.fromEntries(
  SHELL_SCREENS.map((screen) => [screen, here(`./web/src/app/routes/public/${screen}.tsx`)]),
)

/**
 * The frame every page loads first: the entry (its route table and route loaders) and the root
 * route's module (providers, header, footer). What these import statically is the shell; the
 * `vendor` and `common` chunks hold only that, so forms, editors and the Mantine inputs only
 * screens use stay out of the first download.
 */
const SHELL_ROOTS = [
  here('./web/src/main.tsx'),
  here('./web/src/app/app-root.tsx'),
  // The first screens issue 11 holds to 1.2 s on a phone: no extra chunk on their path either.
  ...Object.values(SCREEN_MODULES),
]

/**
 * What a signed-in member's header adds to the shell (the bell, the messages link, the user menu
 * and its quick-create slots): one lazy chunk, `member-frame`. Left to the groups below, its
 * Mantine parts (menus, avatars, indicators) went into `vendor-forms` and its app code into
 * `shared`, so every member page downloaded and ran 140 KiB of forms code it did not show.
 */
const MEMBER_FRAME_ROOTS = [here('./web/src/app/layout/member-actions.tsx'), ...SHELL_ROOTS]

/** In the member's header and not in the shell. */
const inMemberFrame = (id: string, ctx: ChunkingContext) =>
  !shellModules(SHELL_ROOTS, ctx).has(id) && shellModules(MEMBER_FRAME_ROOTS, ctx).has(id)

/**
 * What forms need and no shell does: react-hook-form and its zod resolver, zod, the dropzone and
 * the number input's formatter. One chunk, fetched with the first form a member opens.
 */
const FORMS_VENDOR =
  /node_modules[\\/](react-hook-form|@hookform|zod|react-dropzone|file-selector|attr-accept|@mantine[\\/]dropzone|react-number-format)[\\/]/

// The SPA lives in web/; the cloudflare plugin builds worker/ from wrangler.toml beside it.
export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  envDir: here('.'),
  resolve: { alias: aliases },
  plugins: [
    react(),
    // The root route's and the first screen's chunks load beside the entry, not after it.
    routePreloads({
      root: here('./web/src/app/app-root.tsx'),
      screens: { ...SCREEN_MODULES, [MEMBER_PRELOAD]: MEMBER_FRAME_ROOTS[0]! },
    }),
    // `npm run dev` shares the local D1/R2 state that `npm start` migrates and seeds.
    cloudflare({
      configPath: here('./wrangler.toml'),
      persistState: { path: here('./.wrangler/state') },
    }),
  ],
  build: { outDir: here('./dist'), emptyOutDir: true },
  environments: {
    // The worker: minified, as every cold start parses the whole entry module (bench budget).
    // Source maps keep its stack traces readable. ASCII only: a dozen typographic quotes in its
    // strings made V8 hold the whole 650 KB source as a two-byte string, 1.3 MB of every isolate's
    // heap (a heap snapshot, bench/README.md "What a send costs"); escaped, half that.
    guildhall: { build: { minify: true, rolldownOptions: { output: { charset: 'ascii' } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // As the worker's: one byte a character for the source a tab keeps (V8 holds a chunk
            // with any non-ASCII character as two-byte text).
            charset: 'ascii',
            // Few, larger chunks: on a phone every request costs a round trip, and HTTP/1.1 runs
            // six at a time. React, the router, TanStack Query and Mantine's core (every screen
            // uses them) form one vendor chunk; app code shared by two or more screens is merged
            // into common chunks; FullCalendar keeps a chunk of its own (two lazy screens share
            // it, with its own budget in bench/targets.ts). TipTap and ProseMirror are left to
            // the automatic split: grouping them by hand broke their module order.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: (id, ctx) =>
                    !EDITOR_VENDOR.test(id) && inMemberFrame(id, ctx) ? 'member-frame' : null,
                  priority: 40,
                },
                {
                  name: 'vendor-fullcalendar',
                  test: /node_modules[\\/](@fullcalendar|preact)[\\/]/,
                  priority: 30,
                },
                // The shell's libraries; the same libraries' other modules (Mantine's inputs,
                // the number formatter) go with the forms.
                {
                  name: (id, ctx) =>
                    !SHELL_VENDOR.test(id) && !FORMS_VENDOR.test(id)
                      ? null
                      : shellModules(SHELL_ROOTS, ctx).has(id)
                        ? 'vendor'
                        : 'vendor-forms',
                  priority: 20,
                },
                // Mantine's date pickers: only editors use them (events, polls, surveys), so they
                // load with the first editor opened, not with every screen's `common`.
                {
                  name: 'vendor-dates',
                  test: /node_modules[\\/]@mantine[\\/]dates[\\/]/,
                  priority: 25,
                },
                // The statistics screen's charts (Mantine charts on recharts and its d3 parts):
                // only that admin screen draws them, so they never join `vendor` or `common`.
                {
                  name: 'vendor-charts',
                  test: CHARTS_VENDOR,
                  priority: 25,
                },
                { name: 'vendor-store', test: STORE_VENDOR, priority: 26 },
                {
                  name: (id, ctx) =>
                    CONTENT_SHARED.test(id) &&
                    !ROUTE_LOADER_READS.test(id) &&
                    !shellModules(SHELL_ROOTS, ctx).has(id)
                      ? 'content'
                      : null,
                  minShareCount: 2,
                  priority: 15,
                },
                // App code: the shell's in `common`, what only screens share in `shared`.
                {
                  name: (id, ctx) =>
                    EDITOR_VENDOR.test(id)
                      ? null
                      : shellModules(SHELL_ROOTS, ctx).has(id)
                        ? 'common'
                        : 'shared',
                  minShareCount: 2,
                  minSize: 20_000,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787) },
})
