import { assertForumOn } from '../forum/forum.policy'
import { forumSwitchQuery } from '../forum/forum-settings.queries'
import type { Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { servableUploadQuery } from './uploads.queries'

/**
 * GET /api/files/{path}: only files with a D1 row (forum attachments only to readers of their
 * thread, and forum files only while the forum is on, as every forum read), typed from the row
 * (never sniffed by the browser), images inline and everything else as a download, sandboxed by
 * their own CSP. Public files are cached for good; private ones (forum files) never.
 */

/** Paths are never reused, so a public file can be cached by anyone for good. */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable'
/** A file whose answer depends on who asks (and on the forum's switch) is kept by no cache. */
export const PRIVATE_FILE_CACHE = 'private, no-store'

/**
 * A stored file can never run script or load anything, even if it is opened as a page. object-src,
 * base-uri and frame-ancestors are implied or moot here but spelled out: every API response names them.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox"

/** `filename="…"` with an ASCII fallback, plus RFC 5987 `filename*` when the name is not ASCII. */
export const contentDisposition = (type: 'inline' | 'attachment', raw: string) => {
  // A lone surrogate (possible in rows stored before names were cleaned) would make
  // encodeURIComponent throw and the download a 500.
  const name = raw.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  )
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const plain = `${type}; filename="${fallback}"`
  if (fallback === name) return plain
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${plain}; filename*=UTF-8''${encoded}`
}

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object

export const serveFile = async (deps: Deps, path: string, request: Request): Promise<Response> => {
  // One round trip: the row, the forum's switch and (riding along) the session.
  const [[row], switchRows] = await deps.db.batch([
    servableUploadQuery(deps.db, path, deps.auth.tokenHash),
    forumSwitchQuery(deps.db),
  ])
  if (!row) throw notFound()
  // While the forum is off its files are refused like its threads (403, before asking whether this
  // viewer could read them), except to its managers.
  if (row.isForumFile) assertForumOn(switchRows, deps.auth.current())
  // A forum attachment of a thread this viewer may not read is answered like a missing file.
  if (!row.servable) throw notFound()
  const range =
    request.headers.has('range') && (row.category === 'audio' || row.category === 'videos')
  let object: R2Object | R2ObjectBody | null
  try {
    object = await deps.env.UPLOADS.get(path, {
      onlyIf: request.headers,
      ...(range ? { range: request.headers } : {}),
    })
  } catch (error) {
    // R2 refuses a range it cannot satisfy; any other failure is a real error, not a 416.
    if (!range) throw error
    return new Response(null, { status: 416, headers: { 'Content-Range': 'bytes */*' } })
  }
  if (!object) throw notFound()

  const headers = new Headers({
    'Content-Type': row.mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(
      row.category === 'images' ? 'inline' : 'attachment',
      row.clientFilename,
    ),
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': row.isPublic ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE,
    ETag: object.httpEtag,
    'Accept-Ranges': row.category === 'audio' || row.category === 'videos' ? 'bytes' : 'none',
  })
  // A failed precondition (If-None-Match matched) comes back without a body.
  if (!hasBody(object)) return new Response(null, { status: 304, headers })
  const part = object.range && range ? rangeOf(object.range, object.size) : null
  if (part) {
    headers.set('Content-Range', `bytes ${part.start}-${part.end}/${object.size}`)
    headers.set('Content-Length', String(part.end - part.start + 1))
    return new Response(object.body, { status: 206, headers })
  }
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { headers })
}

const rangeOf = (range: R2Range, size: number) => {
  if ('suffix' in range && range.suffix !== undefined)
    return { start: Math.max(0, size - range.suffix), end: size - 1 }
  const start = 'offset' in range && range.offset !== undefined ? range.offset : 0
  const length = 'length' in range && range.length !== undefined ? range.length : size - start
  return { start, end: Math.min(size, start + length) - 1 }
}
