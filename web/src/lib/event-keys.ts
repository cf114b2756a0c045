/**
 * Query keys for events and ticket orders. They live here, not in a feature, because three
 * features read or invalidate them: events (lists, pages), tickets (booking changes counts) and
 * the event editor (saving changes lists).
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (params: Record<string, unknown>) => ['events', 'list', params] as const,
  details: ['events', 'detail'] as const,
  detail: (idOrSlug: string | number) => ['events', 'detail', String(idOrSlug)] as const,
  attendees: (eventId: number) => ['events', 'attendees', eventId] as const,
}

export const orderKeys = {
  all: ['event-orders'] as const,
  lists: ['event-orders', 'list'] as const,
  list: (params: Record<string, unknown>) => ['event-orders', 'list', params] as const,
  cost: (params: Record<string, unknown>) => ['event-orders', 'cost', params] as const,
  calendarFeed: ['event-orders', 'calendar-feed'] as const,
}

export const categoryKeys = {
  all: ['categories'] as const,
  list: (params: Record<string, unknown>) => ['categories', 'list', params] as const,
}

/** After any booking, cancellation or edit: counts on cards, pages and my tickets change. */
export const invalidateEventData = (queryClient: {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<unknown>
}) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  ])
