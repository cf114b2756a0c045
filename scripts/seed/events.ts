import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { slugBase } from '../../worker/lib/slug-text.ts'
import { insert, json, q } from './sql.ts'
import { PICTURE_PALETTES, pictureFile } from './pictures.ts'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * About thirty events around today: talks, workshops and socials past and future, a conference
 * with sub-events, a weekly series, free and paid, limited and unlimited tickets, one sold out,
 * a draft and a pending submission, and bookings for the demo member.
 */
const LONDON = 'Europe/London'

/** A London wall-clock time `days` from today (negative: past), as UTC ISO. */
const at = (days: number, hour: number, minute = 0) =>
  dayjs()
    .tz(LONDON)
    .add(days, 'day')
    .hour(hour)
    .minute(minute)
    .second(0)
    .millisecond(0)
    .utc()
    .toISOString()

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

const slugify = (title: string) => slugBase(title, 'event')

type Ticket = { label?: string; price?: number; seats?: number | null }
type SeedEvent = {
  title: string
  excerpt: string
  days: number
  hour: number
  hours?: number
  town: string
  venue: string
  postcode: string
  latlng?: { lat: number; lng: number }
  tickets?: Ticket[]
  status?: 'draft' | 'pending' | 'approved' | 'rejected'
  owner?: string
  categories?: string[]
  hideAttendees?: boolean
  externally?: string
  customAttrs?: boolean
}

