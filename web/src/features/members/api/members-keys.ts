import type { MemberFilters } from '../lib/members-params'

/** Query keys of the members feature. */
export const memberKeys = {
  all: ['members'] as const,
  directory: (filters: MemberFilters) => [...memberKeys.all, 'directory', filters] as const,
  profile: (slug: string) => [...memberKeys.all, 'profile', slug] as const,
  places: (q: string) => ['places', q] as const,
  record: (id: number) => ['users', id] as const,
}
