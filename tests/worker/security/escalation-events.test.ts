/**
 * Suite 2 for events (issue 9): nobody binds another member to an event by typing their email
 * into an order (IDOR by email), and event writes store no reference that points nowhere
 * (group_id, poll_id, stripe_id), no link a browser would run (javascript:, data:), no date
 * outside 1900–2200, and no event from a role that may not create one. Each refusal is checked on
 * the rows as well as the status, for every principal.
 */
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { solveCaptcha } from '../../helpers/captcha'
import { createEvent, limitedTicket } from '../../helpers/event-factories'
import { createUser, mintSession } from '../../helpers/factories'
import { call, type Session } from '../../helpers/http'
import {
  buildPrincipals,
  isSignedIn,
  type Principal,
  type Principals,
} from '../../helpers/principals'
import { reportFigure } from './support/figure'

type Row = Record<string, unknown>

let principals: Principals
let checks = 0
const counted = () => {
  checks += 1
}

beforeAll(async () => {
  principals = await buildPrincipals(['events.create', 'events.manage'])
}, 90_000)

reportFigure(
  'event bindings and references (suite 2, events)',
  () => `${checks} refusals checked on status and rows`,
)

const names = () => principals.all.map((p) => p.name)
const PRINCIPAL_NAMES = [
  'visitor',
  'member',
  'contributor',
  'admin',
  'super_admin',
  'custom-without',
  'custom-with:events.create',
  'custom-with:events.manage',
]

const eventRow = async (id: number) =>
  env.DB.prepare('SELECT * FROM events WHERE id = ?').bind(id).first<Row>()