const EVENTS: SeedEvent[] = [
  {
    title: 'Monthly members breakfast',
    excerpt: 'Coffee, pastries and introductions: the easiest way to meet other members.',
    days: 3,
    hour: 8,
    town: 'London',
    venue: 'The Guildhall Rooms, 12 Gresham Street',
    postcode: 'EC2V 7AB',
    latlng: { lat: 51.5155, lng: -0.0922 },
    tickets: [{ seats: 40 }],
    categories: ['Networking'],
  },
  {
    title: 'Pricing your services with confidence',
    excerpt: 'A practical workshop on value-based pricing for consultants and small firms.',
    days: 6,
    hour: 14,
    hours: 3,
    town: 'Manchester',
    venue: 'Okafor Events Studio, 5 Tib Street',
    postcode: 'M4 1LA',
    tickets: [
      { label: 'Member', price: 25, seats: 20 },
      { label: 'Guest', price: 40, seats: 10 },
    ],
    categories: ['Workshops'],
    owner: 'contributor@example.com',
    customAttrs: true,
  },
  {
    title: 'Summer rooftop social',
    excerpt: 'Drinks and canapés above the city. Bring a colleague.',
    days: 9,
    hour: 18,
    hours: 3,
    town: 'Leeds',
    venue: 'Sky Terrace, 1 Park Row',
    postcode: 'LS1 5AB',
    tickets: [{ price: 15, seats: 6 }],
    categories: ['Social'],
  },
  {
    title: 'Guildhall Annual Conference',
    excerpt: 'Two days of talks, workshops and the awards dinner. Choose the sessions you want.',
    days: 21,
    hour: 9,
    hours: 9,
    town: 'Birmingham',
    venue: 'International Convention Centre, Broad Street',
    postcode: 'B1 2EA',
    latlng: { lat: 52.4777, lng: -1.9106 },
    tickets: [
      { label: 'Conference pass', price: 95, seats: 300 },
      { label: 'Student pass', price: 35, seats: 40 },
    ],
    categories: ['Talks', 'Networking'],
  },
  {
    title: 'Women in Business lunch',
    excerpt: 'A relaxed lunch with a short talk from a founder who scaled to 50 staff.',
    days: 12,
    hour: 12,
    hours: 2,
    town: 'Bristol',
    venue: 'Harbourside Kitchen, Canons Way',
    postcode: 'BS1 5UH',
    tickets: [{ price: 22, seats: 30 }],
    categories: ['Networking', 'Talks'],
  },
  {
    title: 'Cyber security for small firms',
    excerpt: 'What actually stops the attacks small businesses face, in plain English.',
    days: 15,
    hour: 18,
    hours: 2,
    town: 'Online',
    venue: 'Online webinar',
    postcode: '',
    tickets: [{ seats: null }],
    categories: ['Talks'],
  },
  {
    title: 'Introduction to public speaking',
    excerpt: 'Find your voice: a small-group workshop with plenty of practice.',
    days: 18,
    hour: 10,
    hours: 4,
    town: 'Edinburgh',
    venue: 'Grant Digital, 20 Rose Street',
    postcode: 'EH2 2PR',
    tickets: [{ price: 30, seats: 12 }],
    categories: ['Workshops'],
    owner: 'kwame.mensah@example.com',
  },
  {
    title: 'Walking tour of the Roman city',
    excerpt: 'An evening walk with a local historian, finishing at a riverside pub.',
    days: 24,
    hour: 18,
    hours: 2,
    town: 'York',
    venue: 'Meet at York Minster west door',
    postcode: 'YO1 7HH',
    tickets: [{ seats: 25 }],
    categories: ['Social'],
  },
  {
    title: 'Export clinic: selling into Europe',
    excerpt: 'One-to-one sessions with trade advisers. Book a slot and bring your questions.',
    days: 27,
    hour: 9,
    hours: 6,
    town: 'Newcastle',
    venue: 'Northern Legal LLP, Quayside',
    postcode: 'NE1 3DX',
    tickets: [{ seats: 16 }],
    categories: ['Workshops'],
    hideAttendees: true,
  },
  {
    title: 'Christmas dinner and awards',
    excerpt: 'Our end-of-year celebration: three courses, the member awards and a band.',
    days: 30,
    hour: 19,
    hours: 5,
    town: 'London',
    venue: 'The Guildhall Great Hall',
    postcode: 'EC2V 7HH',
    tickets: [{ label: 'Dinner', price: 65, seats: 180 }],
    categories: ['Social'],
  },
  {
    title: 'Book club: The Lean Startup',
    excerpt: 'This month we discuss Eric Ries. Newcomers welcome.',
    days: 34,
    hour: 19,
    hours: 2,
    town: 'Oxford',
    venue: 'Chen Translation, 4 Turl Street',
    postcode: 'OX1 3DH',
    tickets: [{ seats: null }],
    categories: ['Social'],
  },
  {
    title: 'Marketing on a shoestring',
    excerpt: 'Ten tactics that cost nothing but time, from a marketer who uses them.',
    days: 40,
    hour: 13,
    hours: 2,
    town: 'Plymouth',
    venue: 'Harbour Marketing, The Barbican',
    postcode: 'PL1 2LS',
    tickets: [{ price: 10, seats: 35 }],
    categories: ['Workshops'],
  },
  {
    title: 'New members welcome evening',
    excerpt: 'Joined recently? Meet the team and other new members over drinks.',
    days: 45,
    hour: 18,
    hours: 2,
    town: 'London',
    venue: 'The Guildhall Rooms, 12 Gresham Street',
    postcode: 'EC2V 7AB',
    tickets: [{ seats: 50 }],
    categories: ['Networking'],
  },
  {
    title: 'Tax year-end briefing',
    excerpt: 'What changes in April and what to do before then.',
    days: 60,
    hour: 8,
    hours: 2,
    town: 'Leeds',
    venue: 'Patel & Co Accountants, Wellington Place',
    postcode: 'LS1 4AP',
    tickets: [{ seats: 40 }],
    categories: ['Talks'],
    owner: 'member@example.com',
    status: 'pending',
  },
  {
    title: 'Spring networking picnic',
    excerpt: 'Ideas for a family-friendly picnic in the park — planning in progress.',
    days: 120,
    hour: 12,
    hours: 4,
    town: 'Cambridge',
    venue: 'Jesus Green',
    postcode: 'CB5 8BL',
    tickets: [{ seats: null }],
    categories: ['Social'],
    owner: 'contributor@example.com',
    status: 'draft',
  },
  {
    title: 'Trade fair stand sharing',
    excerpt: 'Share a stand at the regional trade fair; tickets are sold by the organiser.',
    days: 75,
    hour: 9,
    hours: 8,
    town: 'Glasgow',
    venue: 'SEC Centre, Exhibition Way',
    postcode: 'G3 8YW',
    tickets: [{ seats: null }],
    categories: ['Networking'],
    externally: 'https://www.example.com/trade-fair',
  },
  // Past events
  {
    title: 'Autumn members breakfast',
    excerpt: 'Coffee and introductions.',
    days: -25,
    hour: 8,
    town: 'London',
    venue: 'The Guildhall Rooms, 12 Gresham Street',
    postcode: 'EC2V 7AB',
    tickets: [{ seats: 40 }],
    categories: ['Networking'],
  },
  {
    title: 'LinkedIn for professionals',
    excerpt: 'Make your profile work for you.',
    days: -40,
    hour: 12,
    hours: 2,
    town: 'Reading',
    venue: 'Mensah Consulting, Forbury Square',
    postcode: 'RG1 3EU',
    tickets: [{ price: 12, seats: 25 }],
    categories: ['Workshops'],
  },
  {
    title: 'Harvest supper',
    excerpt: 'Seasonal food from members’ own kitchens.',
    days: -60,
    hour: 19,
    hours: 3,
    town: 'Birmingham',
    venue: 'Rahman Foods, Digbeth',
    postcode: 'B5 6DR',
    tickets: [{ price: 28, seats: 50 }],
    categories: ['Social'],
  },
  {
    title: 'Green energy for your premises',
    excerpt: 'Solar, heat pumps and grants explained.',
    days: -90,
    hour: 18,
    hours: 2,
    town: 'Aberdeen',
    venue: 'Campbell Energy, Union Street',
    postcode: 'AB11 6BA',
    tickets: [{ seats: null }],
    categories: ['Talks'],
  },
  {
    title: 'Hiring your first employee',
    excerpt: 'Contracts, payroll and the rules that matter.',
    days: -120,
    hour: 10,
    hours: 3,
    town: 'Belfast',
    venue: 'Murphy Recruitment, Donegall Square',
    postcode: 'BT1 5GS',
    tickets: [{ seats: 30 }],
    categories: ['Workshops'],
  },
  {
    title: 'Summer garden party',
    excerpt: 'Our summer party in the college gardens.',
    days: -150,
    hour: 16,
    hours: 4,
    town: 'Cambridge',
    venue: 'Clare College Fellows’ Garden',
    postcode: 'CB2 1TL',
    tickets: [{ price: 20, seats: 120 }],
    categories: ['Social'],
  },
]

