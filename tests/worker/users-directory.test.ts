import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { loadPlaces } from '@worker/places/places'
import { connectRequests, connections, memberBlocks } from '@worker/db/schema'
import { createUser, db, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

type DirectoryQuery = Record<string, string | string[]>

let n = 0
/** A company name no other test uses, so each test reads only its own members. */
const uniqueCompany = () => `Acme ${Date.now().toString(36)}${(n += 1)}`

const directory = async (session: Session | null, query: DirectoryQuery) => {
  const res = await call(`/api/users/directory?${new URLSearchParams(flatten(query))}`, {
    session: session ?? undefined,
  })
  return res
}
const flatten = (q: DirectoryQuery) =>
  Object.entries(q).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))

type Listed = {
  data: { id: number; full_name: string; distance: number | null }[]
  meta: { pagination: { total: number } }
}
const idsOf = (body: unknown) => (body as Listed).data.map((m) => m.id)

const places = await loadPlaces()
const leeds = places.find('gb-leeds')!
/** `miles` due north of Leeds' centre. */
const northOfLeeds = (miles: number) => ({ lat: leeds.lat + miles / 69.05, lng: leeds.lng })

describe('GET /api/users/directory', () => {
  it('filters by distance: a member 10 miles away is in at 20, out at 5, and any distance includes far members', async () => {
    const { session } = await signedInAs('member')
    const company = uniqueCompany()
    const near = await createUser({ company, ...northOfLeeds(10), placeName: 'Near Leeds' })
    const atCentre = await createUser({ company, lat: leeds.lat, lng: leeds.lng })
    const london = places.find('gb-london')!
    const far = await createUser({ company, lat: london.lat, lng: london.lng })
    const nowhere = await createUser({ company })

    const at20 = await directory(session, { company, near: 'gb-leeds', near_distance: '20' })
    expect(at20.status).toBe(200)
    expect(idsOf(at20.body)).toEqual([atCentre.id, near.id])
    expect((at20.body as Listed).data[1]!.distance).toBeCloseTo(10, 0)

    const at5 = await directory(session, { company, near: 'gb-leeds', near_distance: '5' })
    expect(idsOf(at5.body)).toEqual([atCentre.id])

    const any = await directory(session, { company, near: 'gb-leeds', near_distance: '20000' })
    expect(idsOf(any.body)).toEqual([atCentre.id, near.id, far.id, nowhere.id])
    expect((any.body as Listed).meta.pagination.total).toBe(4)
  })

  it('refuses an unknown place', async () => {
    const { session } = await signedInAs('member')
    const res = await directory(session, { near: 'gb-atlantis', near_distance: '5' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ errors: { near: ['Choose a place from the list'] } })
  })
})

const addAttribute = (
  key: string,
  opts: {
    private?: boolean
    type?: string
    options?: string[]
    required?: boolean
    editable?: boolean
  } = {},
) =>
  env.DB.prepare(
    'INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES (?, ?, 1, 1, ?, ?, ?, ?, ?, ?, 90)',
  )
    .bind(
      key,
      key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      opts.private ? 1 : 0,
      opts.editable === false ? 0 : 1,
      opts.required ? 1 : 0,
      opts.type ?? 'text',
      JSON.stringify(opts.options ?? []),
      'profile',
    )
    .run()

describe('directory filters', () => {
  it('match name, company and industry, and custom attributes of each type', async () => {
    const { session } = await signedInAs('member')
    const company = uniqueCompany()
    await addAttribute('sector', { type: 'select', options: ['Finance', 'Arts'] })
    await addAttribute('languages', { type: 'checkboxes', options: ['French', 'Welsh', 'Urdu'] })
    await addAttribute('speciality', { type: 'text' })
    const ada = await createUser({
      forename: 'Ada',
      surname: 'Byron',
      company,
      industry: 'Mathematics',
      customAttrs: {
        sector: 'Finance',
        languages: ['French', 'Welsh'],
        speciality: 'Analytical engines',
      },
    })
    const grace = await createUser({
      forename: 'Grace',
      surname: 'Hopper',
      company,
      industry: 'Computing',
      customAttrs: { sector: 'Arts', languages: ['Urdu'], speciality: 'Compilers' },
    })
    const ids = async (q: DirectoryQuery) =>
      idsOf((await directory(session, { company, ...q })).body)
    expect(await ids({})).toEqual([ada.id, grace.id])
    expect(await ids({ name: 'ada byr' })).toEqual([ada.id])
    expect(await ids({ industry: 'comput' })).toEqual([grace.id])
    expect(await ids({ 'attrs[sector]': 'finance' })).toEqual([ada.id])
    expect(await ids({ 'attrs[languages]': ['Urdu', 'Welsh'] })).toEqual([ada.id, grace.id])
    expect(await ids({ 'attrs[languages]': 'Welsh' })).toEqual([ada.id])
    expect(await ids({ 'attrs[speciality]': 'engines' })).toEqual([ada.id])
    expect(await ids({ name: 'zzzz' })).toEqual([])
  })

  it('pages by 12', async () => {
    const { session } = await signedInAs('member')
    const company = uniqueCompany()
    for (let i = 0; i < 14; i += 1) await createUser({ company })
    const first = (await directory(session, { company })).body as Listed
    expect(first.data).toHaveLength(12)
    expect(first.meta.pagination.total).toBe(14)
    const second = (await directory(session, { company, page: '2' })).body as Listed
    expect(second.data).toHaveLength(2)
  })
})

