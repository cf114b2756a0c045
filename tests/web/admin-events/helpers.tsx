import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { EventResource, TicketResource } from '@worker/events/events.schemas'
import type { Me } from '@/lib/session'
import { EventEditorModal } from '@/features/admin-events/components/event-editor-modal'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { baseEvent, baseTicket } from '../helpers/event-resource'

/** A saved, approved, free event as GET /api/events/:id answers it. */
export const eventFixture = (overrides: Partial<EventResource> = {}): EventResource => {
  const id = overrides.id ?? 5
  return baseEvent({
    id,
    slug: `event-${id}`,
    title: 'Summer social',
    excerpt: 'Drinks on the terrace',
    starts_at: '2026-07-15T17:00:00.000Z',
    ends_at: '2026-07-15T20:00:00.000Z',
    address: { line_1: '1 High Street', town_city: 'York' },
    user_id: 7,
    total_attendees: 3,
    total_redeemed_tickets: 3,
    approved_at: '2026-06-01T00:00:00.000Z',
    created_at: '2026-06-01T00:00:00.000Z',
    updated_at: '2026-06-01T00:00:00.000Z',
    tickets: [ticketFixture()],
    children: [],
    ...overrides,
  })
}

export const ticketFixture = (overrides: Partial<TicketResource> = {}): TicketResource =>
  baseTicket({ event_id: 5, total_redeemed_tickets: 3, ...overrides })

const BASE = ['events.view', 'users.view:directory']
export const member = () => meFixture({ permissions: BASE })
export const creator = () => meFixture({ permissions: [...BASE, 'events.create'] })
export const manager = () =>
  meFixture({ role: 'admin', permissions: [...BASE, 'events.create', 'events.manage'] })

export const item = <T,>(data: T) => jsonResponse(200, { data })
export const page = <T,>(rows: T[], perPage = 20) =>
  jsonResponse(200, {
    data: rows,
    meta: {
      pagination: {
        total: rows.length,
        count: rows.length,
        per_page: perPage,
        current_page: 1,
        total_pages: 1,
      },
    },
  })

type Handler = (request: ApiRequest) => Response | undefined

/** The reads every editor makes (me, settings, categories, the event), plus the test's own answers. */
export const editorApi = (
  { me = manager(), event = eventFixture() }: { me?: Me; event?: EventResource } = {},
  handler: Handler = () => undefined,
) =>
  mockFetch((request) => {
    const own = handler(request)
    if (own) return own
    if (request.method !== 'GET') return undefined
    if (request.path === '/api/me') return item(me)
    if (request.path === '/api/settings')
      return item(
        settingsFixture({
          custom_event_attrs: [{ key: 'diet', label: 'Dietary needs', type: 'text', options: [] }],
        }),
      )
    if (request.path === '/api/categories')
      return page(
        [
          {
            id: 3,
            name: 'Socials',
            slug: 'socials',
            parent_id: null,
            type_id: 1,
            position: 0,
            img: null,
            group_id: null,
          },
        ],
        100,
      )
    if (request.path === `/api/events/${event.id}`) return item(event)
    return undefined
  })

type EditorProps = Partial<Parameters<typeof EventEditorModal>[0]>

/** The editor open over an empty page, as the quick-create button and the admin screen open it. */
export const renderEditor = (props: EditorProps = {}) => {
  const onClose = props.onClose ?? (() => {})
  return renderScreen('/', <EventEditorModal opened onClose={onClose} {...props} />)
}

export const dialogNamed = (name: string) => screen.findByRole('dialog', { name })

/** Picks a London date and time in one of the editor's pickers (calendar day, hour, minute). */
export const pickDateTime = async (
  user: UserEvent,
  label: string,
  { day, hour, minute }: { day: string; hour: string; minute: string },
) => {
  const dialog = screen.getAllByRole('dialog').at(-1)!
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${label}`) }))
  await user.click(await screen.findByRole('button', { name: day }))
  const hours = screen.getByLabelText(`${label}: hours`)
  await user.click(hours)
  await user.keyboard(hour)
  const minutes = screen.getByLabelText(`${label}: minutes`)
  await user.click(minutes)
  await user.keyboard(minute)
}

/** Types a title and picks 10:00–12:00 London time on 15 July 2026 (clock set to 1 July 2026). */
export const fillNewEvent = async (user: UserEvent, dialog: HTMLElement) => {
  await user.type(await within(dialog).findByRole('textbox', { name: /^Title/ }), 'Summer social')
  await user.click(within(dialog).getByRole('tab', { name: 'When' }))
  await pickDateTime(user, 'Starts', { day: '15 July 2026', hour: '10', minute: '00' })
  await user.keyboard('{Escape}')
  await pickDateTime(user, 'Ends', { day: '15 July 2026', hour: '12', minute: '00' })
  await user.keyboard('{Escape}')
}

/** The requests a test's fetch mock saw with this method and path. */
export const requestsTo = (requests: ApiRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path)
