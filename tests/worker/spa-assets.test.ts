import { env, exports } from 'cloudflare:workers'
import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '@worker/app'
import { readBootData, withBootData } from '@worker/spa/spa-assets'
import {
  apiReadKey,
  BOOT_DATA_ID,
  firstReadsOf,
  frameReadsOf,
  MEMBER_PRELOAD,
  shellScreenOf,
} from '@worker/spa/spa.schemas'
import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import { createEvent } from '../helpers/event-factories'
import { api } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { call } from '../helpers/http'

const shell = () =>
  new Response('<!doctype html><html><head><title>Guildhall</title></head><body></body></html>', {
    headers: { 'content-type': 'text/html' },
  })

/** The boot data element's text, as a browser would read it, and how many script elements there are. */
const bootElementOf = (html: string) => {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  const boot = scripts.find((m) => m[0].includes(`id="${BOOT_DATA_ID}"`))
  return { count: scripts.length, text: boot?.[1] }
}

describe('the SPA shell carries its boot data', () => {
  it('puts who is signed in and the settings into <head> as JSON the app reads back unchanged', async () => {
    const { user, session } = await signedInAs('member')
    const request = new Request('http://localhost/events', {
      headers: { cookie: session.cookie ?? '' },
    })
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(data.me).toMatchObject({ id: user.id, email: user.email })
    const settings = await (await api.settings.$get()).json()
    expect(data.settings).toEqual(settings.data)

    const html = await withBootData(shell(), data).text()
    const { text } = bootElementOf(html)
    expect(html.indexOf(BOOT_DATA_ID)).toBeLessThan(html.indexOf('</head>'))
    expect(JSON.parse(text ?? '')).toEqual(data)
  })

  it('gives a visitor me: null', async () => {
    const request = new Request('http://localhost/')
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(data.me).toBeNull()
  })

  it('cannot be closed early by a name holding </script> or a comment opener', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const html = await withBootData(shell(), { me: { forename: hostile } }).text()
    const { count, text } = bootElementOf(html)
    expect(count).toBe(1)
    expect(html).not.toContain('</script><script>')
    expect(JSON.parse(text ?? '')).toEqual({ me: { forename: hostile } })
  })

  it('carries the first screen’s own reads, whole, keyed by their address', async () => {
    const { event } = await createEvent({ status: 'approved' })
    const request = new Request(`http://localhost/events/${event.slug}`)
    const data = await readBootData(app, request, env, createExecutionContext())
    const [read] = firstReadsOf(`/events/${event.slug}`, new URLSearchParams())
    const direct = await (await exports.default.fetch(`http://localhost${read}`)).json()
    const attendeesRead = `/api/event-attendees?event_id=${event.id}&page_size=999`
    const attendees = await (await exports.default.fetch(`http://localhost${attendeesRead}`)).json()
    const commentsRead = `/api/comments?item_type=event&item_id=${event.id}&page=1&per_page=10`
    const comments = await (await exports.default.fetch(`http://localhost${commentsRead}`)).json()
    const adverts = await (
      await exports.default.fetch('http://localhost/api/adverts/showing')
    ).json()
    // The attendees and the first comments follow from the event's id; it has no sub-events to
    // list. The frame's adverts ride beside them.
    expect(comments).toMatchObject({ data: [] })
    expect(data.answers).toEqual({
      [apiReadKey(read!)]: direct,
      [apiReadKey(attendeesRead)]: attendees,
      [apiReadKey(commentsRead)]: comments,
      [apiReadKey('/api/adverts/showing')]: adverts,
    })
    expect(direct).toMatchObject({ data: { id: event.id } })
  })

  it('leaves out what the API refuses or cannot find, so the app asks and shows it itself', async () => {
    const request = new Request('http://localhost/events/no-such-event')
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(Object.keys(data.answers ?? {})).toEqual(['/api/adverts/showing'])
  })

  it('carries the running adverts on every member-side page, and none in the admin area', async () => {
    expect(frameReadsOf('/')).toEqual(['/api/adverts/showing'])
    expect(frameReadsOf('/pages/about-us')).toEqual(['/api/adverts/showing'])
    expect(frameReadsOf('/administrators')).toEqual(['/api/adverts/showing'])
    expect(frameReadsOf('/admin')).toEqual([])
    expect(frameReadsOf('/admin/settings/general')).toEqual([])
    const { session } = await signedInAs('admin')
    const request = new Request('http://localhost/admin/users', {
      headers: { cookie: session.cookie ?? '' },
    })
    const data = await readBootData(app, request, env, createExecutionContext())
    expect(data.answers).toBeUndefined()
  })
})

