/**
 * Security suite 9: live sockets closed on revocation. For every way a session ends (sign-out,
 * a new sign-in from the same browser, password change, password reset, deactivation by an admin,
 * deletion of one's own account, deletion by an admin), a member with sockets open on a public and a private thread from two
 * sessions stops receiving at once: the room closes the revoked sockets with 4001 before the
 * request answers, and a reply published afterwards reaches only the sockets that should stay
 * (the other session on sign-out, and a bystander always).
 */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import { sha256Hex } from '@worker/lib/crypto'
import { publishToThread } from '@worker/forum/forum-live.service'
import { createUser, mintSession, PASSWORD } from '../../helpers/factories'
import { call, type Session } from '../../helpers/http'
import {
  closeOpenedSockets,
  connect,
  createThread,
  replyFixture,
  type LiveSocket,
} from '../../helpers/live-sockets'
import { reportFigure } from './support/figure'

afterEach(closeOpenedSockets)

type Member = { id: number; email: string; first: Session; second: Session }
type Revocation = {
  name: string
  /** 'session': only the session that signed out; 'member': every session of the member. */
  ends: 'session' | 'member'
  revoke: (member: Member, admin: Session) => Promise<number>
}

const NEW_PASSWORD = 'an entirely new passphrase'
/** ROOM_CLOSE.signedOut, written out so the suite does not take the code from what it tests. */
const SIGNED_OUT = { code: 4001, reason: 'Signed out' }

const REVOCATIONS: Revocation[] = [
  {
    name: 'sign-out',
    ends: 'session',
    revoke: async (m) => (await call('/api/signout', { session: m.first, json: {} })).status,
  },
  {
    // The token this browser held is revoked by the new sign-in (no fixation): its sockets go too.
    name: 'sign-in over the session',
    ends: 'session',
    revoke: async (m) =>
      (
        await call('/api/signin', {
          session: m.first,
          json: { email: m.email, password: PASSWORD },
        })
      ).status,
  },
  {
    name: 'password change',
    ends: 'member',
    revoke: async (m) =>
      (
        await call('/api/me/password', {
          method: 'PUT',
          session: m.first,
          json: {
            current_password: PASSWORD,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        })
      ).status,
  },
  {
    name: 'password reset',
    ends: 'member',
    revoke: async (m) => {
      const token = `reset-${crypto.randomUUID()}`
      await env.DB.prepare(
        'INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      )
        .bind(
          await sha256Hex(token),
          m.id,
          new Date(Date.now() + 3_600_000).toISOString(),
          new Date().toISOString(),
        )
        .run()
      return (
        await call('/api/password/reset', {
          json: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        })
      ).status
    },
  },
  {
    name: 'deactivation by an admin',
    ends: 'member',
    revoke: async (m, admin) =>
      (await call(`/api/users/${m.id}`, { method: 'PUT', session: admin, json: { is_active: 0 } }))
        .status,
  },
  {
    name: 'deletion of own account',
    ends: 'member',
    revoke: async (m) => (await call('/api/me', { method: 'DELETE', session: m.first })).status,
  },
  {
    name: 'deletion by an admin',
    ends: 'member',
    revoke: async (m, admin) =>
      (await call(`/api/users/${m.id}`, { method: 'DELETE', session: admin })).status,
  },
]

const tally = { paths: 0, revokedSockets: 0, surviving: 0, keptSockets: 0, keptClosed: 0 }

reportFigure(
  'live sockets closed on revocation (suite 9)',
  () =>
    `${tally.paths} revocation paths × sockets on a public and a private thread: ${tally.revokedSockets} revoked sockets, ${tally.surviving} surviving; ` +
    `${tally.keptSockets} sockets that should stay (other session on sign-out, a bystander), ${tally.keptClosed} closed or not served`,
)

describe('suite 9: every revocation closes the member’s live sockets at once', () => {
  it.each(REVOCATIONS)('$name', async ({ ends, revoke }) => {
    const user = await createUser()
    const member: Member = {
      id: user.id,
      email: user.email,
      first: await mintSession(user.id),
      second: await mintSession(user.id),
    }
    const bystander = await createUser()
    const bystanderSession = await mintSession(bystander.id)
    const admin = await mintSession((await createUser({ role: 'admin' })).id)
    const open = await createThread()
    // Private: the bystander wrote it and mentioned the member, so both may read it.
    const hidden = await createThread({ private: true, userId: bystander.id })
    await env.DB.prepare(
      'INSERT INTO forum_thread_mentions (forum_thread_id, user_id) VALUES (?, ?)',
    )
      .bind(hidden.id, member.id)
      .run()

    const threads = [open.id, hidden.id]
    const first = await Promise.all(threads.map((t) => connect(t, member.first)))
    const second = await Promise.all(threads.map((t) => connect(t, member.second)))
    const watching = await Promise.all(threads.map((t) => connect(t, bystanderSession)))

    expect(await revoke(member, admin)).toBe(200)
    tally.paths += 1

    const revoked: LiveSocket[] = ends === 'session' ? first : [...first, ...second]
    const kept: LiveSocket[] = ends === 'session' ? [...second, ...watching] : watching
    // At once: closed by the time the request answered (the frames are on their way), no publish needed.
    await Promise.allSettled(
      revoked.map((s) => expect.poll(() => s.closedWith, { timeout: 1000 }).not.toBeNull()),
    )
    const closedAtOnce = revoked.map((s) => s.closedWith?.code === SIGNED_OUT.code)

    const published = threads.map((t, i): ForumRoomEvent => ({
      type: 'reply.created',
      reply: replyFixture(t, 9000 + i, 'After the revocation'),
    }))
    await Promise.all(threads.map((t, i) => publishToThread(env, t, published[i]!)))
    const delivered = await Promise.allSettled(
      kept.map((s) => s.next((e) => e.type === 'reply.created')),
    )

    tally.revokedSockets += revoked.length
    tally.keptSockets += kept.length
    // Surviving: not closed as signed out before the request answered, or served the reply published after.
    const surviving = revoked.filter(
      (s, i) => !closedAtOnce[i] || s.events.some((e) => e.type === 'reply.created'),
    )
    tally.surviving += surviving.length
    tally.keptClosed += kept.filter(
      (s, i) => s.closedWith !== null || delivered[i]!.status === 'rejected',
    ).length

    expect(revoked.map((s) => s.closedWith)).toEqual(revoked.map(() => SIGNED_OUT))
    expect(revoked.map((s) => s.events.map((e) => e.type))).toEqual(revoked.map(() => ['ready']))
    expect(kept.map((s) => s.closedWith)).toEqual(kept.map(() => null))
    expect(delivered.map((d) => d.status)).toEqual(kept.map(() => 'fulfilled'))
  })
})
