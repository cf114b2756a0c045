import { type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HomeRoute } from '@/app/routes/public/home'
import { artOf } from '@/components/placeholder-art'
import type {
  Home,
  HomeEvent,
  HomeNotification,
  HomeThread,
  HomeTicket,
} from '@/features/home/api/get-home'
import type { HomeQuery } from '@/features/home/components/home-data'
import { MemberHome } from '@/features/home/components/member-home'
import { NextTicket } from '@/features/home/components/next-ticket'
import { VisitorHome, type HomeAreas } from '@/features/home/components/visitor-home'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { SAFE, settleWithin, xssTally } from './xss-tally'
import { missingTexts, scanDom } from './xss-dom'

/**
 * Security suite 4 (XSS) for the home pages (GET /api/home and the site's settings): every payload
 * of the corpus goes through every string the visitor and member homes show — the site's name,
 * intro and welcome message, the member's forename, event titles, places, prices and pictures,
 * discussion titles, categories and pictures, the next ticket's event and ticket name, and
 * notification titles and links — and the DOM must hold only allowlisted elements, attributes and
 * schemes, with the payload shown as text.
 *
 * The payloads go BATCH at a time: one page per batch, each list of it (event cards, discussions,
 * new replies, notifications) holding an item per payload, every field of the item that payload;
 * the page's one-off fields (site name, intro, welcome, forename: plain text) hold the batch's
 * payloads one after another. A page has one next ticket: the batch's tickets follow the page as
 * the same card. The `url`s of events and threads are not content: the worker builds them from
 * generated slugs (`/events/{slug}`, `/forum/{category}/{slug}`, home.resources.ts).
 */

const payloads = XSS_CORPUS

// Thousands of nodes per render, on a machine that may be busy.
vi.setConfig({ testTimeout: 240_000 })

const settle = settleWithin(60_000)

/**
 * What the home renders beyond the events' allowlist, on purpose: the member's "Your areas" list
 * is a <nav> of fixed links (nothing from content in it).
 */
