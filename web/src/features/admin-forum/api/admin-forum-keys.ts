/**
 * Query keys of the admin Forum screen. Its categories sit under ['forum'], so a write here also
 * refreshes whatever member-side forum screen shares the cache (one invalidation of ['forum']).
 */
export const adminForumKeys = {
  forum: ['forum'] as const,
  categories: ['forum', 'admin-categories'] as const,
  groups: ['admin-forum', 'groups'] as const,
}
