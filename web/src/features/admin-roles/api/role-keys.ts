/** Query keys of the roles screen; every key starts with 'roles', so one invalidation refreshes all. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: ['roles', 'list'] as const,
  list: (query: Record<string, string>) => ['roles', 'list', query] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
  catalogue: ['roles', 'permission-catalogue'] as const,
}
