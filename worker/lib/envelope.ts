/** The response shapes of the API contract: {data} for one item, {data, meta.pagination} for a page. */
export type Pagination = {
  total: number
  count: number
  per_page: number
  current_page: number
  total_pages: number
}

export type Item<T> = { data: T }
export type Page<T> = { data: T[]; meta: { pagination: Pagination } }

export const item = <T>(data: T): Item<T> => ({ data })

export const page = <T>(
  rows: T[],
  total: number,
  paging: { page: number; perPage: number },
): Page<T> => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: paging.perPage,
      current_page: paging.page,
      total_pages: Math.max(1, Math.ceil(total / paging.perPage)),
    },
  },
})

/**
 * A page of a list counted only up to a cap (forum search): `total` stops at the cap and
 * `total_is_capped` says whether more matched, so a client can say "1,000+".
 */
export const cappedPage = <T>(
  rows: T[],
  count: { total: number; isCapped: boolean },
  paging: { page: number; perPage: number },
) => {
  const { data, meta } = page(rows, count.total, paging)
  return { data, meta: { pagination: { ...meta.pagination, total_is_capped: count.isCapped } } }
}
