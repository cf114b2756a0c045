import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { housekeeping } from '@worker/jobs/housekeeping'
import { AppError } from '@worker/lib/errors'
import {
  confirmLiveConnection,
  endLiveSessions,
  LIVE_ROOMS_PER_MEMBER,
  registerLiveConnection,
} from '@worker/live/live-rooms'
import { createUser, db, mintSession } from '../helpers/factories'
import { closeOpenedSockets, connect, createThread } from '../helpers/live-sockets'

afterEach(closeOpenedSockets)

type Row = { session_hash: string; room: string; user_id: number; connected_at: string }
const rowsOf = async (userId: number) =>
  (
    await env.DB.prepare(
      'SELECT * FROM live_room_connections WHERE user_id = ? ORDER BY connected_at',
    )
      .bind(userId)
      .all<Row>()
  ).results

const roomOf = (threadId: number) =>
  env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(threadId)))

describe('the live-room registry (live_room_connections)', () => {
  it('records one row per session and room when the worker forwards an upgrade', async () => {
    const user = await createUser()
    const [a, b] = [await mintSession(user.id), await mintSession(user.id)]
    const [one, two] = [await createThread(), await createThread()]
    await connect(one.id, a)
    await connect(one.id, a)
    await connect(one.id, b)
    await connect(two.id, a)
    const rows = await rowsOf(user.id)
    expect(rows.map((r) => r.room).sort()).toEqual(
      [`forum-thread:${one.id}`, `forum-thread:${one.id}`, `forum-thread:${two.id}`].sort(),
    )
    expect(new Set(rows.map((r) => r.session_hash)).size).toBe(2)
    expect(
      rows.every(
        (r) => /^[0-9a-f]{64}$/.test(r.session_hash) && !Number.isNaN(Date.parse(r.connected_at)),
      ),
    ).toBe(true)
  })

  it('drops the row when the session’s last socket in the room closes, not before', async () => {
    const user = await createUser()
    const session = await mintSession(user.id)
    const thread = await createThread()
    const [first, second] = [await connect(thread.id, session), await connect(thread.id, session)]
    first.ws.close(1000, 'tab closed')
    await expect
      .poll(() =>
        roomOf(thread.id).broadcast({ type: 'thread.updated', forum_thread_id: thread.id }),
      )
      .toBe(1)
    expect(await rowsOf(user.id)).toHaveLength(1)
    second.ws.close(1000, 'tab closed')
    await expect.poll(() => rowsOf(user.id)).toEqual([])
  })

  it(`keeps at most ${LIVE_ROOMS_PER_MEMBER} rooms per member: the oldest row goes and its socket closes with 4029`, async () => {
    const user = await createUser()
    const session = await mintSession(user.id)
    const [oldest, newest] = [await createThread(), await createThread()]
    const stale = await connect(oldest.id, session)
    await env.DB.prepare(
      "UPDATE live_room_connections SET connected_at = '2001-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(user.id)
      .run()
    // Rows of rooms long gone (sockets that closed without the room hearing of it), newer than the oldest.
    const fillers = Array.from({ length: LIVE_ROOMS_PER_MEMBER - 1 }, (_, i) => ({
      s: 'f'.repeat(63) + (i % 10),
      r: `forum-thread:${900_000_000 + i}`,
      t: `2002-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
    }))
    await env.DB.prepare(
      `INSERT INTO live_room_connections (session_hash, room, user_id, connected_at)
       SELECT json_extract(j.value, '$.s'), json_extract(j.value, '$.r'), ?, json_extract(j.value, '$.t') FROM json_each(?) j`,
    )
      .bind(user.id, JSON.stringify(fillers))
      .run()
    expect(await rowsOf(user.id)).toHaveLength(LIVE_ROOMS_PER_MEMBER)

    const fresh = await connect(newest.id, session)
    await expect.poll(() => stale.closedWith).toEqual({ code: 4029, reason: 'Too many live pages' })
    const rows = await rowsOf(user.id)
    expect(rows).toHaveLength(LIVE_ROOMS_PER_MEMBER)
    expect(rows.map((r) => r.room)).not.toContain(`forum-thread:${oldest.id}`)
    expect(rows.map((r) => r.room)).toContain(`forum-thread:${newest.id}`)
    expect(fresh.closedWith).toBeNull()
  })

  it('is cleared hourly of rows whose session ended, keeping those of live sessions', async () => {
    const user = await createUser()
    const [live, expired, revoked] = [
      await mintSession(user.id),
      await mintSession(user.id),
      await mintSession(user.id),
    ]
    const thread = await createThread()
    for (const session of [live, expired, revoked]) await connect(thread.id, session)
    const rows = await rowsOf(user.id)
    expect(rows).toHaveLength(3)
    const [liveHash, expiredHash, revokedHash] = rows.map((r) => r.session_hash)
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?",
      ).bind(expiredHash),
      env.DB.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(revokedHash),
    ])
    await housekeeping({ db, env })
    expect((await rowsOf(user.id)).map((r) => r.session_hash)).toEqual([liveHash])
  })

  it('ends sessions without throwing when a row names a room of no known kind', async () => {
    const user = await createUser()
    await env.DB.prepare(
      'INSERT INTO live_room_connections (session_hash, room, user_id, connected_at) VALUES (?, ?, ?, ?)',
    )
      .bind('e'.repeat(64), 'message-thread:1', user.id, new Date().toISOString())
      .run()
    await expect(endLiveSessions({ db, env }, { userId: user.id })).resolves.toBe(0)
    expect(await rowsOf(user.id)).toEqual([])
  })

  describe('a revocation racing an upgrade', () => {
    it('refuses to register a session that ended after the route checked it (401) and records nothing', async () => {
      const user = await createUser()
      const session = await mintSession(user.id)
      const thread = await createThread()
      await connect(thread.id, session)
      const [{ session_hash: sessionHash }] = (await rowsOf(user.id)) as [Row]
      await env.DB.batch([
        env.DB.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(sessionHash),
        env.DB.prepare('DELETE FROM live_room_connections WHERE session_hash = ?').bind(
          sessionHash,
        ),
      ])
      const refused = await registerLiveConnection(
        { db, env },
        { userId: user.id, sessionHash, room: `forum-thread:${thread.id}` },
      ).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe('UNAUTHENTICATED')
      expect(await rowsOf(user.id)).toEqual([])
    })

    it('refuses to register (404) a member who lost read access after the route checked it, so a re-check that already ran misses nothing', async () => {
      const user = await createUser()
      const session = await mintSession(user.id)
      const author = await createUser()
      const thread = await createThread({ private: true, userId: author.id })
      await env.DB.prepare(
        'INSERT INTO forum_thread_mentions (forum_thread_id, user_id) VALUES (?, ?)',
      )
        .bind(thread.id, user.id)
        .run()
      await connect(thread.id, session)
      const [{ session_hash: sessionHash }] = (await rowsOf(user.id)) as [Row]
      await env.DB.batch([
        env.DB.prepare('DELETE FROM forum_thread_mentions WHERE user_id = ?').bind(user.id),
        env.DB.prepare('DELETE FROM live_room_connections WHERE user_id = ?').bind(user.id),
      ])
      const refused = await registerLiveConnection(
        { db, env },
        { userId: user.id, sessionHash, room: `forum-thread:${thread.id}` },
      ).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe('NOT_FOUND')
      expect(await rowsOf(user.id)).toEqual([])
    })

    it('closes with 4001 a socket the room accepted after the revocation removed its row', async () => {
      const user = await createUser()
      const thread = await createThread()
      const socket = await connect(thread.id, await mintSession(user.id))
      const [row] = (await rowsOf(user.id)) as [Row]
      const connection = {
        userId: user.id,
        sessionHash: row.session_hash,
        room: row.room,
        connectedAt: row.connected_at,
      }
      await confirmLiveConnection({ db, env }, connection)
      expect(socket.closedWith).toBeNull()
      await env.DB.prepare('DELETE FROM live_room_connections WHERE session_hash = ?')
        .bind(row.session_hash)
        .run()
      await confirmLiveConnection({ db, env }, connection)
      await expect.poll(() => socket.closedWith).toEqual({ code: 4001, reason: 'Signed out' })
    })
  })
})
