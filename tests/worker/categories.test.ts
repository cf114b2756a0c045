import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { api, apiAs, errorOf, send } from '../helpers/api'
import { createEvent } from '../helpers/event-factories'
import { createCustomRole, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

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
    const res = await send(api['category-types'].$get({ query: {} }))
    expect(res.status).toBe(200)
    const group = res.body.data.find((t) => t.id === typeId)!
    expect(group.categorizables).toEqual(['events', 'forum'])
    expect(group.categories.map((c) => c.name)).toEqual(['First', 'Second'])
  })
})

// ---- Writes: the admin tree (spec 02 §2 §4 §9, spec 03 §5) ---------------------------------------

type NewGroup = Parameters<(typeof api)['category-types']['$post']>[0]['json']
type NewCategory = Parameters<typeof api.categories.$post>[0]['json']
type CategoryChanges = Parameters<(typeof api.categories)[':id']['$put']>[0]['json']

const postGroup = (session: Session | null, json: NewGroup) =>
  send(apiAs(session)['category-types'].$post({ json }))
const putGroup = (session: Session | null, id: number, json: NewGroup) =>
  send(apiAs(session)['category-types'][':id'].$put({ param: { id: String(id) }, json }))
const deleteGroup = (session: Session | null, id: number) =>
  send(apiAs(session)['category-types'][':id'].$delete({ param: { id: String(id) } }))
const postCategory = (session: Session | null, json: NewCategory) =>
  send(apiAs(session).categories.$post({ json }))
const putCategory = (session: Session | null, id: number, json: CategoryChanges) =>
  send(apiAs(session).categories[':id'].$put({ param: { id: String(id) }, json }))
const deleteCategory = (session: Session | null, id: number) =>
  send(apiAs(session).categories[':id'].$delete({ param: { id: String(id) } }))

/** The group's tree as the admin sees it: "name@parent:position", in tree order. */
const treeOf = async (typeId: number) => {
  const rows = (
    await env.DB.prepare(
      'SELECT id, name, parent_id, position FROM categories WHERE type_id = ? ORDER BY coalesce(parent_id, 0), position, id',
    )
      .bind(typeId)
      .all<{ id: number; name: string; parent_id: number | null; position: number }>()
  ).results
  const names = new Map(rows.map((r) => [r.id, r.name]))
  return rows.map((r) => `${r.name}@${r.parent_id ? names.get(r.parent_id) : '-'}:${r.position}`)
}

const adminSession = async () => (await signedInAs('admin')).session
const setDepth = (typeId: number, depth: number) =>
  env.DB.prepare('UPDATE category_types SET max_depth = ? WHERE id = ?').bind(depth, typeId).run()

describe('GET /api/category-types with categorizables[]', () => {
  it('returns only the groups applying to any of the features, with max_depth', async () => {
    const polls = await seedType(`Polls only ${crypto.randomUUID().slice(0, 6)}`, ['polls'])
    const forum = await seedType(`Forum only ${crypto.randomUUID().slice(0, 6)}`, ['forum'])
    const both = await seedType(`News and surveys ${crypto.randomUUID().slice(0, 6)}`, [
      'news',
      'surveys',
    ])
    await seedCategory('Policy', polls, 0)
    const res = await send(
      api['category-types'].$get({ query: { 'categorizables[]': ['polls', 'surveys'] } }),
    )
    expect(res.status).toBe(200)
    const ids = res.body.data.map((t) => t.id)
    expect(ids).toContain(polls)
    expect(ids).toContain(both)
    expect(ids).not.toContain(forum)
    for (const group of res.body.data) {
      expect(group.categorizables.some((f) => f === 'polls' || f === 'surveys')).toBe(true)
    }
    const group = res.body.data.find((t) => t.id === polls)!
    expect(group).toMatchObject({ max_depth: 1 })
    expect(group.categories.map((c) => c.name)).toEqual(['Policy'])
    expect(Object.keys(group.categories[0]!).sort()).toEqual(
      ['group_id', 'id', 'img', 'name', 'parent_id', 'position', 'slug', 'type_id'].sort(),
    )
  })

  it('refuses an unknown feature (422)', async () => {
    const res = await call('/api/category-types?categorizables[]=spaceships')
    expect(res.status).toBe(422)
  })
})

