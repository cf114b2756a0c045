import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  ALREADY_ANSWERED,
  ALREADY_ASKED,
  ALREADY_CONNECTED,
  CANNOT_CONNECT,
  connectedWith,
  NOT_YOURSELF,
  ONLY_RECIPIENT_ANSWERS,
  ONLY_SENDER_CANCELS,
  REQUEST_SENT,
} from '@worker/connections/connections.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { createUser, signedInAs } from '../helpers/factories'
import type { Session } from '../helpers/http'

type Member = { id: number; session: Session; name: string }

const member = async (forename = 'Test', surname = `M${crypto.randomUUID().slice(0, 6)}`) => {
  const { user, session } = await signedInAs('member', { forename, surname })
  return { id: user.id, session, name: `${forename} ${surname}` } satisfies Member
}

const ask = (from: Member | null, to: number, message: string | null = 'Hello there') =>
  send(apiAs(from?.session)['connect-requests'].$post({ json: { user_id: to, message } }))
const answer = (who: Member | null, id: number, status: 'accepted' | 'ignored') =>
  send(
    apiAs(who?.session)['connect-requests'][':id'].$put({
      param: { id: String(id) },
      json: { status },
    }),
  )
const cancel = (who: Member | null, id: number) =>
  send(apiAs(who?.session)['connect-requests'][':id'].$delete({ param: { id: String(id) } }))
const requestsOf = (who: Member, query: Record<string, string> = {}) =>
  send(apiAs(who.session)['connect-requests'].$get({ query: { page_size: '999', ...query } }))
const connectsOf = (who: Member | null, query: Record<string, string> = {}) =>
  send(apiAs(who?.session).connects.$get({ query: { page_size: '100', ...query } }))
const disconnect = (who: Member, other: number) =>
  send(apiAs(who.session).connects[':user_id'].$delete({ param: { user_id: String(other) } }))
const block = (who: Member, other: number) =>
  send(apiAs(who.session)['member-blocks'].$post({ json: { user_id: other } }))
const unblock = (who: Member, other: number) =>
  send(
    apiAs(who.session)['member-blocks'][':user_id'].$delete({ param: { user_id: String(other) } }),
  )

const pairRows = async (a: number, b: number) =>
  (
    await env.DB.prepare(
      `SELECT user_from_id, user_to_id FROM connections
       WHERE (user_from_id = ?1 AND user_to_id = ?2) OR (user_from_id = ?2 AND user_to_id = ?1)
       ORDER BY user_from_id`,
    )
      .bind(a, b)
      .all<{ user_from_id: number; user_to_id: number }>()
  ).results
const totalConnects = async (id: number) =>
  (await env.DB.prepare('SELECT total_connects AS n FROM users WHERE id = ?')
    .bind(id)
    .first<{ n: number }>())!.n
const requestRows = async (a: number, b: number) =>
  (
    await env.DB.prepare(
      `SELECT user_from_id, user_to_id, status FROM connect_requests
       WHERE (user_from_id = ?1 AND user_to_id = ?2) OR (user_from_id = ?2 AND user_to_id = ?1)
       ORDER BY id`,
    )
      .bind(a, b)
      .all<{ user_from_id: number; user_to_id: number; status: string }>()
  ).results
const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare(
      'SELECT title, body, link FROM notifications WHERE user_id = ? AND kind = ?',
    )
      .bind(userId, kind)
      .all<{ title: string; body: string; link: string }>()
  ).results

const connected = async (a: Member, b: Member) => {
  const asked = await ask(a, b.id)
  const accepted = await answer(b, asked.body.data.id, 'accepted')
  expect(accepted.status).toBe(200)
}