/** The conference's sessions: sub-events with their own seats. */
const SESSIONS: { title: string; hour: number; seats: number | null; price: number }[] = [
  { title: 'Keynote: the next ten years of membership', hour: 9, seats: null, price: 0 },
  { title: 'Workshop: building a referral engine', hour: 11, seats: 3, price: 0 },
  { title: 'Panel: financing growth', hour: 14, seats: 80, price: 0 },
  { title: 'Awards dinner', hour: 19, seats: 150, price: 45 },
]

const CATEGORIES = ['Networking', 'Workshops', 'Talks', 'Social']

const ATTENDEE_EMAILS = [
  'priya.shah@example.com',
  'tom.hughes@example.com',
  'aisha.bello@example.com',
  'oliver.grant@example.com',
  'grace.lin@example.com',
  'mohammed.rahman@example.com',
  'ella.fitzgerald@example.com',
  'jack.evans@example.com',
  'sofia.rossi@example.com',
  'daniel.kowalski@example.com',
  'hannah.murphy@example.com',
  'ravi.kumar@example.com',
]

const userId = (email: string) => `(SELECT id FROM users WHERE email = ${q(email)})`
const eventId = (slug: string) => `(SELECT id FROM events WHERE slug = ${q(slug)})`
const ticketId = (slug: string, position = 0) =>
  `(SELECT id FROM event_tickets WHERE event_id = ${eventId(slug)} AND position = ${position})`

