import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

// The site settings reader, shared by the shell and every feature that depends on a setting.

export const settingsKeys = { all: ['settings'] as const }

export const getSettings = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const response = await api.settings.$get({}, { init: { signal } })
  return (await response.json()).data
}

export type SiteSettings = Awaited<ReturnType<typeof getSettings>>

/** Public site settings (GET /api/settings); they change rarely, so they stay fresh for 5 minutes. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings, staleTime: 5 * 60_000 })

export const useSettings = () => useQuery(settingsQueryOptions())
