import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, reloadUser, signedInAs } from '../helpers/factories'
import { apiAs, send } from '../helpers/api'
import { solveCaptcha } from '../helpers/captcha'
import { call, type Session } from '../helpers/http'

const addAttribute = (
  key: string,
  label: string,
  opts: { type?: string; options?: string[]; required?: boolean; editable?: boolean } = {},
) =>
  env.DB.prepare(
    'INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES (?, ?, 1, 1, 0, ?, ?, ?, ?, ?, 90)',
  )
    .bind(
      key,
      label,
      opts.editable === false ? 0 : 1,
      opts.required ? 1 : 0,
      opts.type ?? 'text',
      JSON.stringify(opts.options ?? []),
      'profile',
    )
    .run()
const dropAttribute = (key: string) =>
  env.DB.prepare('DELETE FROM user_attributes WHERE key = ?').bind(key).run()

const put = (session: Session, id: number, json: Record<string, unknown>) =>
  call(`/api/users/${id}`, { method: 'PUT', session, json })

describe('PUT /api/users/:id (own profile)', () => {
  it('saves bio, interests, contact details with their visibility, directory flags and a place from the gazetteer', async () => {
    const { session, user } = await signedInAs('member')
    const res = await send(
      apiAs(session).users[':id'].$put({
        param: { id: String(user.id) },
        json: {
          bio: 'Engines and poetry.',
          interests: ['Engines', 'Poetry'],
          company: 'Analytical Ltd',
          industry: 'Mathematics',
          contactables: {
            tel: '01632 960000',
            website: 'https://ada.example',
            visible: ['website'],
          },
          show_connections: false,
          in_directory: false,
          place_id: 'gb-beverley',
        },
      }),
    )
    expect(res.status).toBe(200)
    const row = (await reloadUser(user.id))!
    expect(row).toMatchObject({
      bio: 'Engines and poetry.',
      interests: ['Engines', 'Poetry'],
      showConnections: false,
      inDirectory: false,
      placeId: 'gb-beverley',
      placeName: 'Beverley',
    })
    expect(row.lat).toBeCloseTo(53.85, 1)
    expect(row.contactables).toEqual({
      tel: '01632 960000',
      website: 'https://ada.example',
      visible: ['website'],
    })
    // Clearing the place clears its centre.
    expect((await put(session, user.id, { place_id: null })).status).toBe(200)
    expect(await reloadUser(user.id)).toMatchObject({ placeId: null, lat: null, lng: null })
  })

  it('refuses a place that is not in the gazetteer', async () => {
    const { session, user } = await signedInAs('member')
    const res = await put(session, user.id, { place_id: 'gb-atlantis' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ errors: { place_id: ['Choose a place from the list'] } })
  })

  it("refuses a member editing someone else's profile", async () => {
    const { session } = await signedInAs('member')
    const other = await createUser()
    expect((await put(session, other.id, { bio: 'Hijacked' })).status).toBe(403)
    expect((await reloadUser(other.id))!.bio).toBeNull()
  })

  it("enforces required custom attributes with '{label} is required'", async () => {
    await addAttribute('membership_no', 'Membership number', { required: true })
    try {
      const { session, user } = await signedInAs('member')
      const missing = await put(session, user.id, { custom_attrs: { membership_no: '' } })
      expect(missing.status).toBe(422)
      expect(missing.body).toMatchObject({
        errors: { 'custom_attrs.membership_no': ['Membership number is required'] },
      })
      expect(
        (await put(session, user.id, { custom_attrs: { membership_no: 'GH-7' } })).status,
      ).toBe(200)
      expect((await reloadUser(user.id))!.customAttrs).toEqual({ membership_no: 'GH-7' })
    } finally {
      await dropAttribute('membership_no')
    }
  })

  it('refuses values outside a select and unknown attributes', async () => {
    await addAttribute('sector', 'Sector', { type: 'select', options: ['Finance', 'Arts'] })
    try {
      const { session, user } = await signedInAs('member')
      const res = await put(session, user.id, { custom_attrs: { sector: 'Piracy', nope: 'x' } })
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject({
        errors: {
          'custom_attrs.sector': ['Choose Sector from the list'],
          'custom_attrs.nope': ['Unknown attribute'],
        },
      })
    } finally {
      await dropAttribute('sector')
    }
  })

  it('lets admins, not members, change a custom attribute that is not editable', async () => {
    await addAttribute('grade', 'Grade', { editable: false })
    try {
      const { session, user } = await signedInAs('member')
      const refused = await put(session, user.id, { custom_attrs: { grade: 'Fellow' } })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ message: 'Grade can only be changed by an admin.' })
      const admin = await signedInAs('admin')
      expect(
        (await put(admin.session, user.id, { custom_attrs: { grade: 'Fellow' } })).status,
      ).toBe(200)
      expect((await reloadUser(user.id))!.customAttrs).toEqual({ grade: 'Fellow' })
      // The member may still save their profile with the value unchanged.
      expect((await put(session, user.id, { custom_attrs: { grade: 'Fellow' } })).status).toBe(200)
    } finally {
      await dropAttribute('grade')
    }
  })

  it('refuses members a built-in field marked not editable', async () => {
    await env.DB.prepare("UPDATE user_attributes SET editable = 0 WHERE key = 'company'").run()
    try {
      const { session, user } = await signedInAs('member', { company: 'Old Co' })
      expect((await put(session, user.id, { company: 'New Co' })).status).toBe(403)
      expect((await put(session, user.id, { company: 'Old Co', bio: 'Hello' })).status).toBe(200)
    } finally {
      await env.DB.prepare("UPDATE user_attributes SET editable = 1 WHERE key = 'company'").run()
    }
  })
})

describe('POST /api/signup with custom attributes', () => {
  it('validates them as the profile does and stores them', async () => {
    await addAttribute('sector', 'Sector', {
      type: 'select',
      options: ['Finance', 'Arts'],
      required: true,
    })
    try {
      const captcha = () => solveCaptcha(exports.default.fetch.bind(exports.default))
      const body = async (custom_attrs: Record<string, unknown>) => ({
        forename: 'Mary',
        surname: 'Somerville',
        email: `mary${Date.now()}${Math.random().toString(36).slice(2)}@example.test`,
        agreed_to: true,
        password: 'a long enough passphrase',
        password_confirmation: 'a long enough passphrase',
        captcha: await captcha(),
        custom_attrs,
      })
      const headers = { 'cf-connecting-ip': '198.51.100.77' }
      const wrong = await call('/api/signup', { json: await body({ sector: 'Piracy' }), headers })
      expect(wrong.status).toBe(422)
      expect(wrong.body).toMatchObject({
        errors: { 'custom_attrs.sector': ['Choose Sector from the list'] },
      })
      const missing = await call('/api/signup', { json: await body({}), headers })
      expect(missing.body).toMatchObject({
        errors: { 'custom_attrs.sector': ['Sector is required'] },
      })
      const ok = await call('/api/signup', { json: await body({ sector: 'Arts' }), headers })
      expect(ok.status).toBe(201)
      const id = (ok.body as { data: { id: number } }).data.id
      expect((await reloadUser(id))!.customAttrs).toEqual({ sector: 'Arts' })
    } finally {
      await dropAttribute('sector')
    }
  })
})
