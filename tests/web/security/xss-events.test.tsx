import { act } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EventResource } from '@worker/events/events.schemas'
import type { RichNode } from '@worker/lib/rich-text'
import { AttendeeList } from '@/features/events/components/attendee-list'
import type * as ListAttendees from '@/features/events/api/list-attendees'
import type { EventItem } from '@/features/events/api/list-events'
import { CalendarEventModal } from '@/features/events/components/calendar-event-modal'
import { EventCard } from '@/features/events/components/event-card'
import { EventContactLinks } from '@/features/events/components/event-contact-links'
import { EventPage } from '@/features/events/components/event-page'
import { MyTicketRow } from '@/features/tickets/components/my-ticket-row'
import { TicketSummary } from '@/features/tickets/components/ticket-summary'
import { attendeeFixture, eventFixture, pageOf } from '../events/event-fixtures'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { orderFixture } from '../tickets/ticket-fixtures'
import { XSS_CORPUS, XSS_CORPUS_SIZE } from './xss-corpus'
import { SAFE, settleWithin, xssTally } from './xss-tally'
import { missingTexts, scanDom } from './xss-dom'

/**
 * Security suite 4 (XSS) for the event and ticket screens: every payload of the corpus goes
 * through every text, rich-text and address sink of the real components, and the rendered DOM
 * must hold only allowlisted elements, attributes and schemes, with the payload shown as text.
 */

// The real attendee list, showing every attendee at once instead of 4 more per click.
vi.mock('@/features/events/api/list-attendees', async (original) => ({
  ...(await original<typeof ListAttendees>()),
  ATTENDEES_SHOWN: 10_000,
}))

const payloads = XSS_CORPUS

// Thousands of nodes per render, on a machine that may be busy.
vi.setConfig({ testTimeout: 120_000 })

const settle = settleWithin(60_000)

const { verdict, verdictOn } = xssTally('XSS (suite 4)', payloads.length, scanDom)

/** An event as the list and calendar calls answer it (they carry no description). */
const listedEvent = (overrides: Partial<EventResource>): EventItem => ({
  ...eventFixture(overrides),
  description: null,
  children: [],
})

const item = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)

/** Address parts take turns so each line of the address sees the corpus. */
const ADDRESS_PARTS = ['line_1', 'line_2', 'town_city', 'county', 'postcode', 'country'] as const
const addressWith = (payload: string, i: number) => ({
  [ADDRESS_PARTS[i % ADDRESS_PARTS.length]!]: payload,
})
const shownTrimmed = (payload: string) => payload.trim()

const text = (
  value: string,
  marks: { type: string; attrs?: Record<string, unknown> }[] = [],
): RichNode => ({ type: 'text', text: value, marks })
const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content })
const MARKS = [
  [],
  [{ type: 'bold' }],
  [{ type: 'italic' }],
  [{ type: 'code' }],
  [{ type: 'underline' }, { type: 'strike' }],
]

/**
 * The event page's likes and comments switched off: their own suite (xss-comments) renders them;
 * here they would only add their form to every scan.
 */
const noEngagement = (r: { path: string; method: string }) => {
  if (r.path === '/api/settings')
    return jsonResponse(200, { data: settingsFixture({ display_likes_and_comments: false }) })
  if (r.path === '/api/comments' && r.method === 'GET') return jsonResponse(200, pageOf([], 1, 10))
  if (r.path === '/api/likes' && r.method === 'GET')
    return jsonResponse(200, {
      ...pageOf([], 1, 20),
      meta: { ...pageOf([], 1, 20).meta, user_liked: 0 },
    })
  return undefined
}

/** One event page (slug 'xss') with the given event, its sub-events and no attendees shown. */
const renderEventPage = async (event: EventResource, children: EventResource[] = []) => {
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
    // Sub-events come in the event's own answer (with=children).
    if (r.path === '/api/events/xss') return jsonResponse(200, { data: { ...event, children } })
    return noEngagement(r)
  })
  const { container } = renderScreen('/', <EventPage slug="xss" />)
  await settle(() => expect(container.querySelector('h1')).not.toBeNull())
  if (children.length > 0)
    await settle(() => expect(container.querySelector('#sub-events-heading')).not.toBeNull())
  return container
}

