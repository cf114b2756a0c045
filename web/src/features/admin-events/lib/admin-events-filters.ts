import { EVENT_STATUSES, type EventStatus } from '@worker/events/events.schemas'

/** The admin events list's filters, as they appear in the query string (`?status=pending&q=&page=2`). */
export type AdminEventsFilters = { status: EventStatus | null; search: string; page: number }

const isStatus = (value: string | null): value is EventStatus =>
  EVENT_STATUSES.some((status) => status === value)

export const readEventFilters = (params: URLSearchParams): AdminEventsFilters => {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: isStatus(status) ? status : null,
    search: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Spec 02: admin lists page by 15; events newest first, with their organisers. */
export const ADMIN_EVENTS_PAGE_SIZE = 15

/** "All" is sent as status=all: without a status the API lists approved events only. */
export const toEventsListQuery = (filters: AdminEventsFilters) => ({
  status: filters.status ?? ('all' as const),
  ...(filters.search ? { q: filters.search } : {}),
  page: String(filters.page),
  per_page: String(ADMIN_EVENTS_PAGE_SIZE),
  order: 'desc' as const,
  with: 'user,parent',
})
