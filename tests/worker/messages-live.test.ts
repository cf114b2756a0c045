import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { apiAs, send } from '../helpers/api'
import {
  closeMessageSockets,
  connectMembers,
  messageMember,
  openMessageSocket,
  upgradeMessageThread,
  type Member,
} from '../helpers/message-factories'

afterEach(closeMessageSockets)

const sendTo = (from: Member, to: Member, body: string) =>
  send(apiAs(from.session)['message-posts'].$post({ json: { user_id: to.id, body } }))

const conversation = async () => {
  const a = await messageMember('Ada', 'Live')
  const b = await messageMember('Ben', 'Live')
  await connectMembers([a, b])
  const first = await sendTo(a, b, 'Opening line')
  return { a, b, threadId: first.body.data.message_thread_id }
}

describe('GET /api/message-threads/:id/live', () => {
  it("delivers a message posted over HTTP to the other member's open socket, typed", async () => {
    const { a, b, threadId } = await conversation()
    const socket = await openMessageSocket(threadId, b.session)
    expect(socket.events[0]).toEqual({ type: 'ready', message_thread_id: threadId })
    const res = await sendTo(a, b, 'Are you free at six?')
    expect(res.status).toBe(201)
    const event = await socket.next((e) => e.type === 'post.created')
    expect(event).toEqual({ type: 'post.created', post: res.body.data })
  })

  it("reaches every member's sockets in a group thread", async () => {
    const [me, x, y] = [await messageMember(), await messageMember(), await messageMember()]
    await connectMembers([me, x], [me, y])
    const started = await send(
      apiAs(me.session)['group-message-threads'].$post({
        json: { users: [x.id, y.id], body: 'Hi all' },
      }),
    )
    const threadId = started.body.data.thread.id
    const sockets = await Promise.all([x, y, me].map((m) => openMessageSocket(threadId, m.session)))
    const reply = await send(
      apiAs(x.session)['group-message-posts'].$post({
        json: { group_message_thread_id: threadId, body: 'Hello from X' },
      }),
    )
    for (const socket of sockets) {
      const event = await socket.next((e) => e.type === 'post.created')
      expect(event).toMatchObject({ post: { id: reply.body.data.id, body: 'Hello from X' } })
    }
  })

  it('refuses a visitor (401), a member outside the thread (404) and another site (403)', async () => {
    const { a, threadId } = await conversation()
    const outsider = await messageMember()
    expect((await upgradeMessageThread(threadId)).status).toBe(401)
    expect((await upgradeMessageThread(threadId, { session: outsider.session })).status).toBe(404)
    expect(
      (await upgradeMessageThread(threadId, { session: a.session, origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
  })

  it('does not notify a member whose socket is open on the thread', async () => {
    const { a, b, threadId } = await conversation()
    const notes = () =>
      env.DB.prepare(
        "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'message.received'",
      )
        .bind(b.id)
        .first<{ n: number }>()
        .then((r) => r?.n)
    // The first message notified Ben; reading the thread ends that unread streak.
    await expect.poll(notes).toBe(1)
    await send(
      apiAs(b.session)['message-threads'][':id'].read.$post({ param: { id: String(threadId) } }),
    )
    const socket = await openMessageSocket(threadId, b.session)
    await sendTo(a, b, 'Watching live')
    await socket.next((e) => e.type === 'post.created')
    // The notification would follow the push in the same deferred task: give it time to land.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await notes()).toBe(1)
    // Without the socket the same step notifies.
    socket.ws.close(1000, 'left the page')
    await expect
      .poll(() =>
        env.DB.prepare('SELECT count(*) AS n FROM live_room_connections WHERE user_id = ?')
          .bind(b.id)
          .first<{ n: number }>()
          .then((r) => r?.n),
      )
      .toBe(0)
    await send(
      apiAs(b.session)['message-threads'][':id'].read.$post({ param: { id: String(threadId) } }),
    )
    await sendTo(a, b, 'Gone quiet?')
    await expect.poll(notes).toBe(2)
  })

  it('closes the socket with 1008 when a block takes the 1:1 thread away', async () => {
    const { a, b, threadId } = await conversation()
    const socket = await openMessageSocket(threadId, b.session)
    const blocked = await send(apiAs(a.session)['member-blocks'].$post({ json: { user_id: b.id } }))
    expect(blocked.status).toBe(201)
    await expect.poll(() => socket.closedWith?.code).toBe(1008)
    expect((await upgradeMessageThread(threadId, { session: b.session })).status).toBe(404)
  })
})
