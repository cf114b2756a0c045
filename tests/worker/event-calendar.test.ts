import { describe, expect, it } from 'vitest'
import { foldLine, icsText } from '@worker/events/event-calendar.resources'
import { createEvent, createOrder, quickMember } from '../helpers/event-factories'
import { apiAs, send } from '../helpers/api'
import { call } from '../helpers/http'

const unfold = (ics: string) => ics.replace(/\r\n /g, '')

describe('GET /api/events/{id}/ics', () => {
  it('is one VEVENT in UTC with escaped text and the event address', async () => {
    const { event } = await createEvent({
      title: 'Wine, cheese; and \\ backslashes',
      excerpt: 'Line one\nLine two',
      startsAt: '2026-07-16T12:00:00.000Z',
      endsAt: '2026-07-16T14:30:00.000Z',
      address: { line_1: '1 High Street', town_city: 'Bath', postcode: 'BA1 1AA' },
    })
    const res = await call(`/api/events/${event.id}/ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    const ics = String(res.body)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const text = unfold(ics)
    expect(text).toContain('\r\nDTSTART:20260716T120000Z\r\n')
    expect(text).toContain('\r\nDTEND:20260716T143000Z\r\n')
    expect(text).toContain(`\r\nUID:event-${event.id}@localhost\r\n`)
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
    expect(text).toContain('\r\nSUMMARY:Wine\\, cheese\\; and \\\\ backslashes\r\n')
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nLine two\r\n')
    expect(text).toContain('\r\nLOCATION:1 High Street\\, Bath\\, BA1 1AA\r\n')
    expect(text).toContain(`\r\nURL:http://localhost/events/${event.slug}\r\n`)
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    )
  })

  it('is 404 for an event the caller cannot see', async () => {
    const { event } = await createEvent({ status: 'pending' })
    expect((await call(`/api/events/${event.id}/ics`)).status).toBe(404)
    const { event: members } = await createEvent({ private: true })
    expect((await call(`/api/events/${members.id}/ics`)).status).toBe(404)
    const { session } = await quickMember()
    expect((await call(`/api/events/${members.id}/ics`, { session })).status).toBe(200)
  })
})

describe('the iCalendar writer', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(icsText('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf')
  })
})

describe('private calendar feed', () => {
  it('gives a secret address once that works without a cookie, and stops when revoked', async () => {
    const { user, session } = await quickMember()
    const { event: booked, tickets } = await createEvent({ title: 'Booked one' })
    await createOrder({ eventId: booked.id, ticketId: tickets[0]!.id, userId: user.id })
    await createEvent({ title: 'Organised one', userId: user.id, status: 'draft' })
    await createEvent({ title: 'Somebody else’s' })
    await createEvent({
      title: 'Long ago',
      userId: user.id,
      startsAt: '2020-01-01T10:00:00.000Z',
      endsAt: '2020-01-01T12:00:00.000Z',
    })

    expect((await call('/api/me/calendar-feed', { session })).body.data).toEqual({
      url: null,
      created_at: null,
    })
    const created = await send(apiAs(session).me['calendar-feed'].$post())
    expect(created.status).toBe(201)
    const feed = created.body.data
    expect(feed.url).toMatch(/^http:\/\/localhost\/api\/calendar-feeds\/[\w-]{40,}\.ics$/)
    // Only the hash is stored: later reads say a feed exists but cannot show the address.
    expect((await call('/api/me/calendar-feed', { session })).body.data).toEqual({
      url: null,
      created_at: feed.created_at,
    })

    const path = new URL(feed.url!).pathname
    const res = await call(path)
    expect(res.status).toBe(200)
    const text = unfold(String(res.body))
    expect(text).toContain('X-WR-CALNAME:Guildhall — my events')
    expect(text).toContain('SUMMARY:Booked one')
    expect(text).toContain('SUMMARY:Organised one')
    expect(text).not.toContain('Somebody else')
    expect(text).not.toContain('Long ago')

    const rotated = (await send(apiAs(session).me['calendar-feed'].$post())).body.data
    expect((await call(path)).status).toBe(404)
    expect((await call(new URL(rotated.url!).pathname)).status).toBe(200)
    expect((await call('/api/me/calendar-feed', { method: 'DELETE', session })).body.data).toEqual({
      url: null,
      created_at: null,
    })
    expect((await call(new URL(rotated.url!).pathname)).status).toBe(404)
  })

  it('needs a signed-in member to manage, and refuses unknown tokens', async () => {
    expect((await call('/api/me/calendar-feed')).status).toBe(401)
    expect((await call('/api/me/calendar-feed', { method: 'POST' })).status).toBe(401)
    expect((await call(`/api/calendar-feeds/${'a'.repeat(43)}.ics`)).status).toBe(404)
  })
})
