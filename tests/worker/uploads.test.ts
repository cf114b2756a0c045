import { env, exports } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uploads } from '@worker/db/schema'
import { MAX_FILE_UPLOAD_BYTES } from '@worker/uploads/uploads.schemas'
import { api, apiAs, errorOf, send } from '../helpers/api'
import { db, signedInAs } from '../helpers/factories'
import { call, ORIGIN, type Session } from '../helpers/http'
import { bytesOf, GIF, icoOf, JPEG, PNG } from '../helpers/image-bytes'
import { minimalDocx, minimalXlsx, plainZip } from '../helpers/zip-bytes'

const ICO = icoOf(PNG)
const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  ...new Uint8Array(200),
])
/** A lossless WebP header (RIFF…WEBPVP8L) with a zeroed body. */
const WEBP = new Uint8Array([...bytesOf('RIFFxxxxWEBPVP8L'), ...new Uint8Array(18)])
/** A Windows bitmap: "BM" and a zeroed header. */
const BMP = new Uint8Array([...bytesOf('BM'), ...new Uint8Array(56)])
const SVG = bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

/** A PNG of exactly `size` bytes: the 1×1 image with a private ancillary chunk padding it out. */
const pngOfSize = (size: number) => {
  const iend = PNG.length - 12
  const padding = size - PNG.length - 12
  const chunk = new Uint8Array(12 + padding)
  new DataView(chunk.buffer).setUint32(0, padding)
  chunk.set(bytesOf('prVt'), 4)
  return new Uint8Array([...PNG.subarray(0, iend), ...chunk, ...PNG.subarray(iend)])
}

const base64 = (bytes: Uint8Array) => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const dataUrl = (bytes: Uint8Array, mime = 'image/png') => `data:${mime};base64,${base64(bytes)}`

type UploadForm = Parameters<typeof api.uploads.$post>[0]['form']

/** POST /api/uploads as the browser sends it: multipart, same origin, with the session cookie. */
const postFile = (
  session: Session | null,
  bytes: Uint8Array,
  name: string,
  kind?: UploadForm['kind'],
) => {
  const file = new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' })
  return send(apiAs(session).uploads.$post({ form: kind ? { file, kind } : { file } }))
}

