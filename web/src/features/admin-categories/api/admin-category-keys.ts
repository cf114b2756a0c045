import { categoryKeys } from '@/lib/event-keys'

/**
 * Query keys of the admin category tree. The groups sit under ['categories'], so a write here
 * also refreshes every editor's category picker (one invalidation of categoryKeys.all).
 */
export const adminCategoryKeys = {
  all: categoryKeys.all,
  groups: [...categoryKeys.all, 'types'] as const,
}