describe('POST /api/connect-requests', () => {
  it('asks to connect, answers the spec fields and tells the member asked', async () => {
    const ada = await member('Ada', 'Lovelace')
    const bea = await member('Bea', 'Ross')
    const res = await ask(ada, bea.id, 'We met at the meetup')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      user_id: bea.id,
      user_from_id: ada.id,
      message: 'We met at the meetup',
      status: 'pending',
      notice: REQUEST_SENT,
      user_from: { id: ada.id, full_name: 'Ada Lovelace', initials: 'AL' },
      user_to: { id: bea.id, full_name: 'Bea Ross' },
    })
    expect(await requestRows(ada.id, bea.id)).toEqual([
      { user_from_id: ada.id, user_to_id: bea.id, status: 'pending' },
    ])
    expect(await pairRows(ada.id, bea.id)).toEqual([])
    expect(await notificationsOf(bea.id, 'connection.requested')).toEqual([
      {
        title: 'Ada Lovelace would like to connect with you',
        body: 'We met at the meetup',
        link: '/my-connection-requests',
      },
    ])
  })

  it('refuses yourself (422), a second ask (409), a connected member (409), unknown members (404) and visitors (401)', async () => {
    const ada = await member()
    const bea = await member()
    const self = await ask(ada, ada.id)
    expect(self.status).toBe(422)
    expect(errorOf(self).errors).toEqual({ user_id: [NOT_YOURSELF] })
    expect((await ask(ada, bea.id)).status).toBe(201)
    const again = await ask(ada, bea.id)
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe(ALREADY_ASKED)
    expect(await requestRows(ada.id, bea.id)).toHaveLength(1)

    const cy = await member()
    await connected(ada, cy)
    const twice = await ask(cy, ada.id)
    expect(twice.status).toBe(409)
    expect(errorOf(twice).message).toBe(ALREADY_CONNECTED)
    expect((await ask(ada, 999_999)).status).toBe(404)
    const inactive = await createUser({ isActive: 0 })
    expect((await ask(ada, inactive.id)).status).toBe(404)
    expect((await ask(null, bea.id)).status).toBe(401)
    expect((await ask(ada, bea.id, 'x'.repeat(501))).status).toBe(422)
  })

  it('connects at once when the other member had already asked', async () => {
    const ada = await member('Ada', 'One')
    const bea = await member('Bea', 'Two')
    expect((await ask(ada, bea.id)).status).toBe(201)
    const res = await ask(bea, ada.id)
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ status: 'accepted', notice: connectedWith('Ada One') })
    expect(await pairRows(ada.id, bea.id)).toHaveLength(2)
    expect(await requestRows(ada.id, bea.id)).toEqual([
      { user_from_id: ada.id, user_to_id: bea.id, status: 'accepted' },
      { user_from_id: bea.id, user_to_id: ada.id, status: 'accepted' },
    ])
    expect(await totalConnects(ada.id)).toBe(1)
    expect(await totalConnects(bea.id)).toBe(1)
    expect((await notificationsOf(ada.id, 'connection.accepted'))[0]?.title).toBe(
      'You are now connected with Bea Two',
    )
  })

  it('ends with exactly one connection when two members ask each other at the same moment', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 12 }, async () => [await member(), await member()] as const),
    )
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [ask(a, b.id), ask(b, a.id), ask(a, b.id), ask(b, a.id)]),
    )
    // Each side's first ask lands (201); a repeat is refused (409) unless it came after the pair.
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    for (const [a, b] of pairs) {
      expect(await pairRows(a.id, b.id)).toEqual(
        [
          { user_from_id: a.id, user_to_id: b.id },
          { user_from_id: b.id, user_to_id: a.id },
        ].sort((x, y) => x.user_from_id - y.user_from_id),
      )
      expect(await totalConnects(a.id)).toBe(1)
      expect(await totalConnects(b.id)).toBe(1)
      expect((await requestRows(a.id, b.id)).map((r) => r.status)).toEqual(['accepted', 'accepted'])
    }
  })
})