/** A purchased order with its attendee rows (named members), counted into the ticket already. */
const order = (
  slug: string,
  email: string,
  tickets: number,
  position = 0,
  subeventSlugs: string[] = [],
) => {
  const reference = `seed-${slug}-${email}`.slice(0, 60)
  return [
    `INSERT INTO event_orders (reference, event_id, ticket_id, user_id, status, total_tickets, subevent_ids, unit_price_minor, total_cost_minor, payment_required, payment_method, purchased_at, created_at, updated_at)
     SELECT ${q(reference)}, ${eventId(slug)}, t.id, ${userId(email)}, 'purchased', ${tickets}, (SELECT json_group_array(id) FROM events WHERE slug IN (${subeventSlugs.map(q).join(', ') || "''"})), t.price_minor, t.price_minor * ${tickets}, t.price_minor > 0, CASE WHEN t.price_minor > 0 THEN 'offline' ELSE 'free' END, ${q(at(-2, 10))}, ${q(at(-2, 10))}, ${q(at(-2, 10))}
     FROM event_tickets t WHERE t.id = ${ticketId(slug, position)};`,
    `INSERT INTO event_attendees (event_id, order_id, user_id, ticket_id, full_name, email, created_at)
     SELECT o.event_id, o.id, u.id, o.ticket_id, u.forename || ' ' || u.surname, u.email, o.created_at
     FROM event_orders o JOIN users u ON u.id = o.user_id WHERE o.reference = ${q(reference)};`,
    ...(tickets > 1
      ? [
          `INSERT INTO event_attendees (event_id, order_id, user_id, ticket_id, full_name, email, created_at)
          SELECT o.event_id, o.id, NULL, o.ticket_id, 'Guest of ' || u.forename, 'guest.' || u.slug || '@example.com', o.created_at
          FROM event_orders o JOIN users u ON u.id = o.user_id WHERE o.reference = ${q(reference)};`,
        ]
      : []),
  ]
}

/** The events' cover pictures: slug, file (bytes included) and the member who uploaded it. */
const eventPictures = () =>
  EVENTS.map((e) => {
    const slug = slugify(e.title)
    const palette =
      PICTURE_PALETTES[e.categories?.[0] ?? 'Networking'] ?? PICTURE_PALETTES.Networking!
    return [slug, pictureFile('event', slug, palette), e.owner ?? 'admin@example.com'] as const
  })

/** The bytes the event pictures' upload rows promise, for the local R2 bucket. */
export const eventPictureFiles = () => eventPictures().map(([, file]) => file)