const postImage = (
  session: Session | null,
  json: Parameters<typeof api.uploads.img.$post>[0]['json'],
) => send(apiAs(session).uploads.img.$post({ json }))
const fetchFile = (src: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${src}`, { headers })
const objectCount = async () => (await env.UPLOADS.list()).objects.length
const rowOf = async (id: number) => (await db.select().from(uploads).where(eq(uploads.id, id)))[0]

const setSetting = async (json: Record<string, number>) => {
  const { session } = await signedInAs('admin')
  expect(
    (await call('/api/settings', { method: 'PUT', session, json: { settings: json } })).status,
  ).toBe(200)
}

describe('POST /api/uploads', () => {
  it('stores a PNG in R2 under its category, kind and month, records it and returns the upload', async () => {
    const { user, session } = await signedInAs('member')
    const res = await postFile(session, PNG, 'Tiny dot.png', 'event')
    expect(res.status).toBe(201)
    const upload = res.body.data
    expect(upload.path).toMatch(/^images\/event\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    expect(upload).toMatchObject({
      src: `/api/files/${upload.path}`,
      client_filename: 'Tiny dot.png',
      filesize: PNG.length,
      filesize_formatted: `${PNG.length} B`,
      category: 'images',
      mime: 'image/png',
      kind: 'event',
    })
    expect(await rowOf(upload.id)).toMatchObject({
      userId: user.id,
      path: upload.path,
      mime: 'image/png',
    })
    const object = await env.UPLOADS.get(upload.path)
    expect(object?.httpMetadata?.contentType).toBe('image/png')
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG)
  })

  it('refuses an executable named .png and writes nothing to R2 or D1', async () => {
    const { session } = await signedInAs('member')
    const before = await objectCount()
    const rowsBefore = (await db.select().from(uploads)).length
    const res = await postFile(session, EXE, 'holiday.png')
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ file: ['Unsupported file type'] })
    expect(await objectCount()).toBe(before)
    expect((await db.select().from(uploads)).length).toBe(rowsBefore)
  })

  it.each([
    ['page.html', bytesOf('<!doctype html><script>alert(1)</script>')],
    ['drawing.svg', SVG],
    ['archive.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(40)])],
    [
      'installer.msi',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(40)]),
    ],
    ['binary.txt', new Uint8Array([0x68, 0x69, 0x00, 0x01])],
    // Office names on ZIPs without that format's parts ([Content_Types].xml and word/, xl/, ppt/).
    ['report.docx', plainZip()],
    ['report.docx', minimalXlsx()],
    ['slides.pptx', minimalDocx()],
    ['report.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(40)])],
  ])('refuses %s', async (name, bytes) => {
    const { session } = await signedInAs('member')
    const res = await postFile(session, bytes, name)
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.file).toEqual(['Unsupported file type'])
  })

  it.each([
    ['notes.txt', 'documents', 'text/plain', 'txt', bytesOf('Bring a packed lunch — £5 café\n')],
    ['minutes.pdf', 'documents', 'application/pdf', 'pdf', bytesOf('%PDF-1.7\n%âãÏÓ\n')],
    [
      'report.docx',
      'documents',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
      minimalDocx(),
    ],
    [
      'budget.xlsx',
      'documents',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
      minimalXlsx(),
    ],
    [
      'song.mp3',
      'audio',
      'audio/mpeg',
      'mp3',
      new Uint8Array([...bytesOf('ID3'), 4, 0, 0, 0, 0, 0, 0]),
    ],
    [
      'clip.mp4',
      'videos',
      'video/mp4',
      'mp4',
      new Uint8Array([0, 0, 0, 0x18, ...bytesOf('ftypisom'), 0, 0, 2, 0, ...bytesOf('isomiso2')]),
    ],
  ])('accepts %s as %s (%s)', async (name, category, mime, ext, bytes) => {
    const { session } = await signedInAs('member')
    const res = await postFile(session, bytes, name, 'resource')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ category, mime, client_filename: name })
    expect(res.body.data.path.endsWith(`.${ext}`)).toBe(true)
  })

  it('refuses a file over maxUploadSize with "Maximum filesize is {size}Mb"', async () => {
    await setSetting({ maxUploadSize: 1048576 })
    try {
      const { session } = await signedInAs('member')
      const before = await objectCount()
      const res = await postFile(session, new Uint8Array(1048577).fill(0x61), 'big.txt')
      expect(res.status).toBe(422)
      expect(errorOf(res).errors).toEqual({ file: ['Maximum filesize is 1Mb'] })
      expect(await objectCount()).toBe(before)
      expect(
        (await postFile(session, new Uint8Array(1048576).fill(0x61), 'just-fits.txt')).status,
      ).toBe(201)
    } finally {
      await setSetting({ maxUploadSize: MAX_FILE_UPLOAD_BYTES })
    }
  })

  it('states a limit under 1 MB in KB: "Maximum filesize is 512Kb"', async () => {
    await setSetting({ maxUploadSize: 524288 })
    try {
      const { session } = await signedInAs('member')
      const res = await postFile(session, new Uint8Array(524289).fill(0x61), 'big.txt')
      expect(res.status).toBe(422)
      expect(errorOf(res).errors).toEqual({ file: ['Maximum filesize is 512Kb'] })
    } finally {
      await setSetting({ maxUploadSize: MAX_FILE_UPLOAD_BYTES })
    }
  })

  it('answers a declared body over the limit with 413 before reading it', async () => {
    await setSetting({ maxUploadSize: 1048576, maxForumUploadSize: 1048576 })
    try {
      const { session } = await signedInAs('member')
      const before = await objectCount()
      let pulled = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65536
          if (pulled > 8 * 1048576) controller.close()
          else controller.enqueue(new Uint8Array(65536).fill(0x61))
        },
      })
      const response = await exports.default.fetch(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          cookie: session.cookie!,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(2 * 1024 ** 3),
        },
        body,
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        message: 'Maximum filesize is 1Mb',
        errors: { file: ['Maximum filesize is 1Mb'] },
      })
      expect(pulled).toBeLessThanOrEqual(131072)
      expect(await objectCount()).toBe(before)
    } finally {
      await setSetting({
        maxUploadSize: MAX_FILE_UPLOAD_BYTES,
        maxForumUploadSize: MAX_FILE_UPLOAD_BYTES,
      })
    }
  })

  it('needs a signed-in member', async () => {
    expect((await postFile(null, PNG, 'dot.png')).status).toBe(401)
    expect((await postImage(null, { data: dataUrl(PNG), path: 'event' })).status).toBe(401)
  })
})

describe('POST /api/uploads/img', () => {
  it('stores a base64 image for the site and returns its path, src and id', async () => {
    const { session } = await signedInAs('admin')
    const res = await postImage(session, { data: dataUrl(PNG), path: 'site', filename: 'logo.png' })
    expect(res.status).toBe(201)
    const upload = res.body.data
    expect(upload.path).toMatch(/^images\/site\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    expect(upload).toMatchObject({
      src: `/api/files/${upload.path}`,
      client_filename: 'logo.png',
      kind: 'site',
    })
    expect(typeof upload.id).toBe('number')
    expect(await env.UPLOADS.head(upload.path)).not.toBeNull()
  })

  it.each([
    ['jpeg', JPEG, 'jpg'],
    ['gif', GIF, 'gif'],
    ['x-icon', ICO, 'ico'],
  ])('accepts image/%s (bare base64 too)', async (_type, bytes, ext) => {
    const { session } = await signedInAs('member')
    const res = await postImage(session, { data: base64(bytes), type: 'editor' })
    expect(res.status).toBe(201)
    expect(res.body.data.path).toMatch(new RegExp(`^images/editor/.+\\.${ext}$`))
  })

  it.each([
    ['webp', WEBP],
    ['bmp', BMP],
    ['svg', SVG],
  ])('refuses %s with "Unsupported file type"', async (_name, bytes) => {
    const { session } = await signedInAs('member')
    const res = await postImage(session, { data: base64(bytes), path: 'event' })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ data: ['Unsupported file type'] })
  })

  it('takes an image of exactly maxImageUploadSize and refuses one byte more', async () => {
    const { session } = await signedInAs('member')
    expect(
      (await postImage(session, { data: dataUrl(pngOfSize(2097152)), path: 'event' })).status,
    ).toBe(201)
    const before = await objectCount()
    const res = await postImage(session, { data: dataUrl(pngOfSize(2097153)), path: 'event' })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({ data: ['Maximum filesize is 2Mb'] })
    expect(await objectCount()).toBe(before)
  })

  it.each([
    ['a truncated PNG', dataUrl(PNG.subarray(0, 40))],
    ['a PNG without IEND', dataUrl(PNG.subarray(0, PNG.length - 12))],
    ['a JPEG without EOI', base64(JPEG.subarray(0, JPEG.length - 2))],
    ['a GIF without its trailer', base64(GIF.subarray(0, GIF.length - 1))],
    ['text that is not base64', 'data:image/png;base64,not*base64!'],
  ])('refuses %s as not convertible', async (_name, data) => {
    const { session } = await signedInAs('member')
    const before = await objectCount()
    const res = await postImage(session, { data, path: 'event' })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toEqual({
      data: ["Image couldn't be converted to the correct format"],
    })
    expect(await objectCount()).toBe(before)
  })
})

describe('upload size settings', () => {
  it('refuses limits over what one Worker request carries, with a message saying why', async () => {
    const { session } = await signedInAs('admin')
    const res = await call('/api/settings', {
      method: 'PUT',
      session,
      json: {
        settings: {
          maxUploadSize: 536870912,
          maxForumUploadSize: 268435456,
          maxImageUploadSize: 104857600,
        },
      },
    })
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors!).sort()).toEqual([
      'settings.maxForumUploadSize',
      'settings.maxImageUploadSize',
      'settings.maxUploadSize',
    ])
    expect(errorOf(res).errors!['settings.maxUploadSize']![0]).toMatch(
      /^At most 95Mb: Cloudflare refuses requests over 100 MB/,
    )
    expect(errorOf(res).errors!['settings.maxImageUploadSize']![0]).toMatch(/^At most 8Mb: /)
    const ok = await call('/api/settings', {
      method: 'PUT',
      session,
      json: { settings: { maxUploadSize: MAX_FILE_UPLOAD_BYTES } },
    })
    expect(ok.status).toBe(200)
  })

  it('reads a stored limit over the cap (and the defaults) as the cap', async () => {
    const settings = (await send(api.settings.$get())).body.data
    expect(settings).toMatchObject({
      maxUploadSize: MAX_FILE_UPLOAD_BYTES,
      maxForumUploadSize: MAX_FILE_UPLOAD_BYTES,
    })
    await env.DB.prepare(
      "INSERT INTO site_settings (key, value, updated_at) VALUES ('maxUploadSize', '536870912', '2026-01-01T00:00:00.000Z') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run()
    try {
      expect((await call('/api/settings')).body.data).toMatchObject({
        maxUploadSize: MAX_FILE_UPLOAD_BYTES,
      })
      // A body declared just over the cap and its form's room is refused without being read.
      const { session } = await signedInAs('member')
      const response = await exports.default.fetch(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          cookie: session.cookie!,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(100_000_001),
        },
        body: new ReadableStream({
          pull: (controller) => {
            controller.enqueue(new Uint8Array(16))
            controller.close()
          },
        }),
      })
      expect(response.status).toBe(413)
      expect(errorOf({ body: await response.json() }).message).toBe('Maximum filesize is 95Mb')
    } finally {
      await env.DB.prepare("DELETE FROM site_settings WHERE key = 'maxUploadSize'").run()
    }
  })
})

describe('GET /api/files/{path}', () => {
  it('serves an image inline with its stored type, nosniff, a long cache and an ETag that answers 304', async () => {
    const { session } = await signedInAs('member')
    const upload = (
      await postImage(session, { data: dataUrl(PNG), path: 'event', filename: 'dot.png' })
    ).body.data
    const res = await fetchFile(upload.src)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="dot.png"')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG)
    const etag = res.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await fetchFile(upload.src, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('sends documents as downloads, with the UTF-8 name in filename*', async () => {
    const { session } = await signedInAs('member')
    const upload = (await postFile(session, bytesOf('a,b\n1,2\n'), 'Résumé final.csv')).body.data
    const res = await fetchFile(upload.src)
    expect(res.headers.get('content-type')).toBe('text/csv')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ final.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.csv`,
    )
  })

  it('never lets a quote in the name break out of the filename parameter', async () => {
    const { session } = await signedInAs('member')
    const upload = (
      await postImage(session, { data: dataUrl(PNG), path: 'event', filename: 'a"; x=".png' })
    ).body.data
    expect((await fetchFile(upload.src)).headers.get('content-disposition')).toBe(
      `inline; filename="a_; x=_.png"; filename*=UTF-8''a%22%3B%20x%3D%22.png`,
    )
  })

  it('sandboxes every file with its own Content-Security-Policy', async () => {
    const { session } = await signedInAs('member')
    const upload = (
      await postFile(session, bytesOf('<html><script>alert(1)</script>'), 'notes.txt')
    ).body.data
    const res = await fetchFile(upload.src)
    expect(res.headers.get('content-type')).toBe('text/plain')
    const csp = (res.headers.get('content-security-policy') ?? '').split(/;\s*/)
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "img-src 'self'",
        "style-src 'unsafe-inline'",
        'sandbox',
      ]),
    )
    expect(csp.some((d) => d.startsWith('script-src'))).toBe(false)
  })

  it('serves part of an audio file for a Range request', async () => {
    const { session } = await signedInAs('member')
    const song = new Uint8Array([...bytesOf('ID3'), 4, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6])
    const upload = (await postFile(session, song, 'song.mp3')).body.data
    const res = await fetchFile(upload.src, { range: 'bytes=10-13' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 10-13/${song.length}`)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="song.mp3"')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]))
  })

  it('answers 404 for an unknown path, and for an object in R2 without a row', async () => {
    expect((await fetchFile('/api/files/images/event/2020/01/nothing.png')).status).toBe(404)
    await env.UPLOADS.put('images/event/2020/01/stray.png', PNG, {
      httpMetadata: { contentType: 'image/png' },
    })
    expect((await fetchFile('/api/files/images/event/2020/01/stray.png')).status).toBe(404)
  })
})

describe('DELETE /api/uploads', () => {
  const upload = async (session: Session) =>
    (await postImage(session, { data: dataUrl(PNG), path: 'event' })).body.data

  it('lets the uploader delete their file: the row and the object are gone and it is no longer served', async () => {
    const { session } = await signedInAs('member')
    const file = await upload(session)
    const res = await call('/api/uploads', {
      method: 'DELETE',
      session,
      json: { path: file.path, id: file.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: file.id, path: file.path })
    expect(await rowOf(file.id)).toBeUndefined()
    expect(await env.UPLOADS.head(file.path)).toBeNull()
    expect((await fetchFile(file.src)).status).toBe(404)
  })

  it('refuses another member (403) and keeps the file; an admin may delete it', async () => {
    const owner = await signedInAs('member')
    const file = await upload(owner.session)
    const other = await signedInAs('member')
    expect(
      (
        await call('/api/uploads', {
          method: 'DELETE',
          session: other.session,
          json: { path: file.path, id: file.id },
        })
      ).status,
    ).toBe(403)
    expect(await rowOf(file.id)).toBeDefined()
    expect(await env.UPLOADS.head(file.path)).not.toBeNull()
    const admin = await signedInAs('admin')
    expect(
      (
        await call('/api/uploads', {
          method: 'DELETE',
          session: admin.session,
          json: { path: file.path, id: file.id },
        })
      ).status,
    ).toBe(200)
    expect(await env.UPLOADS.head(file.path)).toBeNull()
  })

  it('answers 404 when the path and id do not belong to the same upload', async () => {
    const { session } = await signedInAs('member')
    const first = await upload(session)
    const second = await upload(session)
    const res = await call('/api/uploads', {
      method: 'DELETE',
      session,
      json: { path: first.path, id: second.id },
    })
    expect(res.status).toBe(404)
    expect(await rowOf(first.id)).toBeDefined()
    expect(await rowOf(second.id)).toBeDefined()
  })
})
