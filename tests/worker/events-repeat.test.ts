import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { occurrencesOf } from '@worker/events/use-cases/repeat-event'
import { type api, apiAs, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { call } from '../helpers/http'

type Row = {
  id: number
  slug: string
  starts_at: string
  ends_at: string
  series_id: number | null
  tickets: number
}

const seriesRows = async (firstId: number) =>
  (
    await env.DB.prepare(
      'SELECT e.id, e.slug, e.starts_at, e.ends_at, e.series_id, (SELECT count(*) FROM event_tickets t WHERE t.event_id = e.id) AS tickets FROM events e WHERE e.series_id = ? ORDER BY e.starts_at',
    )
      .bind(firstId)
      .all<Row>()
  ).results

type NewEvent = Parameters<typeof api.events.$post>[0]['json']

const createRepeating = async (json: Omit<NewEvent, 'title'>) => {
  const { session } = await signedInAs('admin')
  const res = await send(
    apiAs(session).events.$post({
      json: { title: `Repeat ${crypto.randomUUID().slice(0, 6)}`, ...json },
    }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

describe('repeating events (POST /api/events with repeat)', () => {
  it('weekly ×3 writes four occurrences a week apart, each with its own tickets, in one series', async () => {
    const first = await createRepeating({
      starts_at: '2027-06-03T17:00:00Z',
      ends_at: '2027-06-03T19:00:00Z',
      repeat: 'weekly',
      repeat_times: 3,
      tickets: [{ label: 'Seat', no_limit: false, total_available_tickets: 20 }],
    })
    const rows = await seriesRows(first.id)
    expect(rows.map((r) => [r.starts_at, r.ends_at])).toEqual([
      ['2027-06-03T17:00:00.000Z', '2027-06-03T19:00:00.000Z'],
      ['2027-06-10T17:00:00.000Z', '2027-06-10T19:00:00.000Z'],
      ['2027-06-17T17:00:00.000Z', '2027-06-17T19:00:00.000Z'],
      ['2027-06-24T17:00:00.000Z', '2027-06-24T19:00:00.000Z'],
    ])
    expect(rows.map((r) => r.tickets)).toEqual([1, 1, 1, 1])
    expect(rows[0]!.id).toBe(first.id)
    expect(rows.slice(1).map((r) => r.slug)).toEqual(
      ['2027-06-10', '2027-06-17', '2027-06-24'].map((d) => `${first.slug}-${d}`),
    )
    expect(first).toMatchObject({ repeat: 'weekly', repeat_times: 3, series_id: first.id })
    // Seats are counted per occurrence: booking one does not touch the others.
    const seats = await env.DB.prepare(
      'SELECT DISTINCT total_available FROM event_tickets WHERE event_id IN (SELECT id FROM events WHERE series_id = ?)',
    )
      .bind(first.id)
      .all()
    expect(seats.results).toEqual([{ total_available: 20 }])
  })

  it('monthly keeps the day of the month, clamped to shorter months', async () => {
    const first = await createRepeating({
      starts_at: '2027-01-31T10:00:00Z',
      ends_at: '2027-01-31T11:00:00Z',
      repeat: 'monthly',
      repeat_times: 2,
    })
    const rows = await seriesRows(first.id)
    // 31 Mar 2027 is in British Summer Time: 10:00 London is 09:00 UTC.
    expect(rows.map((r) => r.starts_at)).toEqual([
      '2027-01-31T10:00:00.000Z',
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
    ])
  })

  it('keeps the London wall-clock time across the clock change', async () => {
    // 10:00 London on Monday 22 March 2027 (GMT); the clocks go forward on 28 March.
    const first = await createRepeating({
      starts_at: '2027-03-22T10:00:00Z',
      ends_at: '2027-03-22T12:00:00Z',
      repeat: 'weekly',
      repeat_times: 1,
    })
    const [, next] = await seriesRows(first.id)
    expect(next).toMatchObject({
      starts_at: '2027-03-29T09:00:00.000Z',
      ends_at: '2027-03-29T11:00:00.000Z',
    })
  })

  it.each([98, 99, 100])(
    'writes all %i repeats plus the first (D1 binds at most 100 values a statement)',
    async (times) => {
      const first = await createRepeating({
        starts_at: '2027-06-03T17:00:00Z',
        ends_at: '2027-06-03T19:00:00Z',
        repeat: 'weekly',
        repeat_times: times,
        categories: [],
        tickets: [
          { label: 'Seat', no_limit: false, total_available_tickets: 5 },
          { label: 'Standing' },
        ],
      })
      const rows = await seriesRows(first.id)
      expect(rows).toHaveLength(times + 1)
      expect(rows.every((r) => r.series_id === first.id && r.tickets === 2)).toBe(true)
      expect(rows.at(-1)!.starts_at.slice(0, 10)).toBe(
        new Date(Date.parse('2027-06-03T17:00:00Z') + times * 7 * 86_400_000)
          .toISOString()
          .slice(0, 10),
      )
      expect(new Set(rows.map((r) => r.slug)).size).toBe(times + 1)
    },
  )

  it('writes nothing when the request is refused', async () => {
    const { session } = await signedInAs('admin')
    const title = `Refused ${crypto.randomUUID().slice(0, 6)}`
    const res = await call('/api/events', {
      session,
      json: {
        title,
        starts_at: '2027-06-03T17:00:00Z',
        ends_at: '2027-06-03T19:00:00Z',
        repeat: 'weekly',
        repeat_times: 5,
        categories: [999_999],
      },
    })
    expect(res.status).toBe(422)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM events WHERE title = ?')
        .bind(title)
        .first<{ n: number }>())!.n,
    ).toBe(0)
  })

  it('never repeats a "never" event, whatever repeat_times says', () => {
    expect(
      occurrencesOf('2027-06-03T17:00:00.000Z', '2027-06-03T19:00:00.000Z', 'never', 4),
    ).toHaveLength(1)
    expect(
      occurrencesOf('2027-10-25T09:30:00.000Z', '2027-10-25T10:30:00.000Z', 'weekly', 1)[1]!
        .starts_at,
    ).toBe('2027-11-01T10:30:00.000Z')
  })
})