const HOME_ELEMENTS = ['nav']
const expectedProblem = (problem: string) =>
  HOME_ELEMENTS.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`))

/** scanDom without the elements the home renders by design. */
const scan = (root: Element) => scanDom(root).filter((problem) => !expectedProblem(problem))

const { verdict } = xssTally('XSS (suite 4, home)', payloads.length, scan)

const item = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)

const STARTS = '2030-06-01T17:00:00.000Z'
const ENDS = '2030-06-01T20:00:00.000Z'
const ACTIVE = '2025-06-01T10:00:00.000Z'

/**
 * The ids of the event cards, discussion rows and tickets. A card whose picture is not shown
 * draws placeholder art seeded by its id: shapes only, nothing from content (scanned all the
 * same). Its dotted pattern is 91 circles, more elements than the rest of the card, so ids that
 * draw it are skipped: about a third off the file's time, for nothing a payload reaches.
 */
const IDS: number[] = []
for (let id = 1; IDS.length < payloads.length; id += 1)
  if (artOf(id).pattern !== 'dots') IDS.push(id)
const idOf = (i: number) => IDS[i]!

/**
 * The card shows the town, else the venue's first line: payloads take turns between the two
 * (the other parts carry the payload too, though the card does not show them).
 */
const addressWith = (p: string, i: number): HomeEvent['address'] =>
  i % 2 === 0 ? { town_city: p, county: p, postcode: p } : { line_1: p, line_2: p, country: p }
/** What the card shows of that address: the part, trimmed. */
const placeShown = (p: string) => p.trim()

/** An event card's answer; excerpt and categories are in the answer but the card shows neither. */
const homeEvent = (p: string, i: number): HomeEvent => ({
  id: idOf(i),
  slug: `e-${i}`,
  title: p,
  excerpt: p,
  img: p,
  url: `/events/e-${i}`,
  starts_at: STARTS,
  ends_at: ENDS,
  address: addressWith(p, i),
  price_formatted: p,
  categories: [
    {
      id: i + 1,
      name: p,
      slug: `c-${i}`,
      parent_id: null,
      type_id: 1,
      position: 0,
      img: p,
      group_id: null,
    },
  ],
  user_is_attending: false,
  has_unlimited_tickets: true,
  has_remaining_tickets: true,
})

/** A discussion's answer; the author is in the answer but the home list does not show it. */
const homeThread = (p: string, i: number): HomeThread => ({
  id: idOf(i),
  title: p,
  slug: `t-${i}`,
  url: `/forum/c-${i}/t-${i}`,
  category: { id: i + 1, name: p, slug: `c-${i}` },
  user: { id: i + 1, forename: p, surname: p, slug: `u-${i}`, img: p },
  img: p,
  is_sticky: i % 2 === 0,
  total_replies: 3,
  last_activity_at: ACTIVE,
  created_at: ACTIVE,
})

/** One unread notification that links (through safeNextPath) and one read one that does not. */
const notificationsOf = (p: string, i: number): HomeNotification[] => [
  {
    id: i * 2 + 1,
    kind: 'forum.mention',
    title: p,
    body: p,
    link: p,
    data: { title: p },
    read_at: null,
    created_at: ACTIVE,
  },
  {
    id: i * 2 + 2,
    kind: 'forum.reply',
    title: p,
    body: p,
    link: null,
    data: {},
    read_at: ACTIVE,
    created_at: ACTIVE,
  },
]

const ticketOf = (p: string, i: number): HomeTicket => ({
  reference: `ref-${i}`,
  status: i % 2 === 0 ? 'purchased' : 'reserved',
  total_tickets: 2,
  ticket_label: p,
  event: {
    id: idOf(i),
    slug: `e-${i}`,
    title: p,
    url: `/events/e-${i}`,
    img: p,
    starts_at: STARTS,
    ends_at: ENDS,
    address: addressWith(p, i),
  },
})
/** What a next-ticket card shows: the event's title and place, and "2 × ticket name". */
const ticketTexts = (p: string) => [p, placeShown(p), `2 × ${p}`]

const AREAS: HomeAreas = { events: true, forum: true }
const answered = (data: Home): HomeQuery => ({
  data,
  isError: false,
  refetch: () => Promise.reject(new Error('not in this test')),
})

type Batch = { p: string; i: number }[]
/** A page's one-line fields hold their batch's payloads one after another… */
const inLine = (batch: Batch) => batch.map(({ p }) => p).join(' ')
/** …and its paragraphs one a line. */
const inLines = (batch: Batch) => batch.map(({ p }) => p).join('\n')

const BATCH = 100
/**
 * Renders the payloads BATCH at a time (one page whose lists hold a card or row per payload) and
 * checks each render: what it shows, and that nothing in it can run.
 */
const inBatches = async (
  render: (batch: Batch) => ReactNode,
  texts: (batch: Batch) => string[],
  ready: (root: Element, batch: Batch) => void,
) => {
  const problems: string[] = []
  const missing: string[] = []
  let pictures = 0
  for (let start = 0; start < payloads.length; start += BATCH) {
    const batch = payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j }))
    const { container, unmount } = renderScreen('/', <>{render(batch)}</>)
    await settle(() => ready(container, batch))
    problems.push(...scan(container))
    pictures += container.querySelectorAll('img').length
    missing.push(...missingTexts(container, texts(batch)))
    unmount()
  }
  return { problems, missing, pictures }
}

describe('XSS: the visitor home', () => {
  it('shows the site name, intro, event cards and discussions as text, and pictures only from safe addresses', async () => {
    const { problems, missing, pictures } = await inBatches(
      (batch) => (
        <VisitorHome
          siteName={inLine(batch)}
          intro={inLines(batch)}
          areas={AREAS}
          home={answered({
            member_count: 1204,
            featured_tiles: false,
            featured: {
              event: null,
              news: null,
              resource: null,
              member: null,
              poll: null,
              promotion: null,
            },
            events: batch.map(({ p, i }) => homeEvent(p, i)),
            threads: batch.map(({ p, i }) => homeThread(p, i)),
            member: null,
          })}
        />
      ),
      (batch) => [
        `Welcome to ${inLine(batch)}`,
        // The intro shows trimmed.
        inLines(batch).trim(),
        // Each event card: title, place, price.
        ...batch.flatMap(({ p }) => [p, placeShown(p), p]),
        // Each discussion: title, then its category.
        ...batch.flatMap(({ p }) => [p, p]),
        `Be part of ${inLine(batch)}`,
      ],
      (root, batch) => expect(root.querySelectorAll('article')).toHaveLength(batch.length),
    )
    // The payloads that are app paths or web addresses do show as pictures (their src checked).
    expect(pictures).toBeGreaterThan(0)
    expect(
      verdict(
        [
          'site name (visitor home)',
          'homepage intro (visitor home)',
          'event title (home card)',
          'event town / venue (home card)',
          'event price text (home card)',
          'event picture address (home card)',
          'thread title (home list)',
          'thread category name (home list)',
          'thread picture address (home list)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: the member home', () => {
  it('shows the welcome, next ticket, new replies, events, discussions and notifications as text, and pictures and links only to safe addresses', async () => {
    const { problems, missing } = await inBatches(
      (batch) => (
        <>
          <MemberHome
            // The member's page puts the site name only in the tab's title (document.title).
            siteName={inLine(batch)}
            forename={inLine(batch)}
            welcome={inLines(batch)}
            areas={AREAS}
            home={answered({
              member_count: 1204,
              featured_tiles: false,
              featured: {
                event: null,
                news: null,
                resource: null,
                member: null,
                poll: null,
                promotion: null,
              },
              events: batch.map(({ p, i }) => homeEvent(p, i)),
              threads: batch.map(({ p, i }) => homeThread(p, i)),
              member: {
                next_ticket: ticketOf(batch[0]!.p, batch[0]!.i),
                new_replies: {
                  // "Since you joined" for the first batch, "Since your last visit, …" after.
                  since: batch[0]!.i === 0 ? null : ACTIVE,
                  threads: batch.map(({ p, i }) => ({ ...homeThread(p, i), new_replies: 2 })),
                },
                notifications: {
                  data: batch.flatMap(({ p, i }) => notificationsOf(p, i)),
                  unread: 1,
                },
              },
            })}
          />
          {/* A page has one next ticket: the batch's others in the same card, one after another. */}
          {batch.map(({ p, i }) => item(i, <NextTicket ticket={ticketOf(p, i)} />))}
        </>
      ),
      (batch) => [
        `Welcome back, ${inLine(batch)}`,
        // The welcome message shows as written.
        inLines(batch),
        ...ticketTexts(batch[0]!.p),
        // New replies: each title, then its category.
        ...batch.flatMap(({ p }) => [p, p]),
        // Upcoming events: title, place, price; latest discussions: title, category.
        ...batch.flatMap(({ p }) => [p, placeShown(p), p]),
        ...batch.flatMap(({ p }) => [p, p]),
        // Notifications: each payload's unread one (a link) and its read one.
        ...batch.flatMap(({ p }) => [`Unread: ${p}`, p]),
        ...batch.flatMap(({ p }) => ticketTexts(p)),
      ],
      (root, batch) => expect(root.querySelectorAll('article')).toHaveLength(batch.length * 2 + 1),
    )
    expect(
      verdict(
        [
          'member forename (member home)',
          'site welcome message (member home)',
          'next ticket event title',
          'next ticket event town / venue',
          'next ticket event picture address',
          'next ticket ticket name',
          'new replies thread title',
          'new replies category name',
          'new replies picture address',
          'event title / place / price / picture (member home)',
          'thread title / category / picture (member home)',
          'notification title (link and text)',
          'notification link address',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: the home route with the site’s settings', () => {
  // The route hands the settings to the pages: the whole corpus at once in the intro and the
  // welcome message (payloads meeting each other: one opening a comment another closes), and
  // the site name. The sinks are those counted above, so they do not count again.
  const joined = payloads.join('\n')
  const siteName = payloads.find((p) => p.length > 20 && p.trim() === p) ?? payloads[0]!

  const serve = (me: ReturnType<typeof meFixture> | null) =>
    mockFetch((r) => {
      if (r.path === '/api/me') return jsonResponse(200, { data: me })
      if (r.path === '/api/settings')
        return jsonResponse(200, {
          data: settingsFixture({
            site_name: siteName,
            homepage_body_content: joined,
            site_welcome_msg: joined,
          }),
        })
      if (r.path === '/api/home')
        return jsonResponse(200, {
          data: {
            member_count: 3,
            featured_tiles: false,
            featured: {
              event: null,
              news: null,
              resource: null,
              member: null,
              poll: null,
              promotion: null,
            },
            events: [],
            threads: [],
            member: me
              ? { next_ticket: null, new_replies: null, notifications: { data: [], unread: 0 } }
              : null,
          } satisfies Home,
        })
      return undefined
    })

  it.each([
    ['a visitor', null, `Welcome to ${siteName}`],
    ['a member', meFixture({ forename: payloads[1]! }), `Welcome back, ${payloads[1]!}`],
  ] as const)('shows the intro or welcome to %s as text', async (_, me, heading) => {
    serve(me)
    const { container } = renderScreen('/', <HomeRoute />)
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(heading))
    await settle(() => expect(container.querySelector('#home-events')).not.toBeNull())
    expect(verdict([], scan(container), missingTexts(container, [joined.trim()]))).toEqual(SAFE)
  })
})