describe('PUT /api/connect-requests/:id', () => {
  it('accepts: connected both ways, counters moved, the sender told, the spec text', async () => {
    const ada = await member('Ada', 'Lovelace')
    const bea = await member('Bea', 'Ross')
    const asked = await ask(ada, bea.id)
    const res = await answer(bea, asked.body.data.id, 'accepted')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: asked.body.data.id,
      status: 'accepted',
      notice: 'You are now connected with Ada Lovelace',
    })
    expect(await pairRows(ada.id, bea.id)).toHaveLength(2)
    expect(await totalConnects(ada.id)).toBe(1)
    expect(await totalConnects(bea.id)).toBe(1)
    const told = await notificationsOf(ada.id, 'connection.accepted')
    expect(told).toEqual([
      {
        title: 'Bea Ross accepted your connect request',
        body: '',
        link: expect.stringMatching(/^\/members\//),
      },
    ])
    const again = await answer(bea, asked.body.data.id, 'accepted')
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe(ALREADY_ANSWERED)
    expect(await totalConnects(ada.id)).toBe(1)
  })

  it('ignores: not connected, gone from both lists, and the sender may ask again later', async () => {
    const ada = await member()
    const bea = await member()
    const asked = await ask(ada, bea.id)
    const res = await answer(bea, asked.body.data.id, 'ignored')
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('ignored')
    expect(await pairRows(ada.id, bea.id)).toEqual([])
    expect((await requestsOf(bea)).body.data).toEqual([])
    expect((await requestsOf(ada, { received: '0' })).body.data).toEqual([])
    const later = await ask(ada, bea.id, 'Second try')
    expect(later.status).toBe(201)
    expect(later.body.data).toMatchObject({
      id: asked.body.data.id,
      status: 'pending',
      message: 'Second try',
    })
    expect((await requestsOf(bea)).body.data.map((r) => r.id)).toEqual([asked.body.data.id])
  })

  it('lets only the recipient answer (403 for the sender, 404 for anyone else, 401 for visitors)', async () => {
    const ada = await member()
    const bea = await member()
    const cy = await member()
    const { id } = (await ask(ada, bea.id)).body.data
    const bySender = await answer(ada, id, 'accepted')
    expect(bySender.status).toBe(403)
    expect(errorOf(bySender).message).toBe(ONLY_RECIPIENT_ANSWERS)
    expect((await answer(cy, id, 'accepted')).status).toBe(404)
    expect((await answer(null, id, 'accepted')).status).toBe(401)
    expect((await answer(bea, 999_999, 'accepted')).status).toBe(404)
    expect(await pairRows(ada.id, bea.id)).toEqual([])
  })

  it('the same request accepted twice at once makes one connection', async () => {
    const ada = await member()
    const bea = await member()
    const { id } = (await ask(ada, bea.id)).body.data
    const results = await Promise.all(Array.from({ length: 6 }, () => answer(bea, id, 'accepted')))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(5)
    expect(await pairRows(ada.id, bea.id)).toHaveLength(2)
    expect(await totalConnects(bea.id)).toBe(1)
  })
})

describe('DELETE /api/connect-requests/:id', () => {
  it('lets the sender cancel; the recipient cannot (403) and others see nothing (404)', async () => {
    const ada = await member()
    const bea = await member()
    const cy = await member()
    const { id } = (await ask(ada, bea.id)).body.data
    const byRecipient = await cancel(bea, id)
    expect(byRecipient.status).toBe(403)
    expect(errorOf(byRecipient).message).toBe(ONLY_SENDER_CANCELS)
    expect((await cancel(cy, id)).status).toBe(404)
    expect((await cancel(null, id)).status).toBe(401)
    const res = await cancel(ada, id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id, user_id: bea.id })
    expect(await requestRows(ada.id, bea.id)).toEqual([])
    expect((await cancel(ada, id)).status).toBe(404)
    expect((await ask(ada, bea.id)).status).toBe(201)
  })

  it('cannot cancel an answered request (409)', async () => {
    const ada = await member()
    const bea = await member()
    const { id } = (await ask(ada, bea.id)).body.data
    await answer(bea, id, 'accepted')
    expect((await cancel(ada, id)).status).toBe(409)
    expect(await pairRows(ada.id, bea.id)).toHaveLength(2)
  })
})

describe('GET /api/connect-requests', () => {
  it('lists received (received=1) and sent (received=0) requests, newest first, with both members', async () => {
    const me = await member()
    const others = [await member(), await member(), await member()]
    for (const o of others) await ask(o, me.id)
    const sentTo = await member()
    await ask(me, sentTo.id)
    const received = await requestsOf(me, { received: '1', with: 'user_from,user_to' })
    expect(received.status).toBe(200)
    expect(received.body.data.map((r) => r.user_from?.id)).toEqual(
      others.map((o) => o.id).toReversed(),
    )
    expect(received.body.meta.pagination).toMatchObject({ total: 3, per_page: 999 })
    const sent = await requestsOf(me, { received: '0' })
    expect(sent.body.data.map((r) => r.user_to?.id)).toEqual([sentTo.id])
    const one = await requestsOf(me, { received: '0', user_id: String(sentTo.id) })
    expect(one.body.data).toHaveLength(1)
    const paged = await requestsOf(me, { page_size: '2', page: '2' })
    expect(paged.body.data.map((r) => r.user_from_id)).toEqual([others[0]!.id])
    expect((await send(apiAs(null)['connect-requests'].$get({ query: {} }))).status).toBe(401)
  })
})

