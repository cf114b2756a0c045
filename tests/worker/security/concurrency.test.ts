import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@worker/auth/throttle'
import { solveCaptcha } from '../../helpers/captcha'
import {
  addToWaitlist,
  attendeesOf,
  ordersOf,
  quickMember,
  reloadTicket,
  waitlistOf,
} from '../../helpers/event-factories'
import { createUser, PASSWORD } from '../../helpers/factories'
import { call, type Session } from '../../helpers/http'
import { reportFigure } from './support/figure'
import { eventWithSeatsLeft, ledgerProblems, seatsLeft } from './support/seat-ledger'

/**
 * Suite 13, concurrency: a crowd buying the last seats at the same instant never oversells,
 * double clicks make one order and one purchase, and cancellations racing with bookings and
 * waitlist offers leave the seat counters equal to the rows (the ledger recount). Crowds at the
 * sign-in, password, reset and sign-up throttles get no more attempts than the limits allow.
 */

const RUNS = 50
const BUYERS = 100
const SEATS_LEFT = 5

type Member = Awaited<ReturnType<typeof quickMember>>
let crowd: Member[] = []
const runs = { done: 0, consistent: 0, oversold: 0 }
/** Per throttle raced: the attempts sent at once, how many got past it, and its limit. */
const throttleRaces: { name: string; sent: number; passed: number; limit: number }[] = []

reportFigure('Suite 13 (concurrency)', () => {
  const throttles = throttleRaces
    .map((r) => `${r.name} ${r.passed}/${r.sent} past a limit of ${r.limit}`)
    .join(', ')
  const over = throttleRaces.filter((r) => r.passed > r.limit).length
  return `${runs.done} runs × ${BUYERS} buyers, oversell ${runs.oversold}, counters consistent in ${runs.consistent}/${runs.done}; throttles raced: ${throttles || 'none'} (${over} over their limit)`
})

beforeAll(async () => {
  crowd = await Promise.all(Array.from({ length: BUYERS }, () => quickMember()))
})

const reserve = (session: Session, json: Record<string, unknown>) =>
  call('/api/event-orders', { session, json })
const statusCount = (responses: { status: number }[], status: number) =>
  responses.filter((r) => r.status === status).length
const idOf = (body: { data?: unknown }) => {
  const data = body.data
  return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number'
    ? data.id
    : 0
}
const referenceOf = (body: { data?: unknown }) => {
  const data = body.data
  return typeof data === 'object' &&
    data !== null &&
    'reference' in data &&
    typeof data.reference === 'string'
    ? data.reference
    : ''
}
const attendeesFor = (n: number, who: string) =>
  Array.from({ length: n }, (_, i) => ({
    full_name: `Guest ${who} ${i}`,
    email: `guest-${who}-${i}@example.test`,
  }))

