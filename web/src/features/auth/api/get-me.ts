import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

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