describe('directory privacy', () => {
  it('leaves out members not in the directory, inactive ones, and blocks either way', async () => {
    const { session, user: viewer } = await signedInAs('member')
    const company = uniqueCompany()
    const listed = await createUser({ company })
    const hidden = await createUser({ company, inDirectory: false })
    await createUser({ company, isActive: 0 })
    const blockedMe = await createUser({ company })
    const iBlocked = await createUser({ company })
    await db.insert(memberBlocks).values([
      { blockerId: blockedMe.id, blockedId: viewer.id },
      { blockerId: viewer.id, blockedId: iBlocked.id },
    ])
    expect(idsOf((await directory(session, { company })).body)).toEqual([listed.id])
    for (const slug of [hidden.slug, blockedMe.slug, iBlocked.slug]) {
      const res = await call(`/api/users/directory/${slug}`, { session })
      expect(res.status).toBe(404)
    }
    // One's own profile stays open while out of the directory.
    const self = await signedInAs('member', { inDirectory: false })
    expect(
      (await call(`/api/users/directory/${self.user.slug}`, { session: self.session })).status,
    ).toBe(200)
  })

  it('says whether the viewer is connected or has asked to connect', async () => {
    const { session, user: viewer } = await signedInAs('member')
    const company = uniqueCompany()
    const friend = await createUser({ company })
    const asked = await createUser({ company })
    await db.insert(connections).values([
      { userFromId: viewer.id, userToId: friend.id },
      { userFromId: friend.id, userToId: viewer.id },
    ])
    await db.insert(connectRequests).values({ userFromId: viewer.id, userToId: asked.id })
    const body = (await directory(session, { company })).body as { data: Record<string, unknown>[] }
    const byId = new Map(body.data.map((m) => [m.id, m]))
    expect(byId.get(friend.id)).toMatchObject({ is_connected: true, connect_requested: false })
    expect(byId.get(asked.id)).toMatchObject({ is_connected: false, connect_requested: true })
    expect(Object.keys(byId.get(friend.id)!)).toEqual(
      expect.arrayContaining([
        'id',
        'is_connected',
        'connect_requested',
        'full_name',
        'forename',
        'img',
        'slug',
        'initials',
        'company',
        'last_active_at',
        'site_id',
      ]),
    )
  })

  it('shows private attributes and filters on them only for signed-in viewers', async () => {
    await addAttribute('salary_band', { private: true })
    await addAttribute('hometown', {})
    const company = uniqueCompany()
    const member = await createUser({
      company,
      customAttrs: { salary_band: 'High', hometown: 'Hull' },
    })
    const visitorRole = await env.DB.prepare("SELECT id FROM roles WHERE key = 'visitor'").first<{
      id: number
    }>()
    await env.DB.prepare(
      "INSERT INTO role_permissions (role_id, permission_key) VALUES (?, 'users.view:directory')",
    )
      .bind(visitorRole!.id)
      .run()
    try {
      const asVisitor = await call(`/api/users/directory/${member.slug}`)
      expect(asVisitor.status).toBe(200)
      const visitorKeys = (
        asVisitor.body as { data: { attributes: { key: string }[] } }
      ).data.attributes.map((a) => a.key)
      expect(visitorKeys).toEqual(['hometown'])
      const { session } = await signedInAs('member')
      const asMember = (await call(`/api/users/directory/${member.slug}`, { session })).body as {
        data: { attributes: { key: string; value: unknown }[] }
      }
      expect(asMember.data.attributes).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'salary_band', value: 'High' })]),
      )
      // A visitor's filter on a private attribute is ignored, so it reveals nothing.
      const other = await createUser({ company, customAttrs: { salary_band: 'Low' } })
      expect(
        idsOf((await directory(null, { company, 'attrs[salary_band]': 'High' })).body),
      ).toEqual([member.id, other.id])
      expect(
        idsOf((await directory(session, { company, 'attrs[salary_band]': 'High' })).body),
      ).toEqual([member.id])
    } finally {
      await env.DB.prepare(
        "DELETE FROM role_permissions WHERE role_id = ? AND permission_key = 'users.view:directory'",
      )
        .bind(visitorRole!.id)
        .run()
    }
  })

  it('shows only the contact details a member made visible, and connections only when they share them', async () => {
    const { session } = await signedInAs('member')
    const member = await createUser({
      contactables: { tel: '01632 960000', website: 'https://ada.example', visible: ['website'] },
      showConnections: false,
      totalConnects: 3,
    })
    const res = (await call(`/api/users/directory/${member.slug}`, { session })).body as {
      data: Record<string, unknown>
    }
    expect(res.data.contacts).toEqual({ website: 'https://ada.example' })
    expect(res.data.total_connects).toBeNull()
    expect(res.data.connections).toEqual([])
  })
})

describe('directory permission', () => {
  it('answers 403 to a role without users.view:directory, and 401 to visitors', async () => {
    const revoke =
      "DELETE FROM role_permissions WHERE permission_key = 'users.view:directory' AND role_id = (SELECT id FROM roles WHERE key = 'contributor')"
    await env.DB.prepare(revoke).run()
    const { session } = await signedInAs('contributor')
    expect((await directory(session, {})).status).toBe(403)
    expect((await call('/api/users/directory/anyone', { session })).status).toBe(403)
    expect((await directory(null, {})).status).toBe(401)
    const member = await signedInAs('member')
    expect((await directory(member.session, {})).status).toBe(200)
  })
})

describe('GET /api/places', () => {
  it('suggests towns by name and postcode districts by postcode, cached', async () => {
    const res = await call('/api/places?q=beverl')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age')
    expect((res.body as { data: { id: string }[] }).data[0]).toMatchObject({
      id: 'gb-beverley',
      name: 'Beverley',
    })
    const pc = (await call('/api/places?q=hu17 9ab')).body as {
      data: { id: string; name: string }[]
    }
    expect(pc.data[0]!.id).toBe('pc-HU17')
    expect(pc.data[0]!.name).toMatch(/^HU17, /)
  })
})