/** mulberry32: the same "random" sizes on every run of the suite. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

describe('the ledger recount', () => {
  it('notices counters that drifted from the rows', async () => {
    const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
    await reserve(crowd[3]!.session, { event_id: event.id, total_tickets: 1 })
    expect(await ledgerProblems(event.id)).toEqual([])
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE event_tickets SET total_redeemed = total_redeemed - 1, total_held = total_held + 1 WHERE id = ?',
      ).bind(ticket.id),
      env.DB.prepare(
        "INSERT INTO event_attendees (event_id, order_id, full_name, email, created_at) SELECT event_id, id, 'Stray', 's@example.test', created_at FROM event_orders WHERE event_id = ?",
      ).bind(event.id),
    ])
    expect(await ledgerProblems(event.id)).toEqual([
      `ticket ${ticket.id}: total_redeemed 100, live orders say 101`,
      `ticket ${ticket.id}: total_held 1, offered waitlist rows say 0`,
      expect.stringMatching(/^order \d+: 1 tickets but 2 attendees$/),
    ])
  })
})

describe('the last 5 seats, 100 buyers at once', () => {
  it(`sells exactly 5 seats in each of ${RUNS} runs`, { timeout: 120_000 }, async () => {
    for (let run = 0; run < RUNS; run++) {
      const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
      const responses = await Promise.all(
        crowd.map(({ session }) => reserve(session, { event_id: event.id, total_tickets: 1 })),
      )
      const [reloaded, orders, attendees, problems] = await Promise.all([
        reloadTicket(ticket.id),
        ordersOf(event.id),
        attendeesOf(event.id),
        ledgerProblems(event.id),
      ])
      runs.done += 1
      if (reloaded.totalRedeemed > reloaded.totalAvailable)
        runs.oversold += reloaded.totalRedeemed - reloaded.totalAvailable
      if (problems.length === 0) runs.consistent += 1
      expect({
        run,
        created: statusCount(responses, 201),
        refused: statusCount(responses, 409),
      }).toEqual({ run, created: 5, refused: 95 })
      expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
        new Set(['Sorry, there are not enough tickets left']),
      )
      expect(reloaded.totalRedeemed).toBe(105)
      expect(orders.filter((o) => o.status !== 'cancelled')).toHaveLength(5)
      expect(attendees).toHaveLength(5)
      expect(problems).toEqual([])
    }
    expect(runs.oversold).toBe(0)
  })

  it(
    'never sells more seats than are left when orders of 1–3 tickets race',
    { timeout: 30_000 },
    async () => {
      const random = seeded(13)
      for (let run = 0; run < 5; run++) {
        const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
        const sizes = crowd.map(() => 1 + Math.floor(random() * 3))
        const responses = await Promise.all(
          crowd.map(({ session }, i) =>
            reserve(session, {
              event_id: event.id,
              total_tickets: sizes[i],
              ...(sizes[i]! > 1 ? { attendees: attendeesFor(sizes[i]!, `${run}-${i}`) } : {}),
            }),
          ),
        )
        const sold = responses.reduce((n, r, i) => n + (r.status === 201 ? sizes[i]! : 0), 0)
        const left = await seatsLeft(ticket.id)
        expect(statusCount(responses, 201) + statusCount(responses, 409)).toBe(BUYERS)
        expect(sold).toBeLessThanOrEqual(SEATS_LEFT)
        expect(left).toBe(SEATS_LEFT - sold)
        // Seats only ever went down, so every refused order was bigger than what is left now.
        const refusedSizes = responses.flatMap((r, i) => (r.status === 409 ? [sizes[i]!] : []))
        expect(refusedSizes.every((size) => size > left)).toBe(true)
        expect(await ledgerProblems(event.id)).toEqual([])
      }
    },
  )
})

describe('cancellations racing with bookings', () => {
  it(
    'keeps counters equal to live orders while 3 winners cancel and 50 others book',
    { timeout: 30_000 },
    async () => {
      for (let run = 0; run < 5; run++) {
        const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
        const winners = crowd.slice(0, SEATS_LEFT)
        const orders = await Promise.all(
          winners.map(({ session }) => reserve(session, { event_id: event.id, total_tickets: 1 })),
        )
        expect(orders.map((r) => r.status)).toEqual(Array(SEATS_LEFT).fill(201))
        const cancels = orders.slice(0, 3).map((r, i) =>
          call(`/api/event-orders/${idOf(r.body)}`, {
            method: 'DELETE',
            session: winners[i]!.session,
          }),
        )
        const bookings = crowd
          .slice(50)
          .map(({ session }) => reserve(session, { event_id: event.id, total_tickets: 1 }))
        const [cancelled, booked] = await Promise.all([Promise.all(cancels), Promise.all(bookings)])
        expect(cancelled.map((r) => r.status)).toEqual([200, 200, 200])
        const newOrders = statusCount(booked, 201)
        expect(newOrders).toBeLessThanOrEqual(3)
        expect(statusCount(booked, 409)).toBe(50 - newOrders)
        const live = (await ordersOf(event.id)).filter((o) => o.status !== 'cancelled')
        expect(live).toHaveLength(2 + newOrders)
        expect((await reloadTicket(ticket.id)).totalRedeemed).toBe(100 + live.length)
        expect(await ledgerProblems(event.id)).toEqual([])
      }
    },
  )

  it('releases an order once when its cancel is sent 10 times at once', async () => {
    const { event } = await eventWithSeatsLeft(105, SEATS_LEFT)
    const { session } = crowd[0]!
    const order = await reserve(session, { event_id: event.id, total_tickets: 1 })
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/event-orders/${idOf(order.body)}`, { method: 'DELETE', session }),
      ),
    )
    expect(statusCount(responses, 200)).toBe(1)
    expect(statusCount(responses, 409)).toBe(9)
    expect(await ledgerProblems(event.id)).toEqual([])
  })
})

describe('double clicks', () => {
  it('makes one order from the same reservation sent 10 times at once', async () => {
    const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
    const { session, user } = crowd[1]!
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => reserve(session, { event_id: event.id, total_tickets: 1 })),
    )
    expect(statusCount(responses, 201)).toBe(1)
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(9).fill('You are already attending this event'),
    )
    expect(
      (await ordersOf(event.id)).filter((o) => o.userId === user.id && o.status !== 'cancelled'),
    ).toHaveLength(1)
    expect((await reloadTicket(ticket.id)).totalRedeemed).toBe(101)
    expect(await ledgerProblems(event.id)).toEqual([])
  })

  it('purchases once and notifies once when the confirm is sent 10 times at once', async () => {
    const { event } = await eventWithSeatsLeft(105, SEATS_LEFT)
    const { session, user } = crowd[2]!
    const reserved = await reserve(session, { event_id: event.id, total_tickets: 1 })
    const id = idOf(reserved.body)
    // The member's order notices so far (this crowd books in other tests too): the burst adds one.
    const placedNotices = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'event.order_placed'",
        )
          .bind(user.id)
          .first<{ n: number }>()
      )?.n ?? 0
    const before = await placedNotices()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/event-orders/${id}/confirm`, {
          session,
          json: { reference: referenceOf(reserved.body), payment_method: 'free' },
        }),
      ),
    )
    expect(statusCount(responses, 200)).toBe(1)
    expect(statusCount(responses, 409)).toBe(9)
    const [order] = (await ordersOf(event.id)).filter((o) => o.id === id)
    expect(order?.status).toBe('purchased')
    expect((await placedNotices()) - before).toBe(1)
    expect(await ledgerProblems(event.id)).toEqual([])
  })
})

describe('waitlist offers racing with cancellations', () => {
  const soldOutWithWaiters = async () => {
    const { event, ticket } = await eventWithSeatsLeft(105, SEATS_LEFT)
    const holders = crowd.slice(10, 15)
    const orders = await Promise.all(
      holders.map(({ session }) => reserve(session, { event_id: event.id, total_tickets: 1 })),
    )
    expect(await seatsLeft(ticket.id)).toBe(0)
    return { event, ticket, holders, orderIds: orders.map((r) => idOf(r.body)) }
  }

  it('holds exactly as many seats as it offers when 2 cancel with 3 waiting', async () => {
    const { event, ticket, holders, orderIds } = await soldOutWithWaiters()
    const waiters = crowd.slice(20, 23)
    for (const w of waiters)
      await addToWaitlist({ eventId: event.id, ticketId: ticket.id, userId: w.user.id })
    const cancelled = await Promise.all(
      [0, 1].map((i) =>
        call(`/api/event-orders/${orderIds[i]}`, {
          method: 'DELETE',
          session: holders[i]!.session,
        }),
      ),
    )
    expect(cancelled.map((r) => r.status)).toEqual([200, 200])
    const queue = await waitlistOf(event.id)
    expect(queue.map((w) => w.status)).toEqual(['offered', 'offered', 'waiting'])
    expect((await reloadTicket(ticket.id)).totalHeld).toBe(2)
    expect(await seatsLeft(ticket.id)).toBe(0)
    expect(await ledgerProblems(event.id)).toEqual([])

    // The two offered take their held seats while everyone else is still refused.
    const offered = waiters.slice(0, 2)
    const others = crowd.slice(60, 80)
    const bookings = await Promise.all(
      [...offered, ...others].map(({ session }) =>
        reserve(session, { event_id: event.id, total_tickets: 1 }),
      ),
    )
    expect(bookings.slice(0, 2).map((r) => r.status)).toEqual([201, 201])
    expect(statusCount(bookings.slice(2), 409)).toBe(others.length)
    expect((await reloadTicket(ticket.id)).totalHeld).toBe(0)
    expect(await ledgerProblems(event.id)).toEqual([])
  })

  it('keeps held seats equal to offers when 3 members join the waitlist while 2 cancel', async () => {
    for (let run = 0; run < 5; run++) {
      const { event, ticket, holders, orderIds } = await soldOutWithWaiters()
      const joiners = crowd.slice(30, 33)
      const [cancelled, joined] = await Promise.all([
        Promise.all(
          [0, 1].map((i) =>
            call(`/api/event-orders/${orderIds[i]}`, {
              method: 'DELETE',
              session: holders[i]!.session,
            }),
          ),
        ),
        Promise.all(
          joiners.map(({ session }) =>
            call(`/api/events/${event.id}/waitlist`, { method: 'POST', session }),
          ),
        ),
      ])
      expect(cancelled.map((r) => r.status)).toEqual([200, 200])
      // Joining after a seat went back on sale is refused (422); otherwise the member queues.
      expect(joined.every((r) => [200, 201, 422].includes(r.status))).toBe(true)
      const offered = (await waitlistOf(event.id)).filter((w) => w.status === 'offered').length
      expect((await reloadTicket(ticket.id)).totalHeld).toBe(offered)
      expect(await ledgerProblems(event.id)).toEqual([])
    }
  })
})

describe('throttles raced by a crowd', () => {
  let ipSeq = 0
  /** A fresh documentation-range address per call, so only the limit under test can bite. */
  const freshIp = () => {
    ipSeq += 1
    return `198.18.${ipSeq >> 8}.${ipSeq & 255}`
  }
  const signin = (email: string, password: string, ip: string) =>
    call('/api/signin', { json: { email, password }, headers: { 'cf-connecting-ip': ip } })
  const record = (name: string, sent: number, passed: number, limit: number) =>
    throttleRaces.push({ name, sent, passed, limit })

  it(
    `checks at most ${LIMITS.account} of 100 wrong passwords sent at once to one account; the rest answer 429`,
    { timeout: 120_000 },
    async () => {
      const user = await createUser()
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => signin(user.email, 'not the password', freshIp())),
      )
      const checked = statusCount(responses, 422)
      record('account', 100, checked, LIMITS.account)
      expect({ checked, throttled: statusCount(responses, 429) }).toEqual({
        checked: LIMITS.account,
        throttled: 100 - LIMITS.account,
      })
      expect(
        responses
          .filter((r) => r.status === 429)
          .every((r) => Number(r.headers.get('retry-after')) > 0),
      ).toBe(true)
      // The window is used up: even the right password waits.
      expect((await signin(user.email, PASSWORD, freshIp())).status).toBe(429)
    },
  )

  it(
    `checks at most the ${LIMITS.ip} an IP may try when 50 guesses at 50 accounts arrive at once with 90 used`,
    { timeout: 120_000 },
    async () => {
      const ip = freshIp()
      await env.DB.prepare('INSERT INTO auth_throttles (key, window_start, count) VALUES (?, ?, ?)')
        .bind(`ip:${ip}`, Math.floor(Date.now() / 1000) - 60, LIMITS.ip - 10)
        .run()
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          signin(`crowd-${i}.${Date.now()}@example.test`, 'guess', ip),
        ),
      )
      const checked = statusCount(responses, 422)
      record(`ip (10 of ${LIMITS.ip} left)`, 50, checked, 10)
      expect({ checked, throttled: statusCount(responses, 429) }).toEqual({
        checked: 10,
        throttled: 40,
      })
    },
  )

  it(
    `checks at most ${LIMITS.account} wrong current passwords sent at once by one member`,
    { timeout: 120_000 },
    async () => {
      const { session } = await quickMember()
      const responses = await Promise.all(
        Array.from({ length: 30 }, () =>
          call('/api/me/password', {
            method: 'PUT',
            session,
            json: {
              current_password: 'not my password',
              password: 'a brand new passphrase',
              password_confirmation: 'a brand new passphrase',
            },
            headers: { 'cf-connecting-ip': freshIp() },
          }),
        ),
      )
      const checked = statusCount(responses, 422)
      record('password change', 30, checked, LIMITS.account)
      expect({ checked, throttled: statusCount(responses, 429) }).toEqual({
        checked: LIMITS.account,
        throttled: 30 - LIMITS.account,
      })
    },
  )

  it(
    `makes at most ${LIMITS.reset} reset links when 20 requests for one address arrive at once`,
    { timeout: 60_000 },
    async () => {
      const user = await createUser()
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('/api/password/forgot', { json: { email: user.email } }),
        ),
      )
      expect(statusCount(responses, 200)).toBe(20)
      const links = await env.DB.prepare(
        'SELECT count(*) AS n FROM password_resets WHERE user_id = ?',
      )
        .bind(user.id)
        .first<{ n: number }>()
      record('reset', 20, links?.n ?? 0, LIMITS.reset)
      expect(links?.n).toBe(LIMITS.reset)
    },
  )

  it(
    `lets at most ${LIMITS.signup} of 30 sign-ups sent at once from one IP through; the rest answer 429`,
    { timeout: 120_000 },
    async () => {
      const ip = freshIp()
      const stamp = Date.now()
      const captchas = await Promise.all(
        Array.from({ length: 30 }, () => solveCaptcha(exports.default)),
      )
      const responses = await Promise.all(
        captchas.map((captcha, i) =>
          call('/api/signup', {
            json: {
              forename: 'Crowd',
              surname: `Applicant ${i}`,
              email: `crowd-signup-${i}.${stamp}@example.test`,
              agreed_to: true,
              password: 'a long enough passphrase',
              password_confirmation: 'a long enough passphrase',
              captcha,
            },
            headers: { 'cf-connecting-ip': ip },
          }),
        ),
      )
      const created = statusCount(responses, 201)
      record('sign-up', 30, created, LIMITS.signup)
      expect({ created, throttled: statusCount(responses, 429) }).toEqual({
        created: LIMITS.signup,
        throttled: 30 - LIMITS.signup,
      })
      const rows = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email LIKE ?')
        .bind(`crowd-signup-%.${stamp}@example.test`)
        .first<{ n: number }>()
      expect(rows?.n).toBe(LIMITS.signup)
    },
  )
})
