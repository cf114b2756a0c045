import { describe, expect, it } from 'vitest'
import { formatDateTime, formatReplyDate, relativeTime } from '@/lib/dates'

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
