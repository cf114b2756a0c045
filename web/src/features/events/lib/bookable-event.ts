import type { EventResource } from '@worker/events/events.schemas'
import type { EventDetail } from '../api/get-event'

/**
 * The event as the booking panel (tickets feature) takes it. The panel reads tickets, counts, the
 * member's order and sub-events, never the description, which is left out here: the typed
 * client's type for a rich-text document (a recursive type) does not match the worker's own.
 */
export const bookableEvent = (event: EventDetail): EventResource => ({
  ...event,
  description: null,
})
