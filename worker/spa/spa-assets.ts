import type { Context } from 'hono'
import { siteSettingsSchema } from '../settings/settings.schemas'
import {
  apiReadKey,
  BOOT_DATA_ID,
  BOOT_READS,
  firstReadsOf,
  followUpReadsOf,
  frameReadsOf,
  MEMBER_PRELOAD,
  shellScreenOf,
  type ShellScreen,
} from './spa.schemas'
import { WEB_MANIFEST_PATH, webManifestOf } from './web-manifest'

/**
 * Serving the single-page app. Hashed build assets are cached for a year (their names change with
 * their content); the HTML shell is never stored by a shared cache and is revalidated every time,
 * because it carries the boot data: who is signed in and the public site settings (the answers of
 * `GET /api/me` and `GET /api/settings`), and the whole answers of the screen's first reads
 * (`firstReadsOf` and `followUpReadsOf` in spa.schemas.ts), so the first screen needs no API round
 * trip (Discourse preloads the current user and site settings the same way).
 */

/** Answers a request as the API would (the app in worker/app.ts). */
type Api = {
  fetch: (request: Request, env: Env, ctx: Context['executionCtx']) => Response | Promise<Response>
}

export type BootData = Partial<Record<keyof typeof BOOT_READS, unknown>> & {
  /** The whole answers of the screen's first requests, by `apiReadKey` of their address. */
  answers?: Record<string, unknown>
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The shell names the member it was made for: no shared cache keeps it, the browser revalidates. */
const SHELL = 'private, no-cache'

/**
 * JSON that can sit inside a script element: `<` is written as `\u003c`, so no `</script>` or
 * `<!--` in a member's name can end the element, and the line separators JavaScript once refused.
 */
export const embeddableJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** One GET through the API in this isolate, as the visitor (their cookie); null unless it is a 200. */
const readThroughApi = async (
  api: Api,
  request: Request,
  path: string,
  env: Env,
  ctx: Context['executionCtx'],
) => {
  const cookie = request.headers.get('cookie')
  const read = new Request(new URL(path, request.url), { headers: cookie ? { cookie } : {} })
  try {
    const response = await api.fetch(read, env, ctx)
    return response.status === 200 ? ((await response.json()) as { data?: unknown }) : null
  } catch {
    return null
  }
}

/**
 * Asks the API, in this isolate and with the visitor's own cookie, exactly what the app would ask
 * first: who is signed in, the settings, the screen's own first requests (`firstReadsOf`) and the
 * frame's (`frameReadsOf`: the adverts), all at once. A read that fails is left out: the app then asks for it itself.
 */
export const readBootData = async (
  api: Api,
  request: Request,
  env: Env,
  ctx: Context['executionCtx'],
): Promise<BootData> => {
  const url = new URL(request.url)
  const screenReads = [
    ...firstReadsOf(url.pathname, url.searchParams),
    ...frameReadsOf(url.pathname),
  ]
  const [shared, screen] = await Promise.all([
    Promise.all(
      Object.entries(BOOT_READS).map(
        async ([key, path]) =>
          [key, (await readThroughApi(api, request, path, env, ctx))?.data] as const,
      ),
    ),
    Promise.all(
      screenReads.map(
        async (path) =>
          [apiReadKey(path), await readThroughApi(api, request, path, env, ctx)] as const,
      ),
    ),
  ])
  const answers: Record<string, unknown> = Object.fromEntries(
    screen.filter(([, body]) => body !== null),
  )
  // Then the reads that needed those answers (an event's attendees need its id).
  const followUps = await Promise.all(
    followUpReadsOf(url.pathname, answers).map(
      async (path) =>
        [apiReadKey(path), await readThroughApi(api, request, path, env, ctx)] as const,
    ),
  )
  for (const [key, body] of followUps) if (body !== null) answers[key] = body
  return {
    ...Object.fromEntries(shared.filter(([, data]) => data !== undefined)),
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
  }
}

/**
 * Puts the boot data into the shell's `<head>` as a JSON script element (never executed), and keeps
 * of the build's per-screen preloads (`link[data-route]`, scripts/route-preloads.ts) only the one
 * for `screen`, the first screen this address opens, and the signed-in header's for a member.
 */
export const withBootData = (
  shell: Response,
  data: BootData,
  screen: ShellScreen | null = null,
) => {
  const settings = siteSettingsSchema
    .pick({ pwa: true, color_primary: true })
    .partial()
    .safeParse(data.settings ?? {}).data
  return new HTMLRewriter()
    .on('meta[name="theme-color"]', {
      // The browser's toolbar in the site's own colour (the build writes the default one).
      element: (meta) => {
        if (settings?.color_primary) meta.setAttribute('content', settings.color_primary)
      },
    })
    .on('link[data-route]', {
      element: (link) => {
        const route = link.getAttribute('data-route')
        if (route === screen || (route === MEMBER_PRELOAD && data.me))
          link.removeAttribute('data-route')
        else link.remove()
      },
    })
    .on('head', {
      element: (head) => {
        // The member app can be installed only while it is on (the manifest is a 404 otherwise).
        if (settings?.pwa)
          head.append(`<link rel="manifest" href="${WEB_MANIFEST_PATH}">`, { html: true })
        head.append(
          `<script type="application/json" id="${BOOT_DATA_ID}">${embeddableJson(data)}</script>`,
          { html: true },
        )
      },
    })
    .transform(shell)
}

/**
 * The member app's web manifest, made from the public settings (read through the API, as the
 * shell's are); a 404 while the member app (`pwa`) is off. Never cached for long: an admin's new
 * name, colour or icon shows at the browser's next check.
 */
export const serveWebManifest = async (
  api: Api,
  request: Request,
  env: Env,
  ctx: Context['executionCtx'],
) => {
  // Public settings: the visitor's cookie has no part in them.
  const anonymous = new Request(request.url)
  const read = await readThroughApi(api, anonymous, '/api/settings', env, ctx)
  const settings = siteSettingsSchema.safeParse(read?.data).data
  if (!settings?.pwa) return new Response('Not found', { status: 404 })
  return new Response(JSON.stringify(webManifestOf(settings)), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
  })
}

const unconditional = (request: Request) => {
  const headers = new Headers(request.headers)
  headers.delete('if-none-match')
  headers.delete('if-modified-since')
  return new Request(request, { headers })
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html')

/**
 * The static asset for a non-API request: `/assets/*` (content-hashed by Vite) cached as immutable;
 * the HTML shell with the boot data, for the browser only and revalidated every time.
 */
export const serveSpa = async (
  api: Api,
  request: Request,
  env: Env,
  ctx: Context['executionCtx'],
) => {
  const { pathname } = new URL(request.url)
  const hashed = pathname.startsWith('/assets/')
  // The shell's boot data is made for each request, so a browser's cached copy never answers 304.
  const asset = await env.ASSETS.fetch(hashed ? request : unconditional(request))
  const isShell = request.method === 'GET' && asset.ok && isHtml(asset)
  const [body, bootData] = await Promise.all([
    // The asset response's headers are immutable; a copy takes the caching headers.
    Promise.resolve(new Response(asset.body, asset)),
    isShell ? readBootData(api, request, env, ctx) : Promise.resolve(null),
  ])
  if (isShell) {
    body.headers.set('cache-control', SHELL)
    // The ETag names the file, not the member's data now in it.
    body.headers.delete('etag')
    return withBootData(body, bootData ?? {}, shellScreenOf(pathname))
  }
  if (asset.ok && hashed) body.headers.set('cache-control', IMMUTABLE)
  return body
}
