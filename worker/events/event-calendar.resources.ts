import { richTextToPlain } from '../lib/rich-text'

/**
 * A minimal RFC 5545 (iCalendar) writer: CRLF line ends, content lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, times in UTC ('Z').
 */
export type IcsEvent = {
  uid: string
  startsAt: string
  endsAt: string
  summary: string
  description: string
  location: string
  url: string
}

const encoder = new TextEncoder()
const LIMIT = 75

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** 2026-07-16T12:00:00.000Z → 20260716T120000Z */
export const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** Folds one content line: continuation lines start with a space, which counts toward their 75 octets. */
export const foldLine = (line: string) => {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > LIMIT) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

const vevent = (e: IcsEvent, stamp: string) => [
  'BEGIN:VEVENT',
  `UID:${icsText(e.uid)}`,
  `DTSTAMP:${icsUtc(stamp)}`,
  `DTSTART:${icsUtc(e.startsAt)}`,
  `DTEND:${icsUtc(e.endsAt)}`,
  `SUMMARY:${icsText(e.summary)}`,
  ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
  ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
  `URL:${e.url}`,
  'END:VEVENT',
]

/** A VCALENDAR of `events`; `name` becomes X-WR-CALNAME (the title calendar apps show for a feed). */
export const icsCalendar = (
  events: IcsEvent[],
  options: { name?: string; stamp?: string } = {},
) => {
  const stamp = options.stamp ?? new Date().toISOString()
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guildhall//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${icsText(options.name)}`] : []),
    ...events.flatMap((e) => vevent(e, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

type IcsRow = {
  id: number
  slug: string
  title: string
  excerpt: string
  description: { content?: unknown[] } | null
  address: Record<string, string | undefined>
  startsAt: string
  endsAt: string
}

export const toIcsEvent = (e: IcsRow, siteUrl: string): IcsEvent => {
  const address = ['line_1', 'line_2', 'town_city', 'county', 'postcode', 'country']
    .map((k) => e.address[k]?.trim())
    .filter(Boolean)
  return {
    uid: `event-${e.id}@${new URL(siteUrl).host}`,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    summary: e.title,
    description: e.excerpt.trim() || richTextToPlain(e.description),
    location: address.join(', '),
    url: new URL(`/events/${e.slug}`, siteUrl).toString(),
  }
}