/** A built shell's preloads (scripts/route-preloads.ts): every page's, two screens' and a member's. */
const shellWithPreloads = () =>
  new Response(
    `<!doctype html><html><head>
      <link rel="modulepreload" href="/assets/app-root-1.js">
      <link rel="modulepreload" href="/assets/home-1.js" data-route="home">
      <link rel="stylesheet" href="/assets/home-1.css" data-route="home">
      <link rel="modulepreload" href="/assets/forum-thread-route-1.js" data-route="forum-thread-route">
      <link rel="modulepreload" href="/assets/member-frame-1.js" data-route="${MEMBER_PRELOAD}">
    </head><body></body></html>`,
    { headers: { 'content-type': 'text/html' } },
  )

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"([^>]*)>/g)].map(
    ([, href, rest]) => `${href}${rest}`,
  )

describe('the SPA shell preloads the code of the screen it opens', () => {
  it('keeps the root route, the screen the address opens and, for a member, the signed-in header', async () => {
    const visitor = await withBootData(shellWithPreloads(), { me: null }, shellScreenOf('/')).text()
    expect(preloadsOf(visitor)).toEqual([
      '/assets/app-root-1.js',
      '/assets/home-1.js',
      '/assets/home-1.css',
    ])
    const member = await withBootData(
      shellWithPreloads(),
      { me: { id: 1 } },
      shellScreenOf('/forum/general/hello'),
    ).text()
    expect(preloadsOf(member)).toEqual([
      '/assets/app-root-1.js',
      '/assets/forum-thread-route-1.js',
      '/assets/member-frame-1.js',
    ])
  })

  it('keeps only the root route on a page that is not a first screen', async () => {
    for (const path of ['/admin/users', '/forum/general', '/messages', '/events/a/b']) {
      expect(shellScreenOf(path)).toBeNull()
      const html = await withBootData(shellWithPreloads(), { me: null }, shellScreenOf(path)).text()
      expect(preloadsOf(html)).toEqual(['/assets/app-root-1.js'])
    }
  })

  it('names the first screens by their addresses', () => {
    expect(shellScreenOf('/')).toBe('home')
    expect(shellScreenOf('/events')).toBe('events-route')
    expect(shellScreenOf('/events/annual-dinner')).toBe('event-route')
    expect(shellScreenOf('/forum')).toBe('forum-index-route')
    expect(shellScreenOf('/forum/general/hello')).toBe('forum-thread-route')
  })
})

