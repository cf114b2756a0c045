import { wellFormed } from '@/lib/safe-url'
import type { EventAddress } from '@worker/events/events.schemas'

/** Small pure helpers for showing an event: its address, ticket counts and availability. */

type AddressLike = Partial<Record<keyof EventAddress, string | undefined>>

export const addressLine = (address: AddressLike | null | undefined) =>
  [
    address?.line_1,
    address?.line_2,
    address?.town_city,
    address?.county,
    address?.postcode,
    address?.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')

/** OpenStreetMap at the event's pin, or a search for its address; null when neither is known. */
export const mapHref = (
  latlng: { lat: number; lng: number } | null | undefined,
  address: string,
) => {
  if (latlng)
    return `https://www.openstreetmap.org/?mlat=${latlng.lat}&mlon=${latlng.lng}#map=16/${latlng.lat}/${latlng.lng}`
  if (address)
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(wellFormed(address))}`
  return null
}

type Counts = {
  has_unlimited_tickets: boolean
  has_remaining_tickets: boolean
  total_remaining_tickets: number
  user_is_attending: boolean
}

export const ticketsLeftText = (event: Counts) =>
  event.has_unlimited_tickets
    ? 'Unlimited tickets'
    : `${event.total_remaining_tickets} ${event.total_remaining_tickets === 1 ? 'ticket' : 'tickets'} left`

/** "1 attendee", "12 attendees"; nothing for none: an empty room is not a selling point. */
export const attendeesText = (total: number) =>
  total > 0 ? `${total} ${total === 1 ? 'attendee' : 'attendees'}` : null

export type Availability = 'attending' | 'available' | 'sold-out'

/** Spec 03 §2: attending wins; otherwise available while seats remain (or are unlimited). */
export const availabilityOf = (event: Counts): Availability =>
  event.user_is_attending
    ? 'attending'
    : event.has_unlimited_tickets || event.has_remaining_tickets
      ? 'available'
      : 'sold-out'

export const AVAILABILITY_LABEL: Record<Availability, { label: string; color: string }> = {
  attending: { label: 'Attending', color: 'teal' },
  available: { label: 'Available', color: 'blue' },
  'sold-out': { label: 'Sold out', color: 'red' },
}
