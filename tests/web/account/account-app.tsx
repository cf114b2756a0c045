import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach } from 'vitest'
import { saveNotificationPreferencesInput } from '@worker/notifications/notifications.schemas'
import type { SiteSettings } from '@/lib/site-settings'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'

// Alerts and modals live in stores shared by every test of a file.
afterEach(() => {
  notifications.clean()
  modals.closeAll()
})

type Me = ReturnType<typeof meFixture>

export type Preference = {
  notification: string
  label: string
  email: boolean
  push: boolean
  can_disable: boolean
}

/** The two kinds the worker defines today: one a member may turn off, one always sent. */
export const PREFERENCES: Preference[] = [
  {
    notification: 'user.requested',
    label: 'Someone asks to join the community',
    email: true,
    push: false,
    can_disable: true,
  },
  {
    notification: 'user.approved',
    label: 'Your membership is approved',
    email: true,
    push: false,
    can_disable: false,
  },
]

type Options = {
  me?: Me | null
  settings?: SiteSettings
  preferences?: Preference[]
  /** Answers a request first; return undefined to fall through to the default server. */
  answer?: (request: ApiRequest) => Response | undefined
}

const emptyPage = {
  data: [],
  meta: {
    pagination: { total: 0, count: 0, per_page: 5, current_page: 1, total_pages: 1 },
    unread: 0,
  },
}

/**
 * A small stand-in for the API a signed-in member talks to: "me" follows agreement and deletion,
 * saved preferences are answered back with their labels.
 */
const accountServer = ({
  me = meFixture(),
  settings = settingsFixture(),
  preferences = PREFERENCES,
  answer,
}: Options) => {
  let current = me
  return mockFetch((r) => {
    const custom = answer?.(r)
    if (custom) return custom
    if (r.path === '/api/me' && r.method === 'GET') return jsonResponse(200, { data: current })
    if (r.path === '/api/me' && r.method === 'DELETE') {
      current = null
      return jsonResponse(200, { data: null })
    }
    if (r.path === '/api/me/agree' && r.method === 'POST') {
      current = current && { ...current, needs_agreement: false }
      return jsonResponse(200, { data: { agreed: true } })
    }
    if (r.path === '/api/me/password' && r.method === 'PUT')
      return jsonResponse(200, { data: { changed: true } })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settings })
    // The home page's one request (tests/web/home covers what it shows).
    if (r.path === '/api/home')
      return jsonResponse(200, { data: { member_count: 0, events: [], threads: [], member: null } })
    if (r.path === '/api/heartbeat')
      return jsonResponse(200, { data: { time: 0, signed_in: current !== null } })
    if (r.path === '/api/notifications') return jsonResponse(200, emptyPage)
    if (r.path === `/api/user-notifications/${me?.id}` && r.method === 'GET')
      return jsonResponse(200, { data: preferences })
    if (r.path === '/api/user-notifications' && r.method === 'POST') {
      // The route's own schema: a body it would refuse fails the test here.
      const sent = saveNotificationPreferencesInput.parse(r.body).notifications
      const saved = preferences.map((p) => {
        const row = sent.find((s) => s.notification === p.notification)
        return row ? { ...p, email: row.email, push: row.push } : p
      })
      return jsonResponse(200, { data: saved })
    }
    return undefined
  })
}

/** The real route table (fresh modules, so an empty query cache) at `path`. */
export const renderApp = async (path: string, options: Options = {}) => {
  const { requests } = accountServer(options)
  const { routes } = await import('@/app/router')
  // The alert and modal host loads lazily at boot, long before a person could click anything;
  // loaded up front here so a test's first click does not outrun it.
  await import('@/app/overlays')
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return { router, requests, user: userEvent.setup() }
}

export const forgetWelcomeCookie = () => {
  document.cookie = 'welcome_message_seen=; path=/; max-age=0'
}

export const requestsTo = (requests: ApiRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path)

/** The header's own links (the visitor home page repeats some of them). */
export const header = async () => within(await screen.findByRole('banner'))
