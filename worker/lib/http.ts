import type { Context, Env, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { CountingD1 } from '../db/client'
import { checkCompiledStatements } from '../db/compiled'
import type { AppEnv } from './context'
import { forbidden, payloadTooLarge, unsupportedMediaType, type AppError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const MAX_JSON_BYTES = 1024 * 1024

/** Request id for logs, and a D1 round-trip counter outside production. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
  const counter = c.env.APP_ENV === 'production' ? null : new CountingD1(c.env.DB)
  c.set('d1Counter', counter)
  // Tests and local runs rebuild each compiled statement and compare (worker/db/compiled.ts).
  checkCompiledStatements(c.env.APP_ENV !== 'production' && c.env.APP_ENV !== 'bench')
  await next()
  if (counter) c.header('x-d1-round-trips', String(counter.roundTrips))
})

/**
 * State-changing requests must come from our own pages. Hono's csrf() only looks at form
 * content types, so JSON needs this: the Origin must be ours, or (when a browser omits it)
 * Sec-Fetch-Site must say same-origin. Requests carrying neither are refused too.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const own = new URL(c.req.url).origin
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const ok = origin ? origin === own && (!site || site === 'same-origin') : site === 'same-origin'
    if (!ok) throw forbidden('Cross-site request refused')
  }
  await next()
})

/** Counts the bytes actually received, so a chunked body (no Content-Length) is held to 1 MiB too. */
const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw payloadTooLarge()
  },
})

/**
 * Holds a request body to `maxBytes` without buffering it: a declared Content-Length over the limit
 * is refused before a byte is read; otherwise the body is counted as the handler reads it, and
 * reading stops with `tooLarge` as soon as the count passes the limit (chunked bodies included).
 * Use as the last step of a middleware: `return limitBody(c, next, max, () => error)`.
 */
export const limitBody = async <E extends Env>(
  c: Context<E>,
  next: Next,
  maxBytes: number,
  tooLarge: () => AppError,
) => {
  const declared = c.req.header('content-length')
  if (declared !== undefined && !(Number(declared) <= maxBytes)) throw tooLarge()
  const body = c.req.raw.body
  if (!body) return next()
  let received = 0
  let exceeded = false
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received <= maxBytes) return controller.enqueue(chunk)
        exceeded = true
        controller.error(tooLarge())
      },
    }),
  )
  c.req.raw = new Request(c.req.raw, { method: c.req.method, body: counted })
  await next()
  // The parser downstream failed on the cut body (a 400 by then): the answer is the 413.
  if (exceeded) throw tooLarge()
}

/**
 * Bodies are JSON (or multipart for uploads); anything else, text/plain included, is a 415. JSON is
 * held to 1 MiB, except base64 images (POST /api/uploads/img), which the upload routes limit
 * themselves from the size settings, as they do multipart (see uploads/upload-limits.ts).
 */
export const bodyRules = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const length = Number(c.req.header('content-length') ?? '0')
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (hasBody && type !== 'application/json' && type !== 'multipart/form-data') {
      throw unsupportedMediaType()
    }
    if (type === 'application/json' && c.req.path !== '/api/uploads/img')
      return jsonBodyLimit(c, next)
  }
  await next()
})

const devServer = import.meta.env?.DEV === true

/** CSP, HSTS for a year, nosniff, no framing, a strict referrer policy: on the API and the SPA. */
export const securityHeaders = secureHeaders({
  // A handler's own header wins: served uploads set a stricter, sandboxing CSP.
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Vite's dev server injects an inline React-refresh preamble; built pages have no inline script.
    scriptSrc: devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Mantine sets inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: devServer ? ["'self'", 'ws:'] : ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
})
