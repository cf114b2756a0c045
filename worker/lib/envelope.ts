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
