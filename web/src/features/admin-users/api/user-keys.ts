/** Query keys of the admin users screen, all under 'admin-users' so one invalidation refreshes all. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: Record<string, string | undefined>) => ['admin-users', 'list', query] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
  roleOptions: ['admin-users', 'role-options'] as const,
}
