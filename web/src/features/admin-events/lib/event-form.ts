import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type {
  createEventInput,
  EventAddress,
  EventContactables,
  ticketInput,
  UpdateEventInput,
} from '@worker/events/events.schemas'
import type { EditableEvent } from '../api/get-event-for-edit'

/**
 * The editor's values are the create schema's input, so the same schema validates the form and the
 * route. Times are UTC ISO strings (the pickers convert from London time), prices are decimals.
 */
export type EventFormValues = z.input<typeof createEventInput>
export type TicketFormValues = z.input<typeof ticketInput>
/** What the resolver hands to submit; both schemas' outputs fit it. */
export type EventFormOutput = UpdateEventInput

export type EditorTab =
  'details' | 'when' | 'where' | 'contact' | 'tickets' | 'custom' | 'subevents'

const TAB_OF_FIELD: Record<string, EditorTab> = {
  starts_at: 'when',
  ends_at: 'when',
  repeat: 'when',
  repeat_times: 'when',
  address: 'where',
  latlng: 'where',
  contactables: 'contact',
  tickets: 'tickets',
  price: 'tickets',
  total_available_tickets: 'tickets',
  custom_attrs: 'custom',
}

/** The tab holding a field (`tickets.0.price` → tickets); anything else is on Details. */
export const tabOfField = (name: string): EditorTab =>
  TAB_OF_FIELD[name.split('.')[0] ?? ''] ?? 'details'

export const TAB_ORDER: EditorTab[] = ['details', 'when', 'where', 'contact', 'tickets', 'custom']

const EMPTY_ADDRESS = {
  line_1: '',
  line_2: '',
  town_city: '',
  county: '',
  postcode: '',
  country: '',
}
const EMPTY_CONTACTS = { tel: '', twitter: '', facebook: '', linkedin: '', website: '' }

/** Spec 02 §3: a new event's ticket is free with no limit. */
export const newTicket = (): TicketFormValues => ({
  label: 'Standard',
  price: 0,
  no_limit: true,
  total_available_tickets: null,
  available_until: null,
})

type Options = { parentId: number | null; isManager: boolean }

/** A new event, or a new sub-event under `parentId` (price and seats only, no repeat). */
export const newEventValues = ({ parentId, isManager }: Options): EventFormValues => {
  const common = {
    title: '',
    description: null,
    img: null,
    starts_at: '',
    ends_at: '',
    private: false,
    address: { ...EMPTY_ADDRESS },
    latlng: null,
    settings: { hide_attendees: false },
    // Spec 02 §6: only managers set a status; the server decides everyone else's. Spec 02 §4: new
    // items start pending, so a manager publishes by choosing Approved.
    ...(isManager ? { status: 'pending' as const } : {}),
  }
  if (parentId !== null)
    return { ...common, parent_id: parentId, price: 0, total_available_tickets: null }
  return {
    ...common,
    excerpt: '',
    link: '',
    repeat: 'never',
    repeat_times: 0,
    contactables: { ...EMPTY_CONTACTS },
    custom_attrs: [],
    categories: [],
    ticketing_managed_externally: false,
    tickets: [newTicket()],
  }
}

const filled = <T extends object>(empty: T, value: Partial<T>): T => ({ ...empty, ...value })

const ticketValues = (ticket: EditableEvent['tickets'][number]): TicketFormValues => ({
  id: ticket.id,
  label: ticket.label,
  price: ticket.price,
  no_limit: ticket.no_limit,
  total_available_tickets: ticket.no_limit ? null : ticket.total_available_tickets,
  role_id: ticket.role_id,
  plan_id: ticket.plan_id,
  available_until: ticket.available_until,
})

/**
 * A saved event as form values. Updates send only what changed, so a key is present only where the
 * editor shows a field; repeat is left out (it is applied at creation only).
 */
export const eventValues = (
  event: EditableEvent,
  { isManager }: Pick<Options, 'isManager'>,
): EventFormValues => {
  const address: EventAddress = event.address
  const common = {
    title: event.title,
    description: event.description,
    img: event.img,
    starts_at: event.starts_at,
    ends_at: event.ends_at,
    private: event.private === 1,
    address: filled(EMPTY_ADDRESS, address),
    latlng: event.latlng,
    settings: { hide_attendees: event.settings.hide_attendees },
    ...(isManager ? { status: event.status } : {}),
  }
  if (event.parent_id !== null) {
    return {
      ...common,
      price: event.price,
      total_available_tickets: event.has_unlimited_tickets ? null : event.total_available_tickets,
    }
  }
  const contactables: EventContactables = event.contactables
  return {
    ...common,
    excerpt: event.excerpt,
    link: event.link ?? '',
    contactables: filled(EMPTY_CONTACTS, contactables),
    custom_attrs: event.custom_attrs,
    categories: event.categories.map((category) => category.id),
    ticketing_managed_externally: event.ticketing_managed_externally,
    tickets: event.tickets.map(ticketValues),
  }
}

/** react-hook-form's dirtyFields: `true` leaves under objects and arrays. */
const isDirty = (node: unknown): boolean =>
  node === true || (typeof node === 'object' && node !== null && Object.values(node).some(isDirty))

/** Only the top-level fields the user changed (a changed ticket sends the whole ticket list). */
export const changedFields = (values: EventFormOutput, dirty: object): EventFormOutput => {
  const changed: EventFormOutput = {}
  for (const [key, node] of Object.entries(dirty)) {
    if (isDirty(node) && key in values) Object.assign(changed, { [key]: Reflect.get(values, key) })
  }
  return changed
}

export type EventForm = UseFormReturn<EventFormValues, unknown, EventFormOutput>
