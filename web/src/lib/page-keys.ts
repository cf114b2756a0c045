/**
 * Query keys for pages and the FAQ questions. They live here, not in a feature, because the public
 * screens (features/pages) read pages and the admin editor (admin-pages) refreshes them.
 */
export const pageKeys = {
  all: ['pages'] as const,
  lists: ['pages', 'list'] as const,
  list: (params: Record<string, unknown>) => ['pages', 'list', params] as const,
  detail: (idOrSlug: string | number) => ['pages', 'detail', String(idOrSlug)] as const,
  questions: (params: Record<string, unknown>) => ['faq-questions', params] as const,
  allQuestions: ['faq-questions'] as const,
}

type Invalidator = {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<unknown>
}

/** After a page is saved or deleted: every pages list and page. */
export const invalidatePages = (queryClient: Invalidator) =>
  queryClient.invalidateQueries({ queryKey: pageKeys.all })
