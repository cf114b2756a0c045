/**
 * Query keys for news and resources. They live here, not in a feature, because the readers'
 * screens (features news, resources) and their editors (admin-news, admin-resources) share them:
 * a save invalidates the lists and the page it changed.
 */
export const newsKeys = {
  all: ['news'] as const,
  lists: ['news', 'list'] as const,
  list: (params: Record<string, unknown>) => ['news', 'list', params] as const,
  details: ['news', 'detail'] as const,
  detail: (idOrSlug: string | number) => ['news', 'detail', String(idOrSlug)] as const,
}

export const resourceKeys = {
  all: ['resources'] as const,
  lists: ['resources', 'list'] as const,
  list: (params: Record<string, unknown>) => ['resources', 'list', params] as const,
  details: ['resources', 'detail'] as const,
  detail: (idOrSlug: string | number) => ['resources', 'detail', String(idOrSlug)] as const,
}

/** The paging every news and resources list shares: 12, then "Load more" adds 12 (spec 01 §9). */
export const POSTS_PAGE_SIZE = 12

type Paged = { meta: { pagination: { current_page: number; total_pages: number } } }

/** The next page of a list of posts, or undefined after the last. */
export const nextPostsPage = (last: Paged) =>
  last.meta.pagination.current_page < last.meta.pagination.total_pages
    ? last.meta.pagination.current_page + 1
    : undefined