describe('POST /api/category-types', () => {
  it('creates a group for an admin', async () => {
    const session = await adminSession()
    const res = await postGroup(session, {
      name: 'Industries',
      categorizables: ['promotions', 'polls'],
      max_depth: 3,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Industries',
      categorizables: ['promotions', 'polls'],
      max_depth: 3,
      categories: [],
    })
  })

  it('nests one level by default', async () => {
    const res = await postGroup(await adminSession(), { name: 'Flat', categorizables: ['news'] })
    expect(res.status).toBe(201)
    expect(res.body.data.max_depth).toBe(1)
  })

  it('names the site features when none is chosen, and requires a name', async () => {
    const res = await postGroup(await adminSession(), { name: ' ', categorizables: [] })
    expect(res.status).toBe(422)
    const { errors } = errorOf(res)
    expect(errors?.categorizables?.[0]).toMatch(/site features/)
    expect(errors?.name).toEqual(['The name field is required.'])
  })

  it('refuses more than 10 levels and unknown features', async () => {
    const session = await adminSession()
    const deep = await postGroup(session, { name: 'Deep', categorizables: ['news'], max_depth: 11 })
    expect(deep.status).toBe(422)
    expect(errorOf(deep).errors).toHaveProperty('max_depth')
    const odd = await call('/api/category-types', {
      method: 'POST',
      session,
      json: { name: 'Odd', categorizables: ['spaceships'] },
    })
    expect(odd.status).toBe(422)
  })

  it('is for those who may change the site settings (401, 403)', async () => {
    const json = { name: 'Nope', categorizables: ['news' as const] }
    expect((await postGroup(null, json)).status).toBe(401)
    expect((await postGroup((await signedInAs('member')).session, json)).status).toBe(403)
    const role = await createCustomRole(['sites.set.settings'])
    const holder = await signedInAs('member', { roleId: role.id })
    expect((await postGroup(holder.session, json)).status).toBe(201)
  })
})

describe('PUT /api/category-types/:id', () => {
  it('renames a group and changes its features and levels', async () => {
    const session = await adminSession()
    const typeId = await seedType('Old name', ['events'])
    await seedCategory('Kept', typeId, 0)
    const res = await putGroup(session, typeId, {
      name: 'Topics',
      categorizables: ['events', 'news', 'resources'],
      max_depth: 3,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: typeId,
      name: 'Topics',
      categorizables: ['events', 'news', 'resources'],
      max_depth: 3,
    })
    expect(res.body.data.categories.map((c) => c.name)).toEqual(['Kept'])
  })

  it('refuses fewer levels than the tree already uses', async () => {
    const session = await adminSession()
    const typeId = await seedType('Two deep', ['events'])
    await setDepth(typeId, 2)
    const parent = await seedCategory('Parent', typeId, 0)
    await seedCategory('Child', typeId, 0, parent)
    const res = await putGroup(session, typeId, { name: 'Two deep', categorizables: ['events'] })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toHaveProperty('max_depth')
  })

  it('answers 404 for a missing group and 422 without site features', async () => {
    const session = await adminSession()
    const json = { name: 'Ghost', categorizables: ['events' as const] }
    expect((await putGroup(session, 999_999, json)).status).toBe(404)
    const typeId = await seedType('Has features', ['events'])
    const res = await putGroup(session, typeId, { name: 'Has features', categorizables: [] })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.categorizables?.[0]).toBe(
      'Choose at least one of the site features',
    )
  })
})

describe('DELETE /api/category-types/:id', () => {
  it('deletes the group with its categories', async () => {
    const session = await adminSession()
    const typeId = await seedType('Doomed', ['events'])
    const id = await seedCategory('Goes too', typeId, 0)
    expect((await deleteGroup(session, typeId)).status).toBe(204)
    expect((await call(`/api/categories/${id}`)).status).toBe(404)
    expect((await deleteGroup(session, typeId)).status).toBe(404)
    expect((await deleteGroup((await signedInAs('member')).session, typeId)).status).toBe(403)
  })
})

