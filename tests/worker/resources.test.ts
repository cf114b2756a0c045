import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { postUploads, uploads } from '../../worker/db/schema'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createUser, db, signedInAs, signIn } from '../helpers/factories'
import { call, type Session } from '../helpers/http'
import {
  attachUploads,
  createGroup,
  createResourcePost,
  createUpload,
  reloadPost,
  requestToJoin,
} from '../helpers/post-factories'

type NewResource = Parameters<typeof api.resources.$post>[0]['json']
type ResourceChanges = Parameters<(typeof api.resources)[':id']['$put']>[0]['json']

const BODY = {
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Secret minutes' }] }],
}
const newResource = (overrides: Partial<NewResource> = {}): NewResource => ({
  title: `Planning guide ${crypto.randomUUID().slice(0, 6)}`,
  excerpt: 'How to apply',
  ...overrides,
})
const post = (session: Session | null, json: NewResource) =>
  send(apiAs(session).resources.$post({ json }))
const put = (session: Session | null, id: number, json: ResourceChanges) =>
  send(apiAs(session).resources[':id'].$put({ param: { id: String(id) }, json }))
const get = (key: string | number, session?: Session | null) =>
  send(apiAs(session).resources[':id'].$get({ param: { id: String(key) } }))
const preview = (key: string | number, session?: Session | null) =>
  send(apiAs(session).resources[':id'].preview.$get({ param: { id: String(key) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).resources.$get({ query }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).resources[':id'].$delete({ param: { id: String(id) } }))

/** A resource of a private group, with a member of the group and an outsider. */
const gatedResource = async () => {
  const member = await createUser()
  const outsider = await createUser()
  const group = await createGroup([member])
  const file = await createUpload(null)
  const resource = await createResourcePost({
    groupId: group.id,
    body: BODY,
    bodyText: 'Secret minutes',
  })
  await attachUploads(resource.id, [file.id])
  return {
    group,
    resource,
    member: { user: member, session: await signIn(member.email) },
    outsider: { user: outsider, session: await signIn(outsider.email) },
  }
}

describe('POST /api/resources', () => {
  it('answers 401 to visitors and 403 to members without resources.create', async () => {
    expect((await post(null, newResource())).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await post(session, newResource())).status).toBe(403)
  })

  it('stores the files in order and groups them by category with formatted sizes', async () => {
    const { user, session } = await signedInAs('contributor')
    const pdf = await createUpload(user.id, { category: 'documents', size: 1_258_291 })
    const png = await createUpload(user.id, { category: 'images', size: 340 * 1024 })
    const res = await post(session, newResource({ uploads: [pdf.id, png.id], body: BODY }))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      type: 'resource',
      status: 'pending',
      uploads: [pdf.id, png.id],
      locked: false,
      body: BODY,
    })
    expect(res.body.data.upload_files.documents).toEqual([
      {
        id: pdf.id,
        client_filename: pdf.clientFilename,
        filesize_formatted: '1.2 MB',
        src: `/api/files/${pdf.path}`,
        mime: 'application/pdf',
      },
    ])
    expect(res.body.data.upload_files.images.map((f) => f.filesize_formatted)).toEqual(['340 KB'])
    expect(res.body.data.upload_files.audio).toEqual([])
  })

  it('refuses someone else’s upload, a missing one, a missing group and a long excerpt (422)', async () => {
    const { session } = await signedInAs('contributor')
    const { user: other } = await signedInAs('member')
    const theirs = await createUpload(other.id)
    const res = await post(
      session,
      newResource({ uploads: [theirs.id, 999_999], group_id: 999_999 }),
    )
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toMatchObject({
      'uploads.0': expect.any(Array),
      'uploads.1': expect.any(Array),
      group_id: expect.any(Array),
    })
    const long = await post(session, newResource({ excerpt: 'x'.repeat(251) }))
    expect(long.status).toBe(422)
    expect(errorOf(long).errors).toHaveProperty('excerpt')
  })

  it('lets a manager attach anyone’s upload and saves approved by default', async () => {
    const { session } = await signedInAs('admin')
    const file = await createUpload(null)
    const res = await post(session, newResource({ uploads: [file.id] }))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ status: 'approved', uploads: [file.id] })
  })
})

