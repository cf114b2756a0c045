/**
 * Query keys of the admin Groups screen; every key starts with 'groups', so one invalidation after
 * a write refreshes the list, the open group and its member manager.
 */
export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (query: Record<string, string | undefined>) => ['groups', 'list', query] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  users: (groupId: number, filters: { page: number; search: string }) =>
    ['groups', 'users', groupId, filters] as const,
  requests: (groupId: number) => ['groups', 'requests', groupId] as const,
}