describe('POST /api/categories', () => {
  it('adds a category at the end of its siblings, with a unique slug', async () => {
    const session = await adminSession()
    const typeId = await seedType('Adding', ['events'])
    await seedCategory('First', typeId, 0)
    const a = await postCategory(session, { name: 'Arts & Crafts', type_id: typeId })
    const b = await postCategory(session, { name: 'Arts & Crafts', type_id: typeId })
    expect(a.status).toBe(201)
    expect(a.body.data).toMatchObject({
      name: 'Arts & Crafts',
      type_id: typeId,
      parent_id: null,
      position: 1,
    })
    expect(a.body.data.slug).toMatch(/^arts-crafts/)
    expect(b.body.data.slug).not.toBe(a.body.data.slug)
    expect(await treeOf(typeId)).toEqual(['First@-:0', 'Arts & Crafts@-:1', 'Arts & Crafts@-:2'])
  })

  it('inserts at a position and moves the later siblings along', async () => {
    const session = await adminSession()
    const typeId = await seedType('Inserting', ['events'])
    await seedCategory('A', typeId, 0)
    await seedCategory('B', typeId, 1)
    const res = await postCategory(session, { name: 'New', type_id: typeId, position: 1 })
    expect(res.status).toBe(201)
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'New@-:1', 'B@-:2'])
  })

  it('refuses an empty name, a parent in another group and a level too many', async () => {
    const session = await adminSession()
    const typeId = await seedType('Checks', ['events'])
    const otherType = await seedType('Elsewhere', ['news'])
    const elsewhere = await seedCategory('Elsewhere root', otherType, 0)
    const root = await seedCategory('Root', typeId, 0)

    const empty = await postCategory(session, { name: '  ', type_id: typeId })
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors?.name).toEqual(['The name field is required.'])

    const foreign = await postCategory(session, {
      name: 'X',
      type_id: typeId,
      parent_id: elsewhere,
    })
    expect(foreign.status).toBe(422)
    expect(errorOf(foreign).errors?.parent_id).toEqual([
      'The parent must be in the same category group',
    ])

    // Default depth 1: no child may be added under a root.
    const tooDeep = await postCategory(session, { name: 'Child', type_id: typeId, parent_id: root })
    expect(tooDeep.status).toBe(422)
    expect(errorOf(tooDeep).errors?.parent_id).toEqual(['This group allows 1 level of categories'])

    await setDepth(typeId, 2)
    const child = await postCategory(session, { name: 'Child', type_id: typeId, parent_id: root })
    expect(child.status).toBe(201)
    expect(child.body.data.parent_id).toBe(root)

    const missing = await postCategory(session, { name: 'X', type_id: 999_999 })
    expect(missing.status).toBe(422)
    expect(errorOf(missing).errors).toHaveProperty('type_id')
  })

  it('is for admins only (401, 403)', async () => {
    const typeId = await seedType('Guarded', ['events'])
    expect((await postCategory(null, { name: 'X', type_id: typeId })).status).toBe(401)
    const member = (await signedInAs('member')).session
    expect((await postCategory(member, { name: 'X', type_id: typeId })).status).toBe(403)
  })
})

