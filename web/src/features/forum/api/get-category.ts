import { queryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

/**
 * GET /api/forum/categories/{slug}: one category for its page. A missing or unreadable category
 * answers 404, which the page shows itself, so no alert.
 */
export const forumCategoryOptions = (slug: string) =>
  queryOptions({
    queryKey: forumKeys.category(slug),
    queryFn: async ({ signal }) => {
      const response = await api.forum.categories[':id'].$get(
        { param: { id: slug } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
