import type { AttendeeResource, EventResource } from '@worker/events/events.schemas'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import type { Me } from '@/lib/session'
import type { SiteSettings } from '@/lib/site-settings'
import { baseEvent } from '../helpers/event-resource'

/** An approved, unlimited, free event as the API answers it, with overrides. */
export const eventFixture = (overrides: Partial<EventResource> = {}): EventResource =>
  baseEvent(overrides)

export const attendeeFixture = (
  id: number,
  overrides: Partial<AttendeeResource> = {},
): AttendeeResource => ({
  id,
  event_id: 1,
  order_id: null,
  user_id: 100 + id,
  full_name: `Attendee ${id}`,
  email: null,
  ticket_id: null,
  create_event_order: false,
  user: {
    id: 100 + id,
    full_name: `Attendee ${id}`,
    slug: `attendee-${id}`,
    img: null,
    company: `Company ${id}`,
  },
  created_at: '2025-06-01T00:00:00.000Z',
  ...overrides,
})

export const pageOf = <T>(rows: T[], page: number, perPage: number, total = rows.length) => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
    },
  },
})

type ServerOptions = {
  events?: EventResource[]
  me?: Me | null
  settings?: Partial<SiteSettings>
  categories?: { id: number; name: string }[]
  attendees?: AttendeeResource[]
  /** Answers anything else (e.g. the lets-meet POST). */
  extra?: (request: ApiRequest) => Response | undefined
}

/**
 * A fake API for the events screens: lists page and filter by q and categories[] the way the
 * server does, single events are found by slug or id, attendees come in one page.
 */
export const eventsServer = ({
  events = [],
  me = meFixture(),
  settings = {},
  categories = [],
  attendees = [],
  extra,
}: ServerOptions = {}) =>
  mockFetch((r) => {
    if (r.path === '/api/me') return jsonResponse(200, { data: me })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settingsFixture(settings) })
    if (r.path === '/api/categories')
      return jsonResponse(
        200,
        pageOf(
          categories.map((c, i) => ({
            ...c,
            slug: `c-${c.id}`,
            parent_id: null,
            type_id: 1,
            position: i,
            img: null,
            group_id: null,
          })),
          1,
          100,
        ),
      )
    // The event page's likes and comments (tests/web/engagement cover them): none yet.
    if (r.path === '/api/comments' && r.method === 'GET')
      return jsonResponse(200, pageOf([], 1, 10))
    if (r.path === '/api/likes' && r.method === 'GET')
      return jsonResponse(200, {
        ...pageOf([], 1, 20),
        meta: { ...pageOf([], 1, 20).meta, user_liked: 0 },
      })
    if (r.path === '/api/event-attendees')
      return jsonResponse(200, pageOf(attendees, 1, Number(r.query.get('page_size') ?? 4)))
    if (r.path === '/api/events' && r.method === 'GET') {
      const q = r.query.get('q')?.toLowerCase()
      const wanted = r.query.getAll('categories[]').map(Number)
      const parent = r.query.get('parent_id')
      const rows = events.filter(
        (e) =>
          (!q || e.title.toLowerCase().includes(q)) &&
          (wanted.length === 0 || e.categories.some((c) => wanted.includes(c.id))) &&
          (parent ? e.parent_id === Number(parent) : true),
      )
      const page = Number(r.query.get('page') ?? 1)
      const perPage = Number(r.query.get('per_page') ?? 6)
      return jsonResponse(
        200,
        pageOf(rows.slice((page - 1) * perPage, page * perPage), page, perPage, rows.length),
      )
    }
    const single = /^\/api\/events\/([^/]+)$/.exec(r.path)
    if (single && r.method === 'GET') {
      const found = events.find((e) => e.slug === single[1] || String(e.id) === single[1])
      if (!found) return jsonResponse(404, { message: 'Event not found' })
      // As the API does: `with=children` puts the sub-events in the event's own answer.
      const withChildren = r.query.get('with')?.split(',').includes('children')
      const children = events.filter((e) => e.parent_id === found.id)
      return jsonResponse(200, { data: withChildren ? { ...found, children } : found })
    }
    return extra?.(r)
  })
