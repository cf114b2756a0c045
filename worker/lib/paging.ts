import { z } from 'zod'

/** Largest page a client may ask for: the spec's lookups use page_size 999. */
export const MAX_PER_PAGE = 1000

/**
 * `page` and `per_page` (with `page_size` accepted as the same) for any list query.
 * Extend it with the list's own filters: `pagingQuery(20).extend({ read: ... })`.
 */
export const pagingQuery = (defaultPerPage: number) =>
  z
    .object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
      page_size: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
    })
    .transform(({ page, per_page, page_size, ...rest }) => {
      const perPage = per_page ?? page_size ?? defaultPerPage
      return { ...rest, page, perPage, offset: (page - 1) * perPage }
    })

export type Paging = { page: number; perPage: number; offset: number }
