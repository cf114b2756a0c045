import { forbidden, upgradeRequired } from '../lib/errors'

/**
 * The page's own origin: the configured site, or (local and test servers) the address it was
 * served from. Browsers send the page's Origin on every websocket; another site's page may not
 * ride our cookie into a live room.
 */
export const isOwnOrigin = (origin: string | undefined, env: Env, request: Request) => {
  if (!origin) return false
  const own = new URL(request.url).origin
  let site: string | null = null
  try {
    site = new URL(env.SITE_URL).origin
  } catch {
    // A missing or malformed SITE_URL leaves only the request's own origin.
  }
  return origin === own || origin === site
}

/**
 * A live room's upgrade, before any read: a websocket upgrade (426 otherwise) from one of our own
 * pages (403 otherwise).
 */
export const assertLiveUpgrade = (env: Env, request: Request) => {
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') throw upgradeRequired()
  if (!isOwnOrigin(request.headers.get('origin') ?? undefined, env, request))
    throw forbidden('Cross-site socket refused')
}
