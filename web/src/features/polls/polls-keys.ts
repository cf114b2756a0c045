/**
 * Query keys of polls and surveys (member screens). A vote answers with the poll, which is written
 * into every cached copy (polls-cache.ts) rather than refetched.
 */
export const pollsKeys = {
  all: ['polls'] as const,
  lists: ['polls', 'list'] as const,
  list: (params: Record<string, unknown>) => ['polls', 'list', params] as const,
  details: ['polls', 'detail'] as const,
  detail: (id: number) => ['polls', 'detail', id] as const,
}

export const surveysKeys = {
  all: ['surveys'] as const,
  lists: ['surveys', 'list'] as const,
  list: (params: Record<string, unknown>) => ['surveys', 'list', params] as const,
  details: ['surveys', 'detail'] as const,
  detail: (id: number) => ['surveys', 'detail', id] as const,
}

/** Spec 01 §9: polls and surveys show 9, and each "Load more" adds 3. */
export const FIRST_PAGE_SIZE = 9
export const MORE_PAGE_SIZE = 3

export type PageParam = { page: number; perPage: number }

type Paged = { data: unknown[]; meta: { pagination: { total: number } } }

/**
 * After a first page of 9, pages of 3 continue at offset 9: page n of size 3 starts at
 * (n - 1) × 3, so the next page is loaded / 3 + 1 and nothing shows twice.
 */
export const nextPage = (last: Paged, pages: Paged[]): PageParam | undefined => {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0)
  if (last.data.length === 0 || loaded >= last.meta.pagination.total) return undefined
  return { page: Math.floor(loaded / MORE_PAGE_SIZE) + 1, perPage: MORE_PAGE_SIZE }
}
