import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '@worker/index'
import { FORUM_OFF } from '@worker/forum/forum.schemas'
import { MAX_FILE_UPLOAD_BYTES, maxFilesizeMessage } from '@worker/uploads/uploads.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { switchForumOff } from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'
import { bytesOf, PNG } from '../helpers/image-bytes'
import {
  createForumCategory,
  memberSession,
  postThread,
  uploadForumFile,
} from './forum-threads.fixtures'

const PDF = bytesOf('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(40)])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Uint8Array(100)])

const upload = async (session: Session, bytes: Uint8Array = PNG, name = 'photo.png') => {
  const res = await uploadForumFile(session, bytes, name)
  if (res.status !== 201)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}
const attachedTo = async (uploadId: number) =>
  env.DB.prepare(
    'SELECT forum_thread_id, forum_reply_id, position FROM forum_attachments WHERE upload_id = ?',
  )
    .bind(uploadId)
    .first<{ forum_thread_id: number }>()
const fetchFile = (path: string, session?: Session | null) =>
  call(`/api/files/${path}`, { session })

describe('POST /api/uploads with kind forum', () => {
  it('refuses known types outside the categories with "File type is not supported", unknown ones with "Unsupported file type"', async () => {
    const { session } = await memberSession()
    const zip = await uploadForumFile(session, ZIP, 'archive.zip')
    expect(zip.status).toBe(422)
    expect(errorOf(zip).errors).toEqual({ file: ['File type is not supported'] })
    const exe = await uploadForumFile(session, EXE, 'setup.exe')
    expect(exe.status).toBe(422)
    expect(errorOf(exe).errors).toEqual({ file: ['Unsupported file type'] })
  })

  it('holds forum files to maxForumUploadSize', async () => {
    const admin = await signedInAs('admin')
    const { session } = await memberSession()
    await call('/api/settings', {
      method: 'PUT',
      session: admin.session,
      json: { settings: { maxForumUploadSize: 20 } },
    })
    try {
      const res = await uploadForumFile(session, PDF, 'minutes.pdf')
      expect(res.status).toBe(422)
      expect(errorOf(res).errors).toEqual({ file: [maxFilesizeMessage(20)] })
    } finally {
      await call('/api/settings', {
        method: 'PUT',
        session: admin.session,
        json: { settings: { maxForumUploadSize: MAX_FILE_UPLOAD_BYTES } },
      })
    }
    expect((await uploadForumFile(session, PDF, 'minutes.pdf')).status).toBe(201)
  })
})

describe('attachments on threads', () => {
  it('attaches the member’s forum uploads, grouped by category in upload order', async () => {
    const { session } = await memberSession()
    const image = await upload(session)
    const pdf = await upload(session, PDF, 'minutes.pdf')
    const res = await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'With files',
      uploads: [pdf.id, image.id],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.thread.uploads).toEqual([pdf.id, image.id])
    expect(res.thread.upload_files.images).toEqual([
      expect.objectContaining({
        id: image.id,
        src: image.src,
        mime: 'image/png',
        client_filename: 'photo.png',
      }),
    ])
    expect(res.thread.upload_files.documents).toEqual([
      expect.objectContaining({
        id: pdf.id,
        client_filename: 'minutes.pdf',
        filesize_formatted: expect.any(String),
      }),
    ])
    expect((await attachedTo(image.id))?.forum_thread_id).toBe(res.thread.id)
  })

  it('refuses another member’s upload, a non-forum upload and a file attached elsewhere (422)', async () => {
    const me = await memberSession()
    const other = await memberSession()
    const category = await createForumCategory()
    const theirs = await upload(other.session)
    const refused = await postThread(me.session, {
      forum_category_id: category.id,
      title: 'Stolen',
      uploads: [theirs.id],
    })
    expect(refused.status).toBe(422)
    expect(errorOf(refused).errors?.uploads).toEqual(['Attach files you uploaded to the forum'])
    expect(await attachedTo(theirs.id)).toBeNull()

    const plain = await send(
      apiAs(me.session).uploads.$post({ form: { file: new File([PNG], 'a.png') } }),
    )
    expect(
      (
        await postThread(me.session, {
          forum_category_id: category.id,
          title: 'Plain',
          uploads: [plain.body.data.id],
        })
      ).status,
    ).toBe(422)

    const mine = await upload(me.session)
    expect(
      (
        await postThread(me.session, {
          forum_category_id: category.id,
          title: 'First',
          uploads: [mine.id],
        })
      ).status,
    ).toBe(201)
    const twice = await postThread(me.session, {
      forum_category_id: category.id,
      title: 'Second',
      uploads: [mine.id],
    })
    expect(twice.status).toBe(422)
    expect(errorOf(twice).errors?.uploads).toEqual(['That file is attached to another post'])
  })

  it('replaces the attachments on edit, keeping files already on the post', async () => {
    const { session } = await memberSession()
    const first = await upload(session)
    const second = await upload(session, PDF, 'b.pdf')
    const { thread } = await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Edit files',
      uploads: [first.id],
    })
    const res = await send(
      apiAs(session).forum.threads[':id'].$put({
        param: { id: String(thread.id) },
        json: { uploads: [second.id] },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.uploads).toEqual([second.id])
    expect(await attachedTo(first.id)).toBeNull()
    const admin = await signedInAs('admin')
    const kept = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { uploads: [second.id], title: 'Moderated' },
    })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
  })

  it('serves a private thread’s file only to those who may read the thread', async () => {
    const author = await signedInAs('contributor')
    const mentioned = await memberSession()
    const outsider = await memberSession()
    const file = await upload(author.session)
    const res = await postThread(author.session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Private files',
      private: true,
      body: 'For @[0]',
      entities: [{ entity_id: mentioned.user.id, entity_type: 'user', body: '@M' }],
      uploads: [file.id],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect((await fetchFile(file.path, author.session)).status).toBe(200)
    expect((await fetchFile(file.path, mentioned.session)).status).toBe(200)
    expect((await fetchFile(file.path, outsider.session)).status).toBe(404)
    expect((await fetchFile(file.path)).status).toBe(404)
  })

  it('removes a deleted thread’s files, so they are not served to anyone any more', async () => {
    const { session } = await memberSession()
    const file = await upload(session)
    const { thread } = await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Gone soon',
      uploads: [file.id],
    })
    expect((await fetchFile(file.path)).status).toBe(200)
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE', session })).status,
    ).toBe(200)
    expect((await fetchFile(file.path, session)).status).toBe(404)
    expect(await env.UPLOADS.get(file.path)).toBeNull()
  })

  it('serves a file removed by an edit or left by a deleted reply only to its uploader', async () => {
    const { session } = await memberSession()
    const other = await memberSession()
    const kept = await upload(session)
    const dropped = await upload(session, PDF, 'dropped.pdf')
    const drafted = await upload(session, PDF, 'draft.pdf')
    // Before it is attached anywhere a draft's file is the uploader's alone.
    expect((await fetchFile(drafted.path, session)).status).toBe(200)
    expect((await fetchFile(drafted.path, other.session)).status).toBe(404)
    expect((await fetchFile(drafted.path)).status).toBe(404)

    const { thread } = await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Edited files',
      uploads: [kept.id, dropped.id],
    })
    expect((await fetchFile(dropped.path, other.session)).status).toBe(200)
    await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session,
      json: { uploads: [kept.id] },
    })
    expect((await fetchFile(dropped.path, other.session)).status).toBe(404)
    expect((await fetchFile(kept.path, other.session)).status).toBe(200)

    const reply = await send(
      apiAs(session).forum.replies.$post({
        json: { forum_thread_id: thread.id, body: 'With a file', uploads: [drafted.id] },
      }),
    )
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect((await fetchFile(drafted.path, other.session)).status).toBe(200)
    await call(`/api/forum/replies/${reply.body.data.id}`, {
      method: 'DELETE',
      session,
    })
    expect((await fetchFile(drafted.path, other.session)).status).toBe(404)
    expect((await fetchFile(drafted.path, session)).status).toBe(200)
  })
})