describe('GET /api/connects and DELETE /api/connects/:user_id', () => {
  it('lists my connections (user_to {id, full_name}) and removes one both ways', async () => {
    const me = await member()
    const bea = await member('Bea', 'Ross')
    const cy = await member()
    await connected(me, bea)
    await connected(cy, me)
    const list = await connectsOf(me, { with: 'user_to' })
    expect(list.status).toBe(200)
    expect(list.body.data.map((c) => c.user_to?.id)).toEqual([cy.id, bea.id])
    expect(list.body.data[1]?.user_to).toMatchObject({ id: bea.id, full_name: 'Bea Ross' })
    expect(list.body.meta.pagination).toMatchObject({ total: 2, per_page: 100 })
    expect(await totalConnects(me.id)).toBe(2)

    const removed = await disconnect(me, bea.id)
    expect(removed.status).toBe(200)
    expect(await pairRows(me.id, bea.id)).toEqual([])
    expect(await totalConnects(me.id)).toBe(1)
    expect(await totalConnects(bea.id)).toBe(0)
    expect((await disconnect(me, bea.id)).status).toBe(404)
    // After a removal either may ask again.
    expect((await ask(bea, me.id)).status).toBe(201)
    expect((await connectsOf(null)).status).toBe(401)
  })

  it("shows another member's connections only when they show them", async () => {
    const viewer = await member()
    const open = await member()
    const closed = await member()
    const friend = await member()
    await connected(open, friend)
    await connected(closed, friend)
    await env.DB.prepare('UPDATE users SET show_connections = 0 WHERE id = ?').bind(closed.id).run()
    const seen = await connectsOf(viewer, { user_id_from: String(open.id) })
    expect(seen.body.data.map((c) => c.user_to_id)).toEqual([friend.id])
    const hidden = await connectsOf(viewer, { user_id_from: String(closed.id) })
    expect(hidden.body.data).toEqual([])
    expect(hidden.body.meta.pagination.total).toBe(0)
    const { session: admin } = await signedInAs('admin')
    const byAdmin = await send(
      apiAs(admin).connects.$get({ query: { user_id_from: String(closed.id) } }),
    )
    expect(byAdmin.body.data.map((c) => c.user_to_id)).toEqual([friend.id])
  })
})

describe('blocking', () => {
  it('ends a connection and pending requests in one go, and refuses requests both ways', async () => {
    const ada = await member()
    const bea = await member()
    await connected(ada, bea)
    const cy = await member()
    await ask(cy, ada.id)
    const res = await block(ada, bea.id)
    expect(res.status).toBe(201)
    expect(await pairRows(ada.id, bea.id)).toEqual([])
    expect(await totalConnects(ada.id)).toBe(0)
    expect(await totalConnects(bea.id)).toBe(0)
    const fromBlocked = await ask(bea, ada.id)
    expect(fromBlocked.status).toBe(403)
    expect(errorOf(fromBlocked).message).toBe(CANNOT_CONNECT)
    expect((await ask(ada, bea.id)).status).toBe(403)

    expect((await block(ada, cy.id)).status).toBe(201)
    expect(await requestRows(ada.id, cy.id)).toEqual([])
    expect((await requestsOf(ada)).body.data).toEqual([])

    expect((await unblock(ada, bea.id)).status).toBe(200)
    expect((await unblock(ada, bea.id)).status).toBe(404)
    expect((await ask(bea, ada.id)).status).toBe(201)
  })

  it('a block made after a request stops its acceptance', async () => {
    const ada = await member()
    const bea = await member()
    const { id } = (await ask(ada, bea.id)).body.data
    // A block by the recipient ends the pending request; by the sender's side too.
    await block(ada, bea.id)
    expect((await answer(bea, id, 'accepted')).status).toBe(404)
    expect(await pairRows(ada.id, bea.id)).toEqual([])
  })

  it('hides blocked members from the network of others', async () => {
    const viewer = await member()
    const owner = await member()
    const friend = await member()
    await connected(owner, friend)
    await block(friend, viewer.id)
    const seen = await connectsOf(viewer, { user_id_from: String(owner.id) })
    expect(seen.body.data).toEqual([])
  })
})