describe('XSS: event description (TipTap JSON), categories and sub-events on the event page', () => {
  it('shows text nodes, category names and sub-event titles as text', async () => {
    const event = eventFixture({
      slug: 'xss',
      total_children: payloads.length,
      settings: { hide_attendees: true },
      categories: payloads.map((name, i) => ({
        id: i + 1,
        name,
        slug: `c-${i}`,
        parent_id: null,
        type_id: 1,
        position: i,
        img: null,
        group_id: null,
      })),
      description: {
        type: 'doc',
        content: payloads.map((p, i) => paragraph(text(p, MARKS[i % MARKS.length]))),
      },
    })
    const children = payloads.map((title, i) =>
      eventFixture({ id: 1000 + i, slug: `sub-${i}`, title, parent_id: event.id }),
    )
    const root = await renderEventPage(event, children)
    expect(root.querySelectorAll('#sub-events-heading + * a')).toHaveLength(payloads.length)
    expect(
      verdictOn(
        ['category name (event page)', 'description text node', 'sub-event title (event page)'],
        root,
        [...payloads, ...payloads, ...payloads],
      ),
    ).toEqual(SAFE)
  })

  it('links only safe addresses from link marks, whatever else the mark carries', async () => {
    const description = {
      type: 'doc' as const,
      content: payloads.map((href, i) =>
        paragraph(
          text(`link ${i}`, [
            {
              type: 'link',
              attrs: { href, target: '_self', onclick: href, rel: href, style: href },
            },
          ]),
        ),
      ),
    }
    const root = await renderEventPage(
      eventFixture({ slug: 'xss', settings: { hide_attendees: true }, description }),
    )
    expect(
      verdictOn(
        ['description link mark href'],
        root,
        payloads.map((_, i) => `link ${i}`),
      ),
    ).toEqual(SAFE)
  })

  it('keeps only the words of node types and marks the renderer does not know', async () => {
    const unknown = (p: string, i: number): RichNode => {
      switch (i % 6) {
        case 0:
          return { type: 'script', text: p, attrs: { src: p } }
        case 1:
          return { type: 'iframe', attrs: { src: p, srcdoc: p }, content: [text(p)] }
        case 2:
          return { type: 'html', text: p, attrs: { html: p, onload: p } }
        case 3:
          return paragraph(
            text(p, [{ type: 'script' }, { type: 'onclick', attrs: { onclick: p } }]),
          )
        case 4:
          return paragraph(
            text(p, [{ type: 'link', attrs: { href: p, target: '_self', onclick: p } }]),
          )
        default:
          return { type: p.slice(0, 40) || 'x', text: p, attrs: { [p.slice(0, 40) || 'x']: p } }
      }
    }
    const description = { type: 'doc' as const, content: payloads.map(unknown) }
    const root = await renderEventPage(
      eventFixture({ slug: 'xss', settings: { hide_attendees: true }, description }),
    )
    expect(verdictOn(['description unknown node / mark'], root, payloads)).toEqual(SAFE)
  })

  it('draws no picture from image nodes (the renderer has none)', async () => {
    const description = {
      type: 'doc' as const,
      content: payloads.flatMap((src, i) => [
        { type: 'image', attrs: { src, alt: src, title: src, onerror: src } },
        paragraph({ type: 'image', attrs: { src, srcset: src } }, text(`after ${i}`)),
      ]),
    }
    const root = await renderEventPage(
      eventFixture({ slug: 'xss', settings: { hide_attendees: true }, description }),
    )
    expect(root.querySelectorAll('img')).toHaveLength(0)
    expect(
      verdictOn(
        ['description image node src'],
        root,
        payloads.map((_, i) => `after ${i}`),
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: event fields on the single event page', () => {
  it('shows the title, address and information as text, and pictures only from safe addresses, in batches of pages', async () => {
    const BATCH = 500
    const events = payloads.map((p, i) =>
      eventFixture({
        id: i + 1,
        slug: `e-${i}`,
        title: p,
        information: p,
        img: p,
        address: addressWith(p, i),
        settings: { hide_attendees: true },
      }),
    )
    const bySlug = new Map(events.map((e) => [e.slug, e]))
    mockFetch((r) => {
      if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
      const found = bySlug.get(r.path.replace('/api/events/', ''))
      return found ? jsonResponse(200, { data: found }) : noEngagement(r)
    })
    const problems: string[] = []
    const missing: string[] = []
    for (let start = 0; start < payloads.length; start += BATCH) {
      const batch = payloads.slice(start, start + BATCH)
      const { container, unmount } = renderScreen(
        '/',
        <>{batch.map((_, j) => item(start + j, <EventPage slug={`e-${start + j}`} />))}</>,
      )
      await settle(() => expect(container.querySelectorAll('h1')).toHaveLength(batch.length))
      problems.push(...scanDom(container))
      missing.push(
        ...missingTexts(
          container,
          batch.flatMap((p) => [p, shownTrimmed(p), p]),
        ),
      )
      unmount()
    }
    expect(
      verdict(
        [
          'event title (event page)',
          'event address (event page + map link)',
          'event information (event page)',
          'event picture address (event page)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: event cards, the calendar summary and contact links', () => {
  it('event cards show titles and addresses as text and pictures only from safe addresses', () => {
    const { container } = renderScreen(
      '/',
      <>
        {payloads.map((p, i) =>
          item(
            i,
            <EventCard
              event={listedEvent({ id: i + 1, title: p, address: addressWith(p, i), img: p })}
              showAvailability
            />,
          ),
        )}
      </>,
    )
    expect(container.querySelectorAll('article')).toHaveLength(payloads.length)
    expect(
      verdictOn(
        ['event title (card)', 'event address (card)', 'event picture address (card)'],
        container,
        payloads.flatMap((p) => [p, shownTrimmed(p)]),
      ),
    ).toEqual(SAFE)
  })

  it('the calendar summary shows title, address and excerpt as text and links only safe social addresses', () => {
    // One modal stays open and shows each payload's event in turn, as the calendar does on clicks.
    let show: (event: EventItem) => void = () => undefined
    function Calendar() {
      const [event, setEvent] = useState<EventItem | null>(null)
      show = setEvent
      return <CalendarEventModal event={event} showAvailability onClose={() => undefined} />
    }
    renderScreen('/', <Calendar />)
    const problems: string[] = []
    const missing: string[] = []
    payloads.forEach((p, i) => {
      act(() =>
        show(
          listedEvent({
            id: i + 1,
            title: p,
            excerpt: p,
            img: p,
            address: addressWith(p, i),
            contactables: { facebook: p, twitter: p },
          }),
        ),
      )
      const dialog = document.body.querySelector('[role="dialog"]')
      if (!dialog) throw new Error(`no summary for payload ${i}`)
      problems.push(...scanDom(dialog).map((problem) => `payload ${i}: ${problem}`))
      missing.push(...missingTexts(dialog, [p, shownTrimmed(p), p, p]))
    })
    expect(
      verdict(
        [
          'event title (calendar)',
          'event excerpt (calendar)',
          'event address (calendar)',
          'event picture address (calendar)',
          'facebook / twitter (calendar)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('contact links carry only web, mail-free and tel: addresses', () => {
    const { container } = renderScreen(
      '/',
      <>
        {payloads.map((p, i) =>
          item(
            i,
            <EventContactLinks
              contactables={{ tel: p, website: p, facebook: p, twitter: p, linkedin: p }}
              link={p}
            />,
          ),
        )}
      </>,
    )
    // The phone number shows as typed when it has digits to dial.
    const tels = payloads.filter((p) => /[\d+]/.test(p))
    expect(container.querySelectorAll('a[href^="tel:"]')).toHaveLength(tels.length)
    expect(
      verdictOn(
        [
          'contact tel',
          'contact website',
          'contact facebook',
          'contact twitter',
          'contact linkedin',
          'event link',
        ],
        container,
        tels,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: attendees', () => {
  it('shows guest and member names and companies as text', async () => {
    const guests = payloads.map((name, i) =>
      attendeeFixture(i + 1, { user_id: null, user: null, full_name: name }),
    )
    const members = payloads.map((name, i) =>
      attendeeFixture(5000 + i, {
        full_name: name,
        user: { id: 5000 + i, full_name: name, slug: `m-${i}`, img: null, company: name },
      }),
    )
    mockFetch((r) =>
      r.path === '/api/event-attendees'
        ? jsonResponse(200, pageOf([...guests, ...members], 1, 999))
        : undefined,
    )
    const { container } = renderScreen('/', <AttendeeList eventId={1} viewerId={7} />)
    await settle(() =>
      expect(container.querySelectorAll('article')).toHaveLength(guests.length + members.length),
    )
    expect(
      verdictOn(
        ['attendee name (guest)', 'attendee name (member)', 'attendee company'],
        container,
        [...payloads, ...payloads.flatMap((p) => [p, p])],
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: tickets', () => {
  it('my tickets rows show the event title, address and ticket label as text', () => {
    const { container } = renderScreen(
      '/',
      <>
        {payloads.map((p, i) =>
          item(
            i,
            <MyTicketRow
              order={orderFixture({
                id: i + 1,
                ticket_label: p,
                event: {
                  id: i + 1,
                  slug: `e-${i}`,
                  title: p,
                  img: p,
                  starts_at: '2030-06-01T17:00:00.000Z',
                  ends_at: '2030-06-01T20:00:00.000Z',
                  address: addressWith(p, i),
                  total_children: 0,
                },
              })}
              past={false}
              onManage={() => undefined}
            />,
          ),
        )}
      </>,
    )
    expect(container.querySelectorAll('article')).toHaveLength(payloads.length)
    expect(
      verdictOn(
        [
          'ticket label (my tickets)',
          'event title (my tickets)',
          'event address (my tickets)',
          'event picture address (my tickets)',
        ],
        container,
        payloads.flatMap((p) => [p, shownTrimmed(p), p]),
      ),
    ).toEqual(SAFE)
  })

  it('the ticket summary shows the title and address as text', () => {
    const { container } = renderScreen(
      '/',
      <>
        {payloads.map((p, i) =>
          item(
            i,
            <TicketSummary
              event={{
                title: p,
                starts_at: '2030-06-01T17:00:00.000Z',
                ends_at: '2030-06-01T20:00:00.000Z',
                address: addressWith(p, i),
              }}
              order={{ price_formatted: '£1.00', subevent_ids: [] }}
            />,
          ),
        )}
      </>,
    )
    expect(
      verdictOn(
        ['event title (ticket summary)', 'event address (ticket summary)'],
        container,
        payloads.flatMap((p) => [p, shownTrimmed(p)]),
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: the checker itself', () => {
  // Markup injected on purpose, as a renderer with innerHTML would: each must be caught.
  const injected = (html: string) => {
    const root = document.createElement('div')
    root.innerHTML = html
    return root
  }

  it.each([
    ['<img src=x onerror=alert(1)>', 'event handler onerror'],
    ['<script>alert(1)</script>', '<script> is not an allowed element'],
    ['<svg><foreignObject></foreignObject></svg>', '<foreignObject> is not an allowed element'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'href='],
    ['<a href=" JaVaScRiPt&colon;alert(1)">x</a>', 'href='],
    ['<a href="data:text/html,x">x</a>', 'href='],
    ['<a href="//evil.example">x</a>', 'href='],
    ['<img src="x.png">', 'src='],
    ['<div style="width:expression(alert(1))"></div>', 'style='],
    ['<a href="/events/x" target="_blank" formaction="javascript:alert(1)">x</a>', 'formaction'],
  ])('reports %s', (html, problem) => {
    expect(scanDom(injected(html)).join('\n')).toContain(problem)
  })

  it('passes app paths, web, mail and tel addresses', () => {
    const root = injected(
      '<a href="/events/a">a</a><a href="#attendees">b</a><a href="https://x.example/?q=%3Cscript%3E">c</a><a href="mailto:a@x.example">d</a><a href="tel:+441904">e</a>',
    )
    expect(scanDom(root)).toEqual([])
  })

  it('finds a payload missing when it was parsed as markup instead of shown as text', () => {
    expect(missingTexts(injected('<b>bold</b>'), ['<b>bold</b>'])).toEqual(['<b>bold</b>'])
    expect(missingTexts(injected('&lt;b&gt;bold&lt;/b&gt;'), ['<b>bold</b>'])).toEqual([])
  })

  it(`holds at least ${XSS_CORPUS_SIZE.toLocaleString('en-GB')} distinct payloads (300 in CI, 1,500 deep), the same on every run`, () => {
    expect(new Set(payloads).size).toBe(payloads.length)
    expect(payloads.length).toBeGreaterThanOrEqual(XSS_CORPUS_SIZE)
    expect(payloads.slice(0, 3)).toEqual([
      '<script>alert(1)</script>',
      '<SCRIPT>alert(1)</SCRIPT>',
      '<ScRiPt>alert(document.cookie)</sCrIpT>',
    ])
  })
})
