import type { QueryClient } from '@tanstack/react-query'
import { BOOT_DATA_ID } from '@worker/spa/spa.schemas'
import { meKeys, type getMe } from './session'
import { keepShellAnswers } from './shell-answers'
import { settingsKeys, type SiteSettings } from './site-settings'

/**
 * The answers the worker put into the HTML it served (worker/spa/spa-assets.ts): who is signed in
 * and the site settings, so the frame renders without waiting for `/api/me` and `/api/settings`,
 * and the first screen's own reads, which the API client answers from (shell-answers.ts).
 */
type BootData = {
  me?: Awaited<ReturnType<typeof getMe>>
  settings?: SiteSettings
  /** The first screen's API answers, by address (see shell-answers.ts). */
  answers?: Record<string, unknown>
}

/**
 * Reads the boot data once and seeds the query cache with it, as fresh as if just fetched. The
 * element is removed, so nothing reads a stale copy later. Absent (Vite's dev server, component
 * tests) or unreadable, the app simply asks the API as before.
 */
export const seedBootData = (queryClient: QueryClient, doc: Document = document) => {
  const element = doc.getElementById(BOOT_DATA_ID)
  if (!element) return
  element.remove()
  let data: BootData
  try {
    data = JSON.parse(element.textContent ?? '') as BootData
  } catch {
    return
  }
  if (data.me !== undefined) queryClient.setQueryData(meKeys.all, data.me)
  if (data.settings !== undefined) queryClient.setQueryData(settingsKeys.all, data.settings)
  if (data.answers) keepShellAnswers(data.answers)
}
