import { COMMENTS_PER_PAGE } from '../comments/comment-paging'
import { POSTS_PAGE } from '../messages/message-paging'

/**
 * The boot data's place in the HTML shell, shared by the worker that writes it
 * (spa-assets.ts) and the web app that reads it (web/src/lib/boot-data.ts).
 */

/** The id of the `<script type="application/json">` element in the shell's `<head>`. */
export const BOOT_DATA_ID = 'boot-data'

/** The API reads whose `data` rides in the shell, by the key it is stored under. */
export const BOOT_READS = { me: '/api/me', settings: '/api/settings' } as const

/**
 * One spelling per API address, so the shell's answers are found whatever order the client put its
 * query parameters in: the path, then the parameters sorted by name and value.
 */
export const apiReadKey = (address: string) => {
  const url = new URL(address, 'http://shell.invalid')
  const sorted = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  )
  const query = new URLSearchParams(sorted).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/** How long after the page loaded an answer from the shell may stand in for a request. */
export const SHELL_ANSWER_MAX_AGE_MS = 30_000

/**
 * The requests a screen makes first, by its address: the shell carries their answers, so the
 * first screen needs no API round trip. Each must be the very request the web app sends (checked
 * by tests/e2e/boot-data.spec.ts, which sees no such request leave on a cold visit); a mismatch
 * only costs the round trip again.
 */
export const firstReadsOf = (pathname: string, search: URLSearchParams): string[] => {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const [area, first, second] = segments
  // The home page: everything it shows in one answer.
  if (segments.length === 0) return ['/api/home']
  if (area === 'events' && segments.length === 1) {
    // The calendar asks for its own range; a category filter's spelling is left to the app.
    if (search.get('view') === 'calendar' || search.has('categories[]') || search.has('categories'))
      return ['/api/categories?categorizable=events']
    const list = new URLSearchParams({
      is_parent: '1',
      ends_at_from: 'now',
      page: '1',
      per_page: '6',
    })
    const q = search.get('q')?.trim()
    if (q) list.set('q', q)
    return [`/api/events?${list}`, '/api/categories?categorizable=events']
  }
  if (area === 'events' && segments.length === 2 && first)
    return [
      `/api/events/${encodeURIComponent(first)}?with=tickets,categories,userOrder,parent,children`,
    ]
  if (area === 'forum' && segments.length === 1) return ['/api/forum/categories?per_page=100']
  // A member's messages: the inbox, and the open conversation with its latest page.
  if (area === 'messages') {
    const inbox = '/api/message-threads?page=1'
    if (segments.length === 1) return [inbox]
    if (segments.length === 2 && first && /^\d+$/.test(first))
      return [
        inbox,
        `/api/message-threads/${first}`,
        `/api/message-posts?message_thread_id=${first}&per_page=${POSTS_PAGE}`,
      ]
  }
  if (area === 'members' && segments.length === 2 && first)
    return [`/api/users/directory/${encodeURIComponent(first)}`]
  // News and resources: the first 12 of a list, or the one post (a resource behind a group the
  // reader is not in answers 403 and is left out: the app reads its preview itself).
  if ((area === 'news' || area === 'resources') && segments.length === 1)
    return [`/api/${area}?page=1&per_page=12`]
  if ((area === 'news' || area === 'resources') && segments.length === 2 && first)
    return [`/api/${area}/${encodeURIComponent(first)}`]
  // Pages (issue 16): the FAQ page and a page by its slug.
  if (area === 'faq' && segments.length === 1) return ['/api/pages/faq']
  if (area === 'pages' && segments.length === 2 && first)
    return [`/api/pages/${encodeURIComponent(first)}`]
  if (area === 'forum' && segments.length === 3 && first && second)
    return [
      `/api/forum/categories/${encodeURIComponent(first)}/threads/${encodeURIComponent(second)}?with=replies`,
    ]
  return []
}

/**
 * What the frame around every member-side screen reads: the running adverts (its header and footer
 * banners, the home page's side column and the feed share one answer). The admin area's wide frame
 * shows none.
 */
export const frameReadsOf = (pathname: string): string[] =>
  pathname === '/admin' || pathname.startsWith('/admin/') ? [] : ['/api/adverts/showing']

/**
 * The first screens whose route module the shell preloads (`<link rel="modulepreload">`), by their
 * module's name: the same five as the shell's chunking (vite.config.ts SHELL_ROOTS). The build
 * writes one link per screen into the HTML, marked `data-route` (scripts/route-preloads.ts); the
 * worker keeps the one for the address asked, so that screen's code downloads beside the entry
 * instead of one round trip after it.
 */
export const SHELL_SCREENS = [
  'home',
  'events-route',
  'event-route',
  'forum-index-route',
  'forum-thread-route',
] as const
export type ShellScreen = (typeof SHELL_SCREENS)[number]

/** The `data-route` of the signed-in header's preloads (member-actions and its chunk). */
export const MEMBER_PRELOAD = 'member'

/** The shell screen an address opens (the router's paths in web/src/app/router.tsx), or null. */
export const shellScreenOf = (pathname: string): ShellScreen | null => {
  const [area, ...rest] = pathname.split('/').filter(Boolean)
  if (area === undefined) return 'home'
  if (area === 'events')
    return rest.length === 0 ? 'events-route' : rest.length === 1 ? 'event-route' : null
  if (area === 'forum')
    return rest.length === 0 ? 'forum-index-route' : rest.length === 2 ? 'forum-thread-route' : null
  return null
}

/** The parts of an event's answer its follow-up reads depend on. */
type EventAnswer = { data?: { id?: unknown; settings?: { hide_attendees?: unknown } } }

/**
 * Reads that need an answer of the first ones: an event page then lists the event's attendees
 * (unless it hides them) and its first comments, by the event's id. Its sub-events come in its own answer.
 */
export const followUpReadsOf = (pathname: string, answers: Record<string, unknown>): string[] => {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'events' || segments.length !== 2) return []
  const answer = Object.entries(answers).find(([key]) => key.startsWith('/api/events/'))?.[1] as
    EventAnswer | undefined
  const event = answer?.data
  if (!event || typeof event.id !== 'number') return []
  // Its comments' first page: the section asks when it nears the viewport, which on a phone's
  // first screen is at once.
  const comments = `/api/comments?item_type=event&item_id=${event.id}&page=1&per_page=${COMMENTS_PER_PAGE}`
  return event.settings?.hide_attendees
    ? [comments]
    : [`/api/event-attendees?event_id=${event.id}&page_size=999`, comments]
}