describe('apiReadKey and firstReadsOf', () => {
  it('spell one address one way, whatever the order of its parameters', () => {
    expect(apiReadKey('/api/events?per_page=6&page=1&is_parent=1')).toBe(
      apiReadKey('http://localhost/api/events?is_parent=1&page=1&per_page=6'),
    )
    expect(apiReadKey('/api/events?with=a%2Cb')).toBe(apiReadKey('/api/events?with=a,b'))
  })

  it('name the reads of the home page, /events, an event, /forum, a thread, messages and a profile, and none for other pages', () => {
    const none = new URLSearchParams()
    expect(firstReadsOf('/events', new URLSearchParams('q=quiz'))[0]).toContain('q=quiz')
    expect(firstReadsOf('/events', new URLSearchParams('view=calendar'))).toEqual([
      '/api/categories?categorizable=events',
    ])
    expect(firstReadsOf('/events/annual-dinner', none)).toHaveLength(1)
    expect(firstReadsOf('/forum', none)).toEqual(['/api/forum/categories?per_page=100'])
    expect(firstReadsOf('/forum/general/hello', none)[0]).toBe(
      '/api/forum/categories/general/threads/hello?with=replies',
    )
    expect(firstReadsOf('/', none)).toEqual(['/api/home'])
    expect(firstReadsOf('/messages', none)).toEqual(['/api/message-threads?page=1'])
    expect(firstReadsOf('/messages/7', none)).toEqual([
      '/api/message-threads?page=1',
      '/api/message-threads/7',
      '/api/message-posts?message_thread_id=7&per_page=30',
    ])
    expect(firstReadsOf('/members/zara-ahmed', none)).toEqual(['/api/users/directory/zara-ahmed'])
    expect(firstReadsOf('/news', none)).toEqual(['/api/news?page=1&per_page=12'])
    expect(firstReadsOf('/news/summer-fair', none)).toEqual(['/api/news/summer-fair'])
    expect(firstReadsOf('/resources', none)).toEqual(['/api/resources?page=1&per_page=12'])
    expect(firstReadsOf('/resources/a%20guide', none)).toEqual(['/api/resources/a%20guide'])
    for (const path of [
      '/forum/private',
      '/forum/general',
      '/admin/users',
      '/signin',
      '/messages/x',
      '/my-news',
      '/news/a/b',
    ])
      expect(firstReadsOf(path, none), path).toEqual([])
  })
})

describe('the member app (PWA): its manifest and the shell link to it', () => {
  const ORIGIN = 'http://localhost'
  const manifest = () => exports.default.fetch(`${ORIGIN}/manifest.webmanifest`)
  const saveSettings = async (settings: Record<string, unknown>) => {
    const { session } = await signedInAs('super_admin')
    const res = await call('/api/settings', { method: 'PUT', session, json: { settings } })
    expect(res.status).toBe(200)
  }
  // Every area on: the settings' defaults.
  const FEATURES_ON = siteSettingsSchema.parse({}).features

  it('is a 404 and unlinked while the member app is off', async () => {
    await saveSettings({ pwa: false })
    expect((await manifest()).status).toBe(404)
    const settings = (await (await api.settings.$get()).json()).data
    const html = await withBootData(shellWithThemeColour(), { me: null, settings }).text()
    expect(html).not.toContain('rel="manifest"')
  })

  it('names the app, opens standalone in the site colour, with a 144 x 144 icon and the six shortcuts', async () => {
    await saveSettings({
      pwa: true,
      pwa_app_name: 'Guild App',
      color_primary: '#AA3300',
      pwa_icon: '/api/files/images/app-icon.png',
      features: FEATURES_ON,
    })
    const res = await manifest()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      name: 'Guild App',
      start_url: '/',
      display: 'standalone',
      theme_color: '#AA3300',
      icons: [{ src: '/api/files/images/app-icon.png', sizes: '144x144' }],
    })
    expect((body.shortcuts as { url: string }[]).map((s) => s.url)).toEqual([
      '/events',
      '/promotions',
      '/forum',
      '/resources',
      '/polls',
      '/surveys',
    ])
    const settings = (await (await api.settings.$get()).json()).data
    const html = await withBootData(shellWithThemeColour(), { me: null, settings }).text()
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html).toContain('<meta name="theme-color" content="#AA3300">')
  })

  it('offers no shortcut to a switched-off area, and the site icon until an app icon is uploaded', async () => {
    await saveSettings({
      pwa: true,
      pwa_icon: null,
      features: { ...FEATURES_ON, polls: false, resources: false },
    })
    const body = (await (await manifest()).json()) as {
      shortcuts: { url: string }[]
      icons: { src: string }[]
    }
    expect(body.shortcuts.map((s) => s.url)).toEqual([
      '/events',
      '/promotions',
      '/forum',
      '/surveys',
    ])
    expect(body.icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }])
  })
})

function shellWithThemeColour() {
  return new Response(
    '<!doctype html><html><head><meta name="theme-color" content="#1F4E79"><title>Guildhall</title></head><body></body></html>',
    { headers: { 'content-type': 'text/html' } },
  )
}