describe('GET /api/resources/:id for a group’s resource (spec 02 §6)', () => {
  it('answers 403 to a non-member, 200 to a member, the author and a manager', async () => {
    const { resource, member, outsider } = await gatedResource()
    expect((await get(resource.id, outsider.session)).status).toBe(403)
    expect((await get(resource.slug, null)).status).toBe(403)
    const open = await get(resource.id, member.session)
    expect(open.status).toBe(200)
    expect(open.body.data).toMatchObject({ locked: false, body: BODY })
    expect(open.body.data.upload_files.documents).toHaveLength(1)
    const { session: admin } = await signedInAs('admin')
    expect((await get(resource.id, admin)).status).toBe(200)
  })

  it('serves its files only to those who may open it: a download link never leaks it', async () => {
    const { resource, member, outsider } = await gatedResource()
    const [file] = await db
      .select({ path: uploads.path })
      .from(postUploads)
      .innerJoin(uploads, eq(uploads.id, postUploads.uploadId))
      .where(eq(postUploads.postId, resource.id))
    await env.UPLOADS.put(file!.path, 'minutes of the circle')
    const fetchFile = (session: Session | null) => call(`/api/files/${file!.path}`, { session })
    expect((await fetchFile(outsider.session)).status).toBe(404)
    expect((await fetchFile(null)).status).toBe(404)
    const allowed = await fetchFile(member.session)
    expect(allowed.status).toBe(200)
    expect(allowed.body).toBe('minutes of the circle')
  })

  it('keeps a downloadable file private to its uploader until a resource lists it', async () => {
    const author = await createUser()
    const file = await createUpload(author.id)
    await env.UPLOADS.put(file.path, 'draft')
    const fetchFile = (session: Session | null) => call(`/api/files/${file.path}`, { session })
    expect((await fetchFile(null)).status).toBe(404)
    expect((await fetchFile(await signIn(author.email))).status).toBe(200)
    const open = await createResourcePost({ userId: author.id })
    await attachUploads(open.id, [file.id])
    expect((await fetchFile(null)).status).toBe(200)
  })

  it('shows a non-member the card through /preview, locked, with their join request', async () => {
    const { resource, group, outsider } = await gatedResource()
    const card = await preview(resource.id, outsider.session)
    expect(card.status).toBe(200)
    expect(card.body.data).toMatchObject({
      locked: true,
      group: { id: group.id, title: group.title },
      group_requested: false,
      total_files: 1,
    })
    expect(card.body.data).not.toHaveProperty('body')
    expect(card.body.data).not.toHaveProperty('upload_files')
    await requestToJoin(group.id, outsider.user.id)
    expect((await preview(resource.slug, outsider.session)).body.data.group_requested).toBe(true)
  })

  it('previews only approved resources to other readers', async () => {
    const pending = await createResourcePost({ status: 'pending' })
    expect((await preview(pending.id)).status).toBe(404)
    expect((await preview(999_999)).status).toBe(404)
  })

  it('lists a locked resource as a card without its body or files', async () => {
    const { resource, outsider, member } = await gatedResource()
    const rows = (await list(outsider.session, { q: resource.title })).body.data
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: resource.id, locked: true, total_files: 1 })
    expect(rows[0]).not.toHaveProperty('body')
    expect(rows[0]).not.toHaveProperty('upload_files')
    expect(JSON.stringify(rows)).not.toContain('Secret minutes')
    const mine = (await list(member.session, { q: resource.title })).body.data
    expect(mine[0]?.locked).toBe(false)
  })
})

describe('GET /api/resources', () => {
  it('lists approved resources only, newest first', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const a = await createResourcePost({ title: `${tag} a`, createdAt: '2026-01-01T00:00:00.000Z' })
    const b = await createResourcePost({ title: `${tag} b`, createdAt: '2026-02-01T00:00:00.000Z' })
    await createResourcePost({ title: `${tag} c`, status: 'pending' })
    const res = await list(null, { q: tag })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => r.id)).toEqual([b.id, a.id])
  })
})

describe('PUT and DELETE /api/resources/:id', () => {
  it('replaces the files and keeps created_at unless a manager sends it', async () => {
    const { user, session } = await signedInAs('contributor')
    const first = await createUpload(user.id)
    const second = await createUpload(user.id, { category: 'images' })
    const resource = await createResourcePost({
      userId: user.id,
      createdAt: '2026-04-01T00:00:00.000Z',
    })
    await attachUploads(resource.id, [first.id])
    const res = await put(session, resource.id, {
      uploads: [second.id],
      created_at: '2020-01-01T00:00:00Z',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.uploads).toEqual([second.id])
    expect(res.body.data.upload_files.documents).toEqual([])
    expect((await reloadPost(resource.id))?.createdAt).toBe('2026-04-01T00:00:00.000Z')
  })

  it('refuses a status change from the author without resources.manage', async () => {
    const { user, session } = await signedInAs('contributor')
    const resource = await createResourcePost({ userId: user.id, status: 'pending' })
    expect((await put(session, resource.id, { status: 'approved' })).status).toBe(403)
    const { session: admin } = await signedInAs('admin')
    expect((await put(admin, resource.id, { status: 'approved' })).status).toBe(200)
  })

  it('lets only the author or a manager delete', async () => {
    const { user, session } = await signedInAs('contributor')
    const resource = await createResourcePost({ userId: user.id })
    const { session: other } = await signedInAs('contributor')
    expect((await remove(other, resource.id)).status).toBe(403)
    expect((await remove(session, resource.id)).status).toBe(204)
    expect(await reloadPost(resource.id)).toBeUndefined()
  })
})
