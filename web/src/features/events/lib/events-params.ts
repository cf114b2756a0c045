/**
 * The events list's state in the address, so a filtered list can be linked to and survives a
 * reload: `?q=quiz&categories[]=3&view=calendar` (spec 01 §2: categories[] filters events).
 */
export type EventsView = 'list' | 'calendar'

export type EventsParams = { q: string; categories: number[]; view: EventsView }

const positiveInts = (values: string[]) =>
  [...new Set(values.flatMap((v) => v.split(',')).map(Number))].filter(
    (n) => Number.isInteger(n) && n > 0,
  )

export const readEventsParams = (params: URLSearchParams): EventsParams => ({
  q: params.get('q')?.trim() ?? '',
  categories: positiveInts([...params.getAll('categories[]'), ...params.getAll('categories')]),
  view: params.get('view') === 'calendar' ? 'calendar' : 'list',
})

/** Applies one change to the query string, leaving other parameters as they were. */
export const withEventsParam = (
  previous: URLSearchParams,
  change: { q: string } | { category: number | null } | { view: EventsView },
) => {
  const next = new URLSearchParams(previous)
  if ('q' in change) {
    if (change.q.trim()) next.set('q', change.q.trim())
    else next.delete('q')
  } else if ('category' in change) {
    next.delete('categories')
    next.delete('categories[]')
    if (change.category !== null) next.append('categories[]', String(change.category))
  } else if (change.view === 'calendar') next.set('view', 'calendar')
  else next.delete('view')
  return next
}
