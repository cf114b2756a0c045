import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  createAttendeeInput,
  confirmOrderInput,
  reserveOrderInput,
} from '@worker/events/event-orders.schemas'
import { createAttendee } from '@worker/events/use-cases/create-attendee'
import { reserveOrder } from '@worker/events/use-cases/reserve-order'
import { deleteUploadInput, uploadImageInput } from '@worker/uploads/uploads.schemas'
import { deleteUpload, uploadFile, uploadImage } from '@worker/uploads/uploads.service'
import { addToWaitlist, waitlistOf } from '../../helpers/event-factories'
import { createUser } from '../../helpers/factories'
import type { FaultPlan } from './support/faults'
import { faultPoints, type Outcome } from './support/fault-points'
import { eventWithSeatsLeft, ledgerProblems } from './support/seat-ledger'
import { faultyDeps, healthyDeps, serviceActor, type ServiceActor } from './support/service-deps'
import { deleteAttendee } from '@worker/events/use-cases/delete-attendee'
import { leaveWaitlist } from '@worker/events/use-cases/leave-waitlist'
import { cancelOrder } from '@worker/events/use-cases/cancel-order'
import { confirmOrder } from '@worker/events/use-cases/confirm-order'

/**
 * Suite 18, fault injection: each flow runs once per D1/R2 call with that call failing, both
 * before it reaches storage (lost request) and after it took effect (lost answer). After every
 * failure the rows must balance: seat counters equal the recounted live orders, no attendee
 * without a live order, every upload row has its object and every object its row, and a
 * notification only ever reports a write that happened.
 */

const { everyFaultPoint } = faultPoints('Suite 18 (fault injection)')
const countRows = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0

const noticesOf = (userId: number, kind: string, column: 'title' | 'link', value: string) =>
  countRows(
    `SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = ? AND ${column} = ?`,
    userId,
    kind,
    value,
  )

