import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ForumThreadResource } from '../../worker/forum/forum.schemas'
import { maxFilesizeMessage } from '../../worker/uploads/uploads.schemas'
import { signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'
import { bytesOf, PNG } from '../helpers/image-bytes'
import { createForumCategory, memberSession, postThread, uploadForumFile } from './forum-threads.fixtures'

const PDF = bytesOf('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(40)])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Uint8Array(100)])

const upload = async (session: Session, bytes: Uint8Array = PNG, name = 'photo.png') => {
  const res = await uploadForumFile(session, bytes, name)
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data!
}
const attachedTo = async (uploadId: number) =>
  env.DB.prepare('SELECT forum_thread_id, forum_reply_id, position FROM forum_attachments WHERE upload_id = ?').bind(uploadId).first<{ forum_thread_id: number }>()
const fetchFile = (path: string, session?: Session | null) => call(`/api/files/${path}`, { session })

describe('POST /api/uploads with kind forum', () => {
  it('refuses known types outside the categories with "File type is not supported", unknown ones with "Unsupported file type"', async () => {
    const { session } = await memberSession()
    const zip = await uploadForumFile(session, ZIP, 'archive.zip')
    expect(zip.status).toBe(422)
    expect(zip.body.errors).toEqual({ file: ['File type is not supported'] })
    const exe = await uploadForumFile(session, EXE, 'setup.exe')
    expect(exe.status).toBe(422)
    expect(exe.body.errors).toEqual({ file: ['Unsupported file type'] })
  })

  it('holds forum files to maxForumUploadSize', async () => {
    const admin = await signedInAs('admin')
    const { session } = await memberSession()
    await call('/api/settings', { method: 'PUT', session: admin.session, json: { maxForumUploadSize: 20 } })
    try {
      const res = await uploadForumFile(session, PDF, 'minutes.pdf')
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ file: [maxFilesizeMessage(20)] })
    } finally {
      await call('/api/settings', { method: 'PUT', session: admin.session, json: { maxForumUploadSize: 268435456 } })
    }
    expect((await uploadForumFile(session, PDF, 'minutes.pdf')).status).toBe(201)
  })
})

describe('attachments on threads', () => {
  it('attaches the member’s forum uploads, grouped by category in upload order', async () => {
    const { session } = await memberSession()
    const image = await upload(session)
    const pdf = await upload(session, PDF, 'minutes.pdf')
    const res = await postThread(session, { forum_category_id: (await createForumCategory()).id, title: 'With files', uploads: [pdf.id, image.id] })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.thread.uploads).toEqual([pdf.id, image.id])
    expect(res.thread.upload_files.images).toEqual([expect.objectContaining({ id: image.id, src: image.src, mime: 'image/png', client_filename: 'photo.png' })])
    expect(res.thread.upload_files.documents).toEqual([expect.objectContaining({ id: pdf.id, client_filename: 'minutes.pdf', filesize_formatted: expect.any(String) })])
    expect((await attachedTo(image.id))?.forum_thread_id).toBe(res.thread.id)
  })

  it('refuses another member’s upload, a non-forum upload and a file attached elsewhere (422)', async () => {
    const me = await memberSession()
    const other = await memberSession()
    const category = await createForumCategory()
    const theirs = await upload(other.session)
    const refused = await postThread(me.session, { forum_category_id: category.id, title: 'Stolen', uploads: [theirs.id] })
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.uploads).toEqual(['Attach files you uploaded to the forum'])
    expect(await attachedTo(theirs.id)).toBeNull()

    const form = new FormData()
    form.set('file', new File([PNG], 'a.png'))
    const plain = await call('/api/uploads', { session: me.session, form })
    expect((await postThread(me.session, { forum_category_id: category.id, title: 'Plain', uploads: [(plain.body.data as { id: number }).id] })).status).toBe(422)

    const mine = await upload(me.session)
    expect((await postThread(me.session, { forum_category_id: category.id, title: 'First', uploads: [mine.id] })).status).toBe(201)
    const twice = await postThread(me.session, { forum_category_id: category.id, title: 'Second', uploads: [mine.id] })
    expect(twice.status).toBe(422)
    expect(twice.body.errors?.uploads).toEqual(['That file is attached to another post'])
  })

  it('replaces the attachments on edit, keeping files already on the post', async () => {
    const { session } = await memberSession()
    const first = await upload(session)
    const second = await upload(session, PDF, 'b.pdf')
    const { thread } = await postThread(session, { forum_category_id: (await createForumCategory()).id, title: 'Edit files', uploads: [first.id] })
    const res = await call(`/api/forum/threads/${thread.id}`, { method: 'PUT', session, json: { uploads: [second.id] } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body.data as ForumThreadResource).uploads).toEqual([second.id])
    expect(await attachedTo(first.id)).toBeNull()
    const admin = await signedInAs('admin')
    const kept = await call(`/api/forum/threads/${thread.id}`, { method: 'PUT', session: admin.session, json: { uploads: [second.id], title: 'Moderated' } })
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
    const { thread } = await postThread(session, { forum_category_id: (await createForumCategory()).id, title: 'Gone soon', uploads: [file.id] })
    expect((await fetchFile(file.path)).status).toBe(200)
    expect((await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE', session })).status).toBe(200)
    expect((await fetchFile(file.path, session)).status).toBe(404)
    expect(await env.UPLOADS.get(file.path)).toBeNull()
  })
})
