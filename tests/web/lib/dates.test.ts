import { describe, expect, it } from 'vitest'
import { formatDateTime as workerDateTime } from '@worker/lib/display-time'
import { CALENDAR_FORMATS } from '@/lib/calendar-time'
import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatReplyDate,
  formatTime,
  relativeTime,
} from '@/lib/dates'

describe('formatDateTime (London time, "ddd Do MMM YYYY hh:mma")', () => {
  it('shows a winter (GMT) time as stored', () => {
    expect(formatDateTime('2025-11-21T19:30:00Z')).toBe('Fri 21st Nov 2025 07:30pm')
  })

  it('shows a summer (BST) time an hour ahead of UTC', () => {
    expect(formatDateTime('2025-07-04T18:30:00Z')).toBe('Fri 4th Jul 2025 07:30pm')
  })

  it('moves to the next London day when BST crosses midnight', () => {
    expect(formatDateTime('2025-06-01T23:15:00Z')).toBe('Mon 2nd Jun 2025 12:15am')
  })

  it.each([
    // Clocks go forward at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October.
    ['2025-03-30T00:59:00Z', 'Sun 30th Mar 2025 12:59am'],
    ['2025-03-30T01:00:00Z', 'Sun 30th Mar 2025 02:00am'],
    ['2025-10-26T00:30:00Z', 'Sun 26th Oct 2025 01:30am'],
    ['2025-10-26T01:30:00Z', 'Sun 26th Oct 2025 01:30am'],
    ['2025-10-26T01:30:45.999Z', 'Sun 26th Oct 2025 01:30am'],
  ])('reads %s on the right side of a clock change', (iso, text) => {
    expect(formatDateTime(iso)).toBe(text)
  })
})

describe('the shorter forms of the same style', () => {
  it('cuts the full format to its date or its time', () => {
    expect(formatDate('2025-07-04T23:30:00Z')).toBe('Sat 5th Jul 2025')
    expect(formatTime('2025-07-04T17:05:00Z')).toBe('06:05pm')
  })

  it('writes a range within one London day with the end as a time only', () => {
    expect(formatDateTimeRange('2027-01-08T18:00:00Z', '2027-01-08T20:30:00Z')).toBe(
      'Fri 8th Jan 2027 06:00pm – 08:30pm',
    )
  })

  it('writes both dates in full when the range crosses a London midnight', () => {
    // 23:30 BST on the 4th to 00:30 BST on the 5th.
    expect(formatDateTimeRange('2025-07-04T22:30:00Z', '2025-07-04T23:30:00Z')).toBe(
      'Fri 4th Jul 2025 11:30pm – Sat 5th Jul 2025 12:30am',
    )
  })
})

describe("the worker's texts (notifications, emails)", () => {
  it.each([
    '2025-11-21T19:30:00Z',
    '2025-07-04T18:30:00Z',
    '2025-06-01T23:15:00Z',
    '2025-03-30T01:00:00Z',
    '2025-10-26T01:30:00Z',
    '2027-01-08T06:00:00Z',
    '2026-09-02T11:00:00Z',
  ])('write %s exactly as the app shows it', (iso) => {
    expect(workerDateTime(iso)).toBe(formatDateTime(iso))
  })
})

/** FullCalendar hands its formatters wall-clock dates: UTC fields that are London's clock. */
const marker = (wallClock: string) => ({ marker: new Date(`${wallClock}Z`) })

describe("FullCalendar's texts", () => {
  const { eventTimeFormat, views } = CALENDAR_FORMATS

  it('times an event as the app does, not 18:00', () => {
    expect(eventTimeFormat({ date: marker('2027-01-08T18:00:00') })).toBe('06:00pm')
    expect(
      eventTimeFormat({ date: marker('2027-01-08T18:00:00'), end: marker('2027-01-08T20:00:00') }),
    ).toBe('06:00pm – 08:00pm')
  })

  it('titles the month and dates the list days in the app style, not "November 27, 2026"', () => {
    expect(views.dayGridMonth.titleFormat({ date: marker('2026-11-01T00:00:00') })).toBe(
      'November 2026',
    )
    expect(views.listWeek.listDayFormat({ date: marker('2026-11-27T00:00:00') })).toBe(
      'Fri 27th Nov 2026',
    )
    expect(views.listWeek.listDaySideFormat).toBe(false)
  })

  it.each([
    ['2026-12-14T00:00:00', '2026-12-20T23:59:59', '14th – 20th Dec 2026'],
    ['2026-11-30T00:00:00', '2026-12-06T23:59:59', '30th Nov – 6th Dec 2026'],
    ['2026-12-28T00:00:00', '2027-01-03T23:59:59', '28th Dec 2026 – 3rd Jan 2027'],
  ])('titles the week from %s to %s "%s"', (start, end, title) => {
    expect(views.listWeek.titleFormat({ date: marker(start), end: marker(end) })).toBe(title)
  })
})

describe('formatReplyDate ("dddd Do MMM YYYY")', () => {
  it('writes the weekday in full', () => {
    expect(formatReplyDate('2025-11-23T10:00:00Z')).toBe('Sunday 23rd Nov 2025')
  })
})

describe('relativeTime', () => {
  const now = '2025-03-15T12:00:00Z'

  it.each([
    ['2025-03-15T11:59:30Z', 'just now'],
    ['2025-03-15T12:00:20Z', 'just now'],
    ['2025-03-15T11:59:00Z', '1 minute ago'],
    ['2025-03-15T11:55:00Z', '5 minutes ago'],
    ['2025-03-15T09:00:00Z', '3 hours ago'],
    ['2025-03-14T12:00:00Z', '1 day ago'],
    ['2025-03-01T12:00:00Z', '2 weeks ago'],
  ])('%s is "%s"', (then, text) => {
    expect(relativeTime(then, now)).toBe(text)
  })

  it('switches to "more than a month ago" exactly at one month', () => {
    expect(relativeTime('2025-02-15T12:00:01Z', now)).toBe('3 weeks ago')
    expect(relativeTime('2025-02-15T12:00:00Z', now)).toBe('more than a month ago')
    expect(relativeTime('2024-06-01T00:00:00Z', now)).toBe('more than a month ago')
  })
})