export const seedEvents = (): string[] => {
  const statements: string[] = []
  statements.push(
    insert('category_types', {
      name: 'Event topics',
      categorizables: JSON.stringify(['events']),
      created_at: at(-400, 9),
      updated_at: at(-400, 9),
    }),
  )
  CATEGORIES.forEach((name, position) =>
    statements.push(
      `INSERT INTO categories (name, slug, type_id, position, created_at, updated_at) SELECT ${q(name)}, ${q(slugify(name))}, id, ${position}, ${q(at(-400, 9))}, ${q(at(-400, 9))} FROM category_types WHERE name = 'Event topics';`,
    ),
  )
  statements.push(
    `INSERT OR IGNORE INTO site_settings (key, value, updated_at) VALUES ('custom_event_attrs', ${json(
      [
        { key: 'dietary', label: 'Dietary requirements', type: 'text', options: [] },
        {
          key: 'experience',
          label: 'Your pricing experience',
          type: 'select',
          options: ['Just starting', 'Some', 'Lots'],
        },
      ],
    )}, ${q(at(-30, 9))});`,
  )

  const addEvent = (
    e: SeedEvent,
    extra: { slug?: string; parentSlug?: string; seriesSlug?: string } = {},
  ) => {
    const slug = extra.slug ?? slugify(e.title)
    const start = at(e.days, e.hour)
    const end = dayjs(start)
      .add(e.hours ?? 2, 'hour')
      .toISOString()
    const status = e.status ?? 'approved'
    const tickets = e.tickets ?? [{ seats: null }]
    const priced = tickets.some((t) => (t.price ?? 0) > 0)
    statements.push(
      `INSERT INTO events (slug, user_id, parent_id, series_id, title, excerpt, description, status, starts_at, ends_at, repeat, repeat_times, private, address, latlng, contactables, settings, custom_attrs, payment_required, ticketing_managed_externally, link, approved_at, created_at, updated_at) VALUES (${[
        q(slug),
        userId(e.owner ?? 'admin@example.com'),
        extra.parentSlug ? eventId(extra.parentSlug) : 'NULL',
        extra.seriesSlug ? eventId(extra.seriesSlug) : 'NULL',
        q(e.title),
        q(e.excerpt),
        json(
          // The address is the event's own field, shown once by the page: not again in the text.
          doc(
            e.excerpt,
            'Members and their guests are welcome. If you can no longer come, please cancel your ticket so someone else can take your place.',
          ),
        ),
        q(status),
        q(start),
        q(end),
        q('never'),
        0,
        0,
        json({
          line_1: e.venue,
          town_city: e.town,
          postcode: e.postcode,
          country: e.town === 'Online' ? '' : 'United Kingdom',
        }),
        e.latlng ? json(e.latlng) : 'NULL',
        json({
          website: 'https://guildhall.example.com',
          twitter: 'https://twitter.com/guildhall',
        }),
        json({ hide_attendees: e.hideAttendees ?? false }),
        e.customAttrs
          ? json([
              { key: 'dietary', label: 'Dietary requirements', type: 'text', options: [] },
              {
                key: 'experience',
                label: 'Your pricing experience',
                type: 'select',
                options: ['Just starting', 'Some', 'Lots'],
              },
            ])
          : json([]),
        priced ? 1 : 0,
        e.externally ? 1 : 0,
        q(e.externally ?? null),
        status === 'approved' ? q(at(Math.min(e.days, 0) - 20, 9)) : 'NULL',
        q(at(Math.min(e.days, 0) - 30, 9)),
        q(at(Math.min(e.days, 0) - 30, 9)),
      ].join(', ')});`,
    )
    tickets.forEach((t, position) => {
      const row = insert('event_tickets', {
        label: t.label ?? 'Standard',
        price_minor: Math.round((t.price ?? 0) * 100),
        no_limit: t.seats === null || t.seats === undefined,
        total_available: t.seats ?? 0,
        position,
        created_at: start,
      })
      // The event's id is only known in SQL: add it as a sub-select column.
      statements.push(
        row
          .replace('INSERT INTO event_tickets (', 'INSERT INTO event_tickets (event_id, ')
          .replace('VALUES (', `VALUES (${eventId(slug)}, `),
      )
    })
    for (const name of e.categories ?? []) {
      statements.push(
        `INSERT INTO event_categories (event_id, category_id) SELECT ${eventId(slug)}, id FROM categories WHERE slug = ${q(slugify(name))};`,
      )
    }
    return slug
  }

  for (const e of EVENTS) addEvent(e)

  // Each event of the list above has a cover picture (its upload row and events.img); the
  // weekly series and the conference's sessions have none, so their cards show placeholder art.
  for (const [slug, file, owner] of eventPictures()) {
    statements.push(
      insert('uploads', {
        path: file.path,
        kind: 'event',
        category: 'images',
        mime: file.mime,
        filesize: file.bytes.length,
        client_filename: file.clientFilename,
        created_at: at(-30, 9),
      })
        .replace('INSERT INTO uploads (', 'INSERT INTO uploads (user_id, ')
        .replace('VALUES (', `VALUES (${userId(owner)}, `),
      `UPDATE events SET img = ${q(file.path)} WHERE slug = ${q(slug)};`,
    )
  }

  // The conference's sessions.
  const conference = slugify('Guildhall Annual Conference')
  for (const s of SESSIONS) {
    addEvent(
      {
        title: s.title,
        excerpt: `Part of the Guildhall Annual Conference.`,
        days: 21,
        hour: s.hour,
        hours: s.hour === 19 ? 4 : 1.5,
        town: 'Birmingham',
        venue: 'International Convention Centre, Broad Street',
        postcode: 'B1 2EA',
        tickets: [{ price: s.price, seats: s.seats }],
        categories: ['Talks'],
      },
      { slug: `${conference}-${slugify(s.title)}`, parentSlug: conference },
    )
  }

  // A weekly series: six occurrences, each with its own seats.
  const series = 'Friday coffee and co-working'
  for (let week = 0; week < 6; week += 1) {
    const slug =
      week === 0
        ? slugify(series)
        : `${slugify(series)}-${dayjs(at(4 + week * 7, 9)).format('YYYY-MM-DD')}`
    addEvent(
      {
        title: series,
        excerpt: 'Bring your laptop: a quiet morning of work in good company, every Friday.',
        days: 4 + week * 7,
        hour: 9,
        hours: 3,
        town: 'Leeds',
        venue: 'The Corn Exchange, Call Lane',
        postcode: 'LS1 7BR',
        tickets: [{ seats: 15 }],
        categories: ['Networking'],
      },
      { slug, seriesSlug: week === 0 ? undefined : slugify(series) },
    )
    if (week === 0)
      statements.push(
        `UPDATE events SET series_id = id, repeat = 'weekly', repeat_times = 5 WHERE slug = ${q(slug)};`,
      )
    else
      statements.push(
        `UPDATE events SET repeat = 'weekly', repeat_times = 5 WHERE slug = ${q(slug)};`,
      )
  }

  // Orders with named attendees; the ticket counters are then computed from them.
  const bookings: [string, string, number, number?, string[]?][] = [
    [slugify('Monthly members breakfast'), 'member@example.com', 1],
    [
      conference,
      'member@example.com',
      2,
      0,
      [`${conference}-${slugify('Panel: financing growth')}`],
    ],
    [slugify('Christmas dinner and awards'), 'member@example.com', 1],
    [slugify('Autumn members breakfast'), 'member@example.com', 1],
    [slugify('LinkedIn for professionals'), 'member@example.com', 1],
    [slugify('Friday coffee and co-working'), 'member@example.com', 1],
    ...ATTENDEE_EMAILS.map((email): [string, string, number] => [
      slugify('Monthly members breakfast'),
      email,
      1,
    ]),
    ...ATTENDEE_EMAILS.slice(0, 3).map((email): [string, string, number, number, string[]] => [
      conference,
      email,
      1,
      0,
      [`${conference}-${slugify('Workshop: building a referral engine')}`],
    ]),
    ...ATTENDEE_EMAILS.slice(3, 8).map((email): [string, string, number] => [conference, email, 1]),
    ...ATTENDEE_EMAILS.slice(3, 9).map((email): [string, string, number] => [
      slugify('Summer rooftop social'),
      email,
      1,
    ]),
    ...ATTENDEE_EMAILS.slice(0, 5).map((email): [string, string, number] => [
      slugify('Autumn members breakfast'),
      email,
      1,
    ]),
  ]
  for (const [slug, email, tickets, position, subs] of bookings)
    statements.push(...order(slug, email, tickets, position, subs))

  statements.push(
    `UPDATE event_tickets SET total_redeemed = (SELECT coalesce(sum(o.total_tickets), 0) FROM event_orders o WHERE o.status = 'purchased' AND (o.ticket_id = event_tickets.id
      OR (event_tickets.position = 0 AND event_tickets.event_id IN (SELECT value FROM json_each(o.subevent_ids)))));`,
  )
  // Someone waiting for the sold-out social.
  statements.push(
    `INSERT INTO event_waitlist (event_id, ticket_id, user_id, status, created_at) VALUES (${eventId(slugify('Summer rooftop social'))}, ${ticketId(slugify('Summer rooftop social'))}, ${userId('mei.chen@example.com')}, 'waiting', ${q(at(-1, 12))});`,
  )
  // The pending submission is waiting in the admin's notifications.
  statements.push(
    `INSERT INTO notifications (user_id, kind, title, body, link, data, created_at) SELECT id, 'event.submitted', 'Sam Patel submitted “Tax year-end briefing”', 'An event is waiting for your approval.', '/admin/events?status=pending', '{}', ${q(at(-1, 15))} FROM users WHERE email = 'admin@example.com';`,
  )
  return statements
}
