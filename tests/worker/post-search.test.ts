import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { apiAs, errorOf, send } from '../helpers/api'
import { createUser, signedInAs, signIn } from '../helpers/factories'
import type { Session } from '../helpers/http'
import {
  createGroup,
  createNewsPost,
  createPromotionPost,
  createResourcePost,
} from '../helpers/post-factories'

const search = (
  session: Session | null,
  json: { q: string; type?: 'news' | 'resource' | 'promotion' },
) => send(apiAs(session).posts.search.$post({ json }))
const searchByQuery = (
  session: Session | null,
  query: { q: string; type?: 'news' | 'resource' | 'promotion' },
) => send(apiAs(session).posts.search.$get({ query }))

describe('POST /api/posts/search', () => {
  it('finds approved posts by title, excerpt or body text, newest first, of the type asked', async () => {
    const word = `zq${crypto.randomUUID().slice(0, 6)}`
    const news = await createNewsPost({
      title: `The ${word} fair`,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    const byBody = await createNewsPost({
      bodyText: `Bring ${word.toUpperCase()}`,
      createdAt: '2026-02-01T00:00:00.000Z',
    })
    const resource = await createResourcePost({ excerpt: `A ${word} guide` })
    await createNewsPost({ title: `Pending ${word}`, status: 'pending' })
    const all = await search(null, { q: word })
    expect(all.status).toBe(200)
    expect(all.body.data.map((r) => r.id)).toEqual([resource.id, byBody.id, news.id])
    const onlyNews = await search(null, { q: word, type: 'news' })
    expect(onlyNews.body.data.map((r) => [r.type, r.id])).toEqual([
      ['news', byBody.id],
      ['news', news.id],
    ])
    expect(onlyNews.body.meta.pagination.total).toBe(2)
    expect(onlyNews.body.data[1]).toEqual({
      id: news.id,
      type: 'news',
      slug: news.slug,
      title: news.title,
      excerpt: news.excerpt,
      img: null,
      created_at: news.createdAt,
    })
  })

  it('answers the same through GET with q and type (spec 02 §7)', async () => {
    const word = `zg${crypto.randomUUID().slice(0, 6)}`
    const news = await createNewsPost({ title: word })
    await createResourcePost({ title: word })
    const res = await searchByQuery(null, { q: word, type: 'news' })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r) => r.id)).toEqual([news.id])
  })

  it('finds approved promotions for promotions.view, and treats % and _ as text', async () => {
    const word = `zp${crypto.randomUUID().slice(0, 6)}`
    await createNewsPost({ title: `${word} 100%` })
    const promotion = await createPromotionPost({ excerpt: `Ten percent off ${word}` })
    await createPromotionPost({ title: word, status: 'pending' })
    const found = await search(null, { q: word, type: 'promotion' })
    expect(found.body.data.map((r) => [r.type, r.id])).toEqual([['promotion', promotion.id]])
    expect(found.body.meta.pagination.total).toBe(1)
    expect((await search(null, { q: word })).body.data).toHaveLength(2)
    expect((await search(null, { q: `${word} 100%` })).body.data).toHaveLength(1)
    expect((await search(null, { q: `${word}_` })).body.data).toEqual([])
    await env.DB.prepare(
      "DELETE FROM role_permissions WHERE permission_key = 'promotions.view' AND role_id = (SELECT id FROM roles WHERE key = 'visitor')",
    ).run()
    expect((await search(null, { q: word, type: 'promotion' })).body.data).toEqual([])
    const { session } = await signedInAs('member')
    expect((await search(session, { q: word, type: 'promotion' })).body.data).toHaveLength(1)
  })

  it('finds a group’s resource only for its members and managers, never with its body', async () => {
    const word = `zr${crypto.randomUUID().slice(0, 6)}`
    const member = await createUser()
    const group = await createGroup([member])
    const resource = await createResourcePost({ groupId: group.id, bodyText: `minutes ${word}` })
    const { session: outsider } = await signedInAs('member')
    expect((await search(outsider, { q: word })).body.data).toEqual([])
    expect((await search(null, { q: word })).body.data).toEqual([])
    const found = await search(await signIn(member.email), { q: word })
    expect(found.body.data.map((r) => r.id)).toEqual([resource.id])
    expect(JSON.stringify(found.body)).not.toContain('minutes')
    const { session: admin } = await signedInAs('admin')
    expect((await search(admin, { q: word })).body.data).toHaveLength(1)
  })

  it('leaves out the types the reader may not view', async () => {
    const word = `zv${crypto.randomUUID().slice(0, 6)}`
    await createNewsPost({ title: word })
    await createResourcePost({ title: word })
    await env.DB.prepare(
      "DELETE FROM role_permissions WHERE permission_key = 'news.view:directory' AND role_id = (SELECT id FROM roles WHERE key = 'visitor')",
    ).run()
    const res = await search(null, { q: word })
    expect(res.body.data.map((r) => r.type)).toEqual(['resource'])
  })

  it('asks for something to search for (422)', async () => {
    const res = await search(null, { q: '  ' })
    expect(res.status).toBe(422)
    expect(errorOf(res).errors).toHaveProperty('q')
  })
})