describe('serving forum files', () => {
  it('serves forum files private, no-store (attached or not), never with the long public cache', async () => {
    const { session } = await memberSession()
    const attached = await upload(session)
    const draft = await upload(session, PDF, 'draft.pdf')
    await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Cached?',
      uploads: [attached.id],
    })
    for (const [file, viewer] of [
      [attached, null],
      [attached, session],
      [draft, session],
    ] as const) {
      const res = await fetchFile(file.path, viewer)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    // A public file (an event picture) keeps the long public cache.
    const poster = (
      await send(
        apiAs(session).uploads.$post({
          form: { file: new File([PNG], 'poster.png'), kind: 'event' },
        }),
      )
    ).body.data
    expect((await fetchFile(poster.path)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('refuses forum files while the forum is off (403), except to forum managers; other files are served', async () => {
    const author = await memberSession()
    const reader = await memberSession()
    const manager = await signedInAs('admin')
    const file = await upload(author.session)
    const draft = await upload(author.session, PDF, 'draft.pdf')
    await postThread(author.session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Off soon',
      uploads: [file.id],
    })
    const poster = (
      await send(
        apiAs(author.session).uploads.$post({
          form: { file: new File([PNG], 'poster.png'), kind: 'event' },
        }),
      )
    ).body.data
    const restore = await switchForumOff()
    try {
      for (const viewer of [reader.session, author.session, null]) {
        const res = await fetchFile(file.path, viewer)
        expect(res.status).toBe(403)
        expect(res.body.message).toBe(FORUM_OFF)
      }
      expect((await fetchFile(draft.path, author.session)).status).toBe(403)
      expect((await fetchFile(file.path, manager.session)).status).toBe(200)
      expect((await fetchFile(poster.path, reader.session)).status).toBe(200)
    } finally {
      await restore()
    }
    expect((await fetchFile(file.path, reader.session)).status).toBe(200)
  })
})

describe('hourly clean-up of unattached forum files', () => {
  it('removes day-old forum files attached to nothing (row and object), keeping attached and fresh ones', async () => {
    const { session } = await memberSession()
    const [old, fresh, attached] = [
      await upload(session),
      await upload(session),
      await upload(session),
    ]
    await postThread(session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Keeps its file',
      uploads: [attached.id],
    })
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString()
    await env.DB.prepare('UPDATE uploads SET created_at = ? WHERE id IN (?, ?)')
      .bind(twoDaysAgo, old.id, attached.id)
      .run()

    const ctx = createExecutionContext()
    await worker.scheduled(
      createScheduledController({ cron: '17 * * * *', scheduledTime: Date.now() }),
      env,
      ctx,
    )
    await waitOnExecutionContext(ctx)

    const ids = (
      await env.DB.prepare('SELECT id FROM uploads WHERE id IN (?, ?, ?) ORDER BY id')
        .bind(old.id, fresh.id, attached.id)
        .all<{ id: number }>()
    ).results
    expect(ids.map((r) => r.id)).toEqual([fresh.id, attached.id].sort((a, b) => a - b))
    expect(await env.UPLOADS.get(old.path)).toBeNull()
    expect(await env.UPLOADS.head(fresh.path)).not.toBeNull()
  })
})