describe('PUT /api/categories/:id', () => {
  it('reorders: the moved category takes the position and its siblings shift', async () => {
    const session = await adminSession()
    const typeId = await seedType('Reorder', ['events'])
    await seedCategory('A', typeId, 0)
    await seedCategory('B', typeId, 1)
    const c = await seedCategory('C', typeId, 2)
    await seedCategory('D', typeId, 3)
    const res = await putCategory(session, c, { parent_id: null, position: 0 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: c, position: 0, parent_id: null })
    expect(await treeOf(typeId)).toEqual(['C@-:0', 'A@-:1', 'B@-:2', 'D@-:3'])
    await putCategory(session, c, { position: 3 })
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'B@-:1', 'D@-:2', 'C@-:3'])
  })

  it('nests a category under another and closes the gap it leaves', async () => {
    const session = await adminSession()
    const typeId = await seedType('Nesting', ['events'])
    await setDepth(typeId, 3)
    const a = await seedCategory('A', typeId, 0)
    const b = await seedCategory('B', typeId, 1)
    await seedCategory('C', typeId, 2)
    await seedCategory('A1', typeId, 0, a)
    const res = await putCategory(session, b, { parent_id: a, position: 0 })
    expect(res.status).toBe(200)
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'C@-:1', 'B@A:0', 'A1@A:1'])
    // Without a position it goes last among its new siblings.
    const c = (await env.DB.prepare("SELECT id FROM categories WHERE type_id = ? AND name = 'C'")
      .bind(typeId)
      .first<{ id: number }>())!.id
    await putCategory(session, c, { parent_id: b })
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'B@A:0', 'A1@A:1', 'C@B:0'])
  })

  it('refuses a cycle: a category cannot go under itself or its own descendant', async () => {
    const session = await adminSession()
    const typeId = await seedType('Cycles', ['events'])
    await setDepth(typeId, 5)
    const a = await seedCategory('A', typeId, 0)
    const b = await seedCategory('B', typeId, 0, a)
    const self = await putCategory(session, a, { parent_id: a })
    expect(self.status).toBe(422)
    const below = await putCategory(session, a, { parent_id: b })
    expect(below.status).toBe(422)
    expect(errorOf(below).errors?.parent_id).toEqual([
      'A category cannot go inside itself or one of its children',
    ])
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'B@A:0'])
  })

  it('refuses a move that would take the subtree past the group’s levels', async () => {
    const session = await adminSession()
    const typeId = await seedType('Depth', ['events'])
    await setDepth(typeId, 2)
    const a = await seedCategory('A', typeId, 0)
    const b = await seedCategory('B', typeId, 1)
    await seedCategory('B1', typeId, 0, b)
    const res = await putCategory(session, b, { parent_id: a, position: 0 })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors?.parent_id).toEqual(['This group allows 2 levels of categories'])
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'B@-:1', 'B1@B:0'])
  })

  it('renames without moving; an empty name is refused; 404 for a missing one', async () => {
    const session = await adminSession()
    const typeId = await seedType('Rename', ['events'])
    const a = await seedCategory('A', typeId, 0)
    const res = await putCategory(session, a, { name: 'Renamed' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'Renamed', position: 0 })
    expect((await putCategory(session, a, { name: '' })).status).toBe(422)
    // Nothing to change is not an error.
    const unchanged = await putCategory(session, a, {})
    expect(unchanged.status).toBe(200)
    expect(unchanged.body.data).toMatchObject({ name: 'Renamed', position: 0 })
    expect((await putCategory(session, 999_999, { name: 'X' })).status).toBe(404)
    expect((await putCategory((await signedInAs('member')).session, a, { name: 'X' })).status).toBe(
      403,
    )
  })

  it('moves a category to another group with its descendants', async () => {
    const session = await adminSession()
    const from = await seedType('From', ['events'])
    const to = await seedType('To', ['news'])
    await setDepth(from, 2)
    await setDepth(to, 2)
    const a = await seedCategory('A', from, 0)
    await seedCategory('A1', from, 0, a)
    await seedCategory('Z', to, 0)
    const res = await putCategory(session, a, { type_id: to })
    expect(res.status).toBe(200)
    expect(await treeOf(from)).toEqual([])
    expect(await treeOf(to)).toEqual(['Z@-:0', 'A@-:1', 'A1@A:0'])
  })
})

describe('DELETE /api/categories/:id', () => {
  it('moves its children up into its place and removes its content links', async () => {
    const session = await adminSession()
    const typeId = await seedType('Deleting', ['events'])
    await setDepth(typeId, 3)
    await seedCategory('A', typeId, 0)
    const b = await seedCategory('B', typeId, 1)
    await seedCategory('C', typeId, 2)
    await seedCategory('B1', typeId, 0, b)
    await seedCategory('B2', typeId, 1, b)
    const { event } = await createEvent()
    await env.DB.prepare('INSERT INTO event_categories (event_id, category_id) VALUES (?, ?)')
      .bind(event.id, b)
      .run()
    expect((await deleteCategory(session, b)).status).toBe(204)
    expect(await treeOf(typeId)).toEqual(['A@-:0', 'B1@-:1', 'B2@-:2', 'C@-:3'])
    const links = await env.DB.prepare(
      'SELECT count(*) AS n FROM event_categories WHERE category_id = ?',
    )
      .bind(b)
      .first<{ n: number }>()
    expect(links?.n).toBe(0)
    expect((await deleteCategory(session, b)).status).toBe(404)
  })

  it('is for admins only (401, 403)', async () => {
    const typeId = await seedType('Delete guard', ['events'])
    const a = await seedCategory('A', typeId, 0)
    expect((await deleteCategory(null, a)).status).toBe(401)
    expect((await deleteCategory((await signedInAs('member')).session, a)).status).toBe(403)
  })
})
