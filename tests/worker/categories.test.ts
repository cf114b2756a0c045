import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, send } from '../helpers/api'
import { call } from '../helpers/http'

const stamp = '2026-01-01T00:00:00.000Z'
const seedType = async (name: string, categorizables: string[]) =>
  (await env.DB.prepare(
    'INSERT INTO category_types (name, categorizables, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id',
  )
    .bind(name, JSON.stringify(categorizables), stamp, stamp)
    .first<{ id: number }>())!.id
const seedCategory = async (
  name: string,
  typeId: number,
  position: number,
  parentId: number | null = null,
) =>
  (await env.DB.prepare(
    'INSERT INTO categories (name, slug, type_id, position, parent_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      name,
      `${name.toLowerCase().replaceAll(' ', '-')}-${crypto.randomUUID().slice(0, 8)}`,
      typeId,
      position,
      parentId,
      stamp,
      stamp,
    )
    .first<{ id: number }>())!.id

describe('GET /api/categories', () => {
  it('lists a group’s categories in tree order', async () => {
    const typeId = await seedType('Topics', ['events'])
    const b = await seedCategory('Beta', typeId, 2)
    const a = await seedCategory('Alpha', typeId, 1)
    await seedCategory('Alpha child', typeId, 0, a)
    const res = await send(api.categories.$get({ query: { type_id: String(typeId) } }))
    expect(res.status).toBe(200)
    const rows = res.body.data
    expect(rows.map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Alpha child'])
    expect(rows[1]).toMatchObject({
      id: b,
      type_id: typeId,
      parent_id: null,
      position: 2,
      img: null,
      group_id: null,
    })
    expect(res.body.meta).toMatchObject({ pagination: { total: 3, per_page: 100 } })
  })

  it('filters by the feature a group applies to', async () => {
    const eventsType = await seedType('Event kinds', ['events', 'news'])
    const pollsType = await seedType('Poll kinds', ['polls'])
    const forEvents = await seedCategory('Workshop', eventsType, 0)
    const forPolls = await seedCategory('Opinion', pollsType, 0)
    const ids = (
      await send(api.categories.$get({ query: { categorizable: 'events', per_page: '1000' } }))
    ).body.data.map((c) => c.id)
    expect(ids).toContain(forEvents)
    expect(ids).not.toContain(forPolls)
  })

  it('refuses an unknown feature (422)', async () => {
    expect((await call('/api/categories?categorizable=spaceships')).status).toBe(422)
  })
})

describe('GET /api/categories/:id', () => {
  it('reads one category, or 404', async () => {
    const typeId = await seedType('Single', ['events'])
    const id = await seedCategory('Lonely', typeId, 0)
    const res = await call(`/api/categories/${id}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id, name: 'Lonely', type_id: typeId })
    expect((await call('/api/categories/999999')).status).toBe(404)
  })
})

describe('GET /api/category-types', () => {
  it('lists each group with what it applies to and its categories', async () => {
    const typeId = await seedType(`Group ${crypto.randomUUID().slice(0, 6)}`, ['events', 'forum'])
    await seedCategory('Second', typeId, 1)
    await seedCategory('First', typeId, 0)
    const res = await send(api['category-types'].$get())
    expect(res.status).toBe(200)
    const group = res.body.data.find((t) => t.id === typeId)!
    expect(group.categorizables).toEqual(['events', 'forum'])
    expect(group.categories.map((c) => c.name)).toEqual(['First', 'Second'])
  })
})