describe('ticket orders under faults', () => {
  it(
    'reserve then confirm leaves balanced seats and tells the buyer only of a purchase',
    { timeout: 60_000 },
    async () => {
      const buyer = await serviceActor()
      const seen = await everyFaultPoint(
        () => eventWithSeatsLeft(10, 2),
        async ({ event }, plan) => {
          const deps = faultyDeps(buyer, plan)
          const order = await reserveOrder(
            deps,
            reserveOrderInput.parse({ event_id: event.id, total_tickets: 1 }),
          )
          await confirmOrder(
            deps,
            order.id,
            confirmOrderInput.parse({ reference: order.reference, payment_method: 'free' }),
          )
        },
        async ({ event }, _plan, clean) => {
          const problems = await ledgerProblems(event.id)
          const purchased = await countRows(
            "SELECT count(*) AS n FROM event_orders WHERE event_id = ? AND status = 'purchased'",
            event.id,
          )
          const told = await noticesOf(
            buyer.userId,
            'event.order_placed',
            'title',
            `Your tickets for ${event.title}`,
          )
          if (told > purchased)
            problems.push(`${told} order notifications for ${purchased} purchases`)
          if (clean && (purchased !== 1 || told !== 1))
            problems.push(`clean run: ${purchased} purchased, ${told} notified`)
          return { problems, lostNotices: purchased - told }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'cancelling with a member waiting frees the seat once and offers it once',
    { timeout: 60_000 },
    async () => {
      const buyer = await serviceActor()
      const waiter = await createUser()
      const seen = await everyFaultPoint(
        async () => {
          const { event, ticket } = await eventWithSeatsLeft(10, 1)
          const healthy = healthyDeps(buyer)
          const order = await reserveOrder(
            healthy,
            reserveOrderInput.parse({ event_id: event.id, total_tickets: 1 }),
          )
          await confirmOrder(
            healthy,
            order.id,
            confirmOrderInput.parse({ reference: order.reference, payment_method: 'free' }),
          )
          await addToWaitlist({ eventId: event.id, ticketId: ticket.id, userId: waiter.id })
          return { event, orderId: order.id }
        },
        ({ orderId }, plan) => cancelOrder(faultyDeps(buyer, plan), orderId),
        async ({ event }, _plan, clean) => {
          const problems = await ledgerProblems(event.id)
          const offered = (await waitlistOf(event.id)).filter((w) => w.status === 'offered').length
          const told = await noticesOf(
            waiter.id,
            'event.waitlist_offer',
            'link',
            `/events/${event.slug}`,
          )
          if (told > offered) problems.push(`${told} offer notifications for ${offered} offers`)
          if (clean && (offered !== 1 || told !== 1))
            problems.push(`clean run: ${offered} offered, ${told} told`)
          return { problems, lostNotices: offered - told }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'an admin adding an attendee with an order takes one seat or none',
    { timeout: 60_000 },
    async () => {
      const admin = await serviceActor('admin')
      const member = await createUser()
      const seen = await everyFaultPoint(
        () => eventWithSeatsLeft(10, 2),
        ({ event }, plan) =>
          createAttendee(
            faultyDeps(admin, plan),
            createAttendeeInput.parse({
              event_id: event.id,
              user_id: member.id,
              create_event_order: true,
            }),
          ),
        async ({ event }, _plan, clean) => {
          const problems = await ledgerProblems(event.id)
          const attendees = await countRows(
            'SELECT count(*) AS n FROM event_attendees WHERE event_id = ? AND user_id = ?',
            event.id,
            member.id,
          )
          if (clean && attendees !== 1) problems.push(`clean run: ${attendees} attendee rows`)
          return { problems }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )
})

describe('seats given back under faults', () => {
  /** A sold-out event: `buyer` holds the last seat, purchased; `waiting` queue for it in order. */
  const soldOut = async (buyer: ServiceActor, waiting: number[]) => {
    const { event, ticket } = await eventWithSeatsLeft(10, 1)
    const healthy = healthyDeps(buyer)
    const order = await reserveOrder(
      healthy,
      reserveOrderInput.parse({ event_id: event.id, total_tickets: 1 }),
    )
    await confirmOrder(
      healthy,
      order.id,
      confirmOrderInput.parse({ reference: order.reference, payment_method: 'free' }),
    )
    for (const userId of waiting)
      await addToWaitlist({ eventId: event.id, ticketId: ticket.id, userId })
    return { event, order }
  }

  /** The ledger, and no offer notification for `waiter` unless they hold an offer. */
  const offerOutcome = async (
    event: { id: number; slug: string },
    waiter: number,
    clean: boolean,
  ): Promise<Outcome> => {
    const problems = await ledgerProblems(event.id)
    const offered = (await waitlistOf(event.id)).filter(
      (w) => w.userId === waiter && w.status === 'offered',
    ).length
    const told = await noticesOf(waiter, 'event.waitlist_offer', 'link', `/events/${event.slug}`)
    if (told > offered) problems.push(`${told} offer notifications for ${offered} offers`)
    if (clean && (offered !== 1 || told !== 1))
      problems.push(`clean run: ${offered} offered, ${told} told`)
    return { problems, lostNotices: offered - told }
  }

  it(
    'an admin removing an attendee frees their seat once and offers it once',
    { timeout: 60_000 },
    async () => {
      const [admin, buyer, waiter] = await Promise.all([
        serviceActor('admin'),
        serviceActor(),
        createUser(),
      ])
      const seen = await everyFaultPoint(
        async () => {
          const scene = await soldOut(buyer, [waiter.id])
          const [attendee] = scene.order.attendees ?? []
          return { ...scene, attendeeId: attendee!.id }
        },
        ({ attendeeId }, plan) => deleteAttendee(faultyDeps(admin, plan), attendeeId),
        ({ event }, _plan, clean) => offerOutcome(event, waiter.id, clean),
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'a member leaving the waitlist passes their held seat on once',
    { timeout: 60_000 },
    async () => {
      const [buyer, leaver, next] = await Promise.all([
        serviceActor(),
        serviceActor(),
        createUser(),
      ])
      const seen = await everyFaultPoint(
        async () => {
          const scene = await soldOut(buyer, [leaver.userId, next.id])
          await cancelOrder(healthyDeps(buyer), scene.order.id)
          return scene
        },
        ({ event }, plan) => leaveWaitlist(faultyDeps(leaver, plan), event.id),
        ({ event }, _plan, clean) => offerOutcome(event, next.id, clean),
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )
})

// A 1×1 PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const PNG = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))

const objectExists = async (key: string) => (await env.UPLOADS.head(key)) !== null
const rowExists = async (path: string) =>
  (await countRows('SELECT count(*) AS n FROM uploads WHERE path = ?', path)) > 0

/** Every key the flow touched and every row of the uploader: a row and its object, or neither. */
const uploadProblems = async (uploader: ServiceActor, plan: FaultPlan) => {
  const rows = await env.DB.prepare('SELECT path FROM uploads WHERE user_id = ?')
    .bind(uploader.userId)
    .all<{ path: string }>()
  const problems: string[] = []
  for (const path of new Set([...plan.keys, ...rows.results.map((r) => r.path)])) {
    const [row, object] = await Promise.all([rowExists(path), objectExists(path)])
    if (row && !object) problems.push(`uploads row ${path} has no R2 object`)
    if (!row && object) problems.push(`R2 object ${path} has no uploads row`)
  }
  return problems
}

describe('uploads under faults', () => {
  it(
    'uploading a file stores the object and its row, or neither',
    { timeout: 60_000 },
    async () => {
      const uploader = await serviceActor()
      const seen = await everyFaultPoint(
        async () => null,
        (_scene, plan) =>
          uploadFile(faultyDeps(uploader, plan), {
            file: new File([PNG], 'photo.png'),
            kind: 'file',
          }),
        async (_scene, plan) => ({ problems: await uploadProblems(uploader, plan) }),
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'uploading an image stores the object and its row, or neither',
    { timeout: 60_000 },
    async () => {
      const uploader = await serviceActor()
      const seen = await everyFaultPoint(
        async () => null,
        (_scene, plan) =>
          uploadImage(
            faultyDeps(uploader, plan),
            uploadImageInput.parse({
              data: `data:image/png;base64,${PNG_BASE64}`,
              path: 'event',
              filename: 'a.png',
            }),
          ),
        async (_scene, plan) => ({ problems: await uploadProblems(uploader, plan) }),
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )

  it(
    'deleting an upload never leaves a row whose object is gone',
    { timeout: 60_000 },
    async () => {
      const uploader = await serviceActor()
      const seen = await everyFaultPoint(
        () =>
          uploadFile(healthyDeps(uploader), { file: new File([PNG], 'photo.png'), kind: 'file' }),
        (upload, plan) =>
          deleteUpload(
            faultyDeps(uploader, plan),
            deleteUploadInput.parse({ id: upload.id, path: upload.path }),
          ),
        async (upload, _plan, clean) => {
          const [row, object] = await Promise.all([
            rowExists(upload.path),
            objectExists(upload.path),
          ])
          const problems = row && !object ? [`uploads row ${upload.path} has no R2 object`] : []
          if (clean && (row || object)) problems.push('clean run: the upload is still there')
          // The documented direction: the row went first, so the object can no longer be served or
          // listed; nothing needs to sweep it (its key holds a UUID and is never reused).
          return { problems, orphanObjects: !row && object ? 1 : 0 }
        },
      )
      expect(seen).toEqual({ points: expect.any(Number), halfWritten: 0 })
      expect(seen.points).toBeGreaterThan(0)
    },
  )
})
