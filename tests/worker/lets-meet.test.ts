import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LETS_MEET_PER_HOUR } from '@worker/events/use-cases/send-lets-meet'
import { createEvent, createOrder } from '../helpers/event-factories'
import { apiAs, send } from '../helpers/api'
import { createUser, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

/** Any body, for the refusals; the first test sends a well-formed one through the typed client. */
const letsMeet = (session: Session | null, eventId: number, json: unknown) =>
  call(`/api/events/${eventId}/lets-meet`, { session, json })

/** An event with `attendee` booked on it. */
const eventWith = async (attendeeId: number, overrides: Parameters<typeof createEvent>[0] = {}) => {
  const { event, tickets } = await createEvent(overrides)
  await createOrder({ eventId: event.id, ticketId: tickets[0]!.id, userId: attendeeId })
  return event
}

describe('POST /api/events/:id/lets-meet', () => {
  it('stores the request and notifies the attendee with a link to the attendees', async () => {
    const sender = await signedInAs('member', { forename: 'Ada', surname: 'Lovelace' })
    const attendee = await createUser()
    const event = await eventWith(attendee.id, { title: 'Tech breakfast' })
    const res = await send(
      apiAs(sender.session).events[':id']['lets-meet'].$post({
        param: { id: String(event.id) },
        json: { user_to: attendee.id, message: 'Coffee after the talk?', event_id: event.id },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ event_id: event.id, user_to: attendee.id })
    const note = await env.DB.prepare(
      "SELECT title, body, link FROM notifications WHERE user_id = ? AND kind = 'event.lets_meet'",
    )
      .bind(attendee.id)
      .first()
    expect(note).toEqual({
      title: 'Ada Lovelace would like to meet you at Tech breakfast',
      body: 'Coffee after the talk?',
      link: `/events/${event.slug}#attendees`,
    })
    const stored = await env.DB.prepare(
      'SELECT user_from, message FROM event_lets_meet WHERE id = ?',
    )
      .bind(res.body.data.id)
      .first()
    expect(stored).toEqual({ user_from: sender.user.id, message: 'Coffee after the talk?' })
  })

  it('refuses someone who is not an attendee, or oneself (422 on user_to)', async () => {
    const sender = await signedInAs('member')
    const stranger = await createUser()
    const event = await eventWith(sender.user.id)
    for (const userTo of [stranger.id, sender.user.id]) {
      const res = await letsMeet(sender.session, event.id, { user_to: userTo, message: 'Hi' })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ user_to: ['Choose another attendee'] })
    }
  })

  it('needs a message (422), a signed-in sender (401) and a visible event (404)', async () => {
    const sender = await signedInAs('member')
    const attendee = await createUser()
    const event = await eventWith(attendee.id)
    expect(
      (await letsMeet(sender.session, event.id, { user_to: attendee.id, message: '' })).status,
    ).toBe(422)
    expect((await letsMeet(null, event.id, { user_to: attendee.id, message: 'Hi' })).status).toBe(
      401,
    )
    const draft = await eventWith(attendee.id, { status: 'draft' })
    expect(
      (await letsMeet(sender.session, draft.id, { user_to: attendee.id, message: 'Hi' })).status,
    ).toBe(404)
    expect(
      (await letsMeet(sender.session, 999_999, { user_to: attendee.id, message: 'Hi' })).status,
    ).toBe(404)
  })

  it('is refused (403) when the attendees are hidden, except to managers', async () => {
    const sender = await signedInAs('member')
    const admin = await signedInAs('admin')
    const attendee = await createUser()
    const event = await eventWith(attendee.id, { settings: { hide_attendees: true } })
    expect(
      (await letsMeet(sender.session, event.id, { user_to: attendee.id, message: 'Hi' })).status,
    ).toBe(403)
    expect(
      (await letsMeet(admin.session, event.id, { user_to: attendee.id, message: 'Hi' })).status,
    ).toBe(201)
  })

  it(`allows ${LETS_MEET_PER_HOUR} requests an hour, then answers 429`, async () => {
    const sender = await signedInAs('member')
    const attendee = await createUser()
    const event = await eventWith(attendee.id)
    const recent = new Date().toISOString()
    const insert = env.DB.prepare(
      "INSERT INTO event_lets_meet (event_id, user_from, user_to, message, created_at) VALUES (?, ?, ?, 'earlier', ?)",
    )
    await env.DB.batch(
      Array.from({ length: LETS_MEET_PER_HOUR }, () =>
        insert.bind(event.id, sender.user.id, attendee.id, recent),
      ),
    )
    expect(
      (await letsMeet(sender.session, event.id, { user_to: attendee.id, message: 'One more' }))
        .status,
    ).toBe(429)
  })
})
