/**
 * Query keys for news, resources and promotions. They live here, not in a feature, because the member screens
 * (features/news, features/resources) read them and the editors (admin-news, admin-resources)
 * refresh them after a save: every key starts with 'news' or 'resources'.
 */
const keysOf = <Root extends string>(root: Root) => ({
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (params: Record<string, unknown>) => [root, 'list', params] as const,
  details: [root, 'detail'] as const,
  detail: (idOrSlug: string | number) => [root, 'detail', String(idOrSlug)] as const,
})

export const newsKeys = keysOf('news')
export const resourceKeys = keysOf('resources')
export const promotionKeys = keysOf('promotions')

type Invalidator = {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<unknown>
}

/** After a news post is saved or deleted: every news list and page (member and admin). */
export const invalidateNews = (queryClient: Invalidator) =>
  queryClient.invalidateQueries({ queryKey: newsKeys.all })

/** After a resource is saved or deleted: every resources list and page (member and admin). */
export const invalidateResources = (queryClient: Invalidator) =>
  queryClient.invalidateQueries({ queryKey: resourceKeys.all })

/** After a promotion is saved, claimed or deleted: every promotions list and page. */
export const invalidatePromotions = (queryClient: Invalidator) =>
  queryClient.invalidateQueries({ queryKey: promotionKeys.all })

/** The paging every news and resources list shares: 12, then "Load more" adds 12 (spec 01 §9). */
export const POSTS_PAGE_SIZE = 12

type Paged = { meta: { pagination: { current_page: number; total_pages: number } } }

/** The next page of a list of posts, or undefined after the last. */
export const nextPostsPage = (last: Paged) =>
  last.meta.pagination.current_page < last.meta.pagination.total_pages
    ? last.meta.pagination.current_page + 1
    : undefined
