import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

// The session: who is signed in. Screens read it through useMe(); whatever changes who is signed
// in (sign-in, sign-out, account deletion, an expired session) updates or invalidates meKeys.all.

export const meKeys = { all: ['me'] as const }

/** The signed-in user with their permission keys, or null for a visitor (GET /api/me). */
export const getMe = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const response = await api.me.$get({}, { init: { signal } })
  return (await response.json()).data
}

export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>

export const meQueryOptions = () =>
  queryOptions({ queryKey: meKeys.all, queryFn: getMe, staleTime: 60_000 })

export const useMe = () => useQuery(meQueryOptions())
