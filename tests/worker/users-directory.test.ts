import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { places } from '@worker/places/places'
import { apiAs, send } from '../helpers/api'
import { createCustomRole, createUser, signedInAs } from '../helpers/factories'
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
