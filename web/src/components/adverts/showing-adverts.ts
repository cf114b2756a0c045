import { queryOptions } from '@tanstack/react-query'
import { advertKeys } from '@/lib/advert-keys'
import { api, NO_ALERT } from '@/lib/api-client'

/**
 * GET /api/adverts/showing: every running advert in one read, which all of a page's slots share.
 * Kept five minutes: adverts change rarely, and a failure shows nothing (no alert).
 */
export const showingAdvertsQuery = () =>
  queryOptions({
    queryKey: advertKeys.showing('all'),
    queryFn: async ({ signal }) =>
      (
        await (
          await api.adverts.showing.$get({ query: {} }, { init: { signal }, headers: NO_ALERT })
        ).json()
      ).data,
    staleTime: 5 * 60_000,
    retry: false,
  })

export type ShowingAdvert = Awaited<
  ReturnType<NonNullable<ReturnType<typeof showingAdvertsQuery>['queryFn']>>
>[number]

const counted = new Set<string>()
const queue: number[] = []
let timer: ReturnType<typeof setTimeout> | null = null

const send = () => {
  if (timer) clearTimeout(timer)
  timer = null
  const ids = queue.splice(0, 10)
  if (ids.length === 0) return
  // keepalive: the count still leaves when the page is being closed.
  void api.adverts.impressions
    .$post({ json: { ids } }, { init: { keepalive: true }, headers: NO_ALERT })
    .catch(() => undefined)
  if (queue.length > 0) send()
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', send)

/**
 * Records that an advert was seen, once per page view (`view`: the address's history key): the
 * ids of a moment are sent together, at most ten a request.
 */
export const recordImpression = (view: string, id: number) => {
  const key = `${view}:${id}`
  if (counted.has(key)) return
  counted.add(key)
  queue.push(id)
  if (queue.length >= 10) send()
  else timer ??= setTimeout(send, 1_000)
}