const countWhere = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${sql}`)
    .bind(...binds)
    .first<{ n: number }>())!.n

const reserve = async (p: Principal, json: Record<string, unknown>) => {
  const body = p.session ? json : { ...json, captcha: await solveCaptcha(exports.default) }
  return call('/api/event-orders', { session: p.session, json: body })
}

describe('suite 2: an email typed into an order binds nobody', () => {
  it('lists every principal the suite covers', () => {
    expect(names()).toEqual(expect.arrayContaining(PRINCIPAL_NAMES))
  })

  it.each(PRINCIPAL_NAMES)(
    '%s cannot make another member an attendee by their email, in any spelling, nor by user_id',
    async (name) => {
      const p = principals.get(name)
      const victim = await createUser({ company: 'Victim Widgets Ltd' })
      const { event, tickets } = await createEvent({}, [limitedTicket(20)])
      const spellings = [
        victim.email,
        victim.email.toUpperCase(),
        victim.email[0]!.toUpperCase() + victim.email.slice(1),
      ]
      const attendees = spellings.map((email, i) => ({
        full_name: `Typed ${i}`,
        email,
        user_id: victim.id,
      }))
      // Signed in: three tickets naming the victim; a visitor: one ticket per order (one order each).
      const orders = p.session ? [attendees] : attendees.map((a) => [a])
      for (const list of orders) {
        const res = await reserve(p, {
          event_id: event.id,
          total_tickets: list.length,
          attendees: list,
        })
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201)
      }
      counted()
      expect(
        await countWhere('event_attendees WHERE event_id = ? AND user_id = ?', event.id, victim.id),
      ).toBe(0)
      expect(
        (await env.DB.prepare('SELECT total_redeemed FROM event_tickets WHERE id = ?')
          .bind(tickets[0]!.id)
          .first<{ total_redeemed: number }>())!.total_redeemed,
      ).toBe(3)

      // Nothing the victim or anyone else reads says the victim attends.
      const victimSession = await mintSession(victim.id)
      const page = await call(`/api/events/${event.id}?with=attendees`, { session: victimSession })
      counted()
      expect(page.body.data).toMatchObject({ user_is_attending: false, userOrder: null })
      for (const who of [null, principals.signedIn('member').session]) {
        const list = await call(`/api/event-attendees?event_id=${event.id}&per_page=50`, {
          session: who,
        })
        counted()
        expect(list.status).toBe(200)
        const text = JSON.stringify(list.body)
        expect(text).not.toContain('Victim Widgets')
        expect(text).not.toContain(victim.slug)
        expect(text).toContain('Typed 0')
      }
      const attending = await call(`/api/events?attending=1&q=${encodeURIComponent(event.title)}`, {
        session: victimSession,
      })
      counted()
      expect(attending.body.data).toEqual([])
      const named = await call('/api/event-orders?include_attended_by=1', {
        session: victimSession,
      })
      counted()
      expect(JSON.stringify(named.body)).not.toContain(`"event_id":${event.id},`)
      // Let's meet reaches attendees only: the victim is not one.
      const meet = await call(`/api/events/${event.id}/lets-meet`, {
        session: principals.signedIn('contributor').session,
        json: { user_to: victim.id, message: 'You are listed here' },
      })
      counted()
      expect(meet.status).toBe(422)
    },
  )

  it.each(PRINCIPAL_NAMES.filter((n) => n !== 'visitor'))(
    '%s is linked to their own row only, once',
    async (name) => {
      const p = principals.signedIn(name)
      const { event } = await createEvent()
      const res = await reserve(p, {
        event_id: event.id,
        total_tickets: 2,
        attendees: [
          { full_name: 'Me', email: p.user.email.toUpperCase() },
          { full_name: 'Me twice', email: p.user.email },
        ],
      })
      expect(res.status).toBe(201)
      counted()
      expect(
        (
          await env.DB.prepare(
            'SELECT full_name, user_id FROM event_attendees WHERE event_id = ? ORDER BY id',
          )
            .bind(event.id)
            .all<Row>()
        ).results,
      ).toEqual([
        { full_name: 'Me', user_id: p.user.id },
        { full_name: 'Me twice', user_id: null },
      ])
    },
  )
})

describe('suite 2: event writes store no dangling reference, unsafe link or impossible date', () => {
  const start = () => Date.now() + 9 * 86_400_000
  const valid = () => ({
    title: `Checked ${crypto.randomUUID().slice(0, 8)}`,
    starts_at: new Date(start()).toISOString(),
    ends_at: new Date(start() + 3_600_000).toISOString(),
  })
  const BAD_FIELDS: [string, Record<string, unknown>, string][] = [
    ['a missing group', { group_id: 999_999 }, 'group_id'],
    ['a poll (polls do not exist yet)', { poll_id: 1 }, 'poll_id'],
    ['a javascript: link', { link: 'javascript:alert(document.domain)' }, 'link'],
    [
      'a data: link',
      { link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
      'link',
    ],
    [
      'a javascript: website',
      { contactables: { website: 'javascript:alert(1)' } },
      'contactables.website',
    ],
    [
      'a javascript: facebook address',
      { contactables: { facebook: 'javascript:alert(1)' } },
      'contactables.facebook',
    ],
    ['a start in year 0000', { starts_at: '0000-01-01T00:00:00Z' }, 'starts_at'],
    ['an end in year 9999', { ends_at: '9999-12-31T23:00:00Z' }, 'ends_at'],
    [
      'a sale end in year 0000',
      { tickets: [{ label: 'Seat', available_until: '0000-01-01T00:00:00Z' }] },
      'tickets.0.available_until',
    ],
  ]
  const creators = () =>
    principals.all.filter((p) => isSignedIn(p) && p.holds('events.create')).map((p) => p.name)

  it('has creators to try (contributor, admin, super_admin, custom-with:events.create)', () => {
    expect(creators()).toEqual(
      expect.arrayContaining(['contributor', 'admin', 'super_admin', 'custom-with:events.create']),
    )
  })

  it.each(BAD_FIELDS)(
    'POST /api/events refuses %s from every creator, and inserts nothing',
    async (_what, extra, field) => {
      for (const name of creators()) {
        const { session } = principals.signedIn(name)
        const body = { ...valid(), ...extra }
        const res = await call('/api/events', { session, json: body })
        counted()
        expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(422)
        expect(Object.keys(res.body.errors ?? {}), name).toContain(field)
        expect(await countWhere('events WHERE title = ?', body.title)).toBe(0)
      }
    },
  )

  it.each(BAD_FIELDS)(
    'PUT /api/events/:id refuses %s on the owner’s own event, and changes nothing',
    async (_what, extra, field) => {
      for (const name of creators()) {
        const p = principals.signedIn(name)
        const { event } = await createEvent({ userId: p.user.id, link: 'https://example.com/' })
        const before = await eventRow(event.id)
        const res = await call(`/api/events/${event.id}`, {
          method: 'PUT',
          session: p.session,
          json: { title: 'Changed', ...extra },
        })
        counted()
        expect(res.status, name).toBe(422)
        expect(Object.keys(res.body.errors ?? {}), name).toContain(field)
        expect(await eventRow(event.id)).toEqual(before)
      }
    },
  )

  it.each(PRINCIPAL_NAMES)(
    'POST /api/event-orders refuses a stripe_id from %s: no order, no seat',
    async (name) => {
      const p = principals.get(name)
      const { event, tickets } = await createEvent({}, [limitedTicket(5, 0, 1500)])
      const res = await reserve(p, {
        event_id: event.id,
        total_tickets: 1,
        stripe_id: 'pi_3FakePaymentIntent',
        attendees: [{ full_name: 'Payer', email: 'payer@example.test' }],
      })
      counted()
      expect(res.status).toBe(422)
      expect(res.body.errors).toHaveProperty('stripe_id')
      expect(await countWhere('event_orders WHERE event_id = ?', event.id)).toBe(0)
      expect(
        await countWhere('event_tickets WHERE id = ? AND total_redeemed = 0', tickets[0]!.id),
      ).toBe(1)
    },
  )

  it.each(
    PRINCIPAL_NAMES.filter(
      (n) => !['contributor', 'admin', 'super_admin', 'custom-with:events.create'].includes(n),
    ),
  )('%s, without events.create, creates no event (events.manage alone included)', async (name) => {
    const p = principals.get(name)
    const body = valid()
    const res = await call('/api/events', { session: p.session as Session | null, json: body })
    counted()
    expect([401, 403]).toContain(res.status)
    expect(await countWhere('events WHERE title = ?', body.title)).toBe(0)
  })
})
