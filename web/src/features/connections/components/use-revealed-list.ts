import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query'
import { useState } from 'react'

type Paged<T> = { data: T[]; meta: { pagination: { total: number } } }

/**
 * Spec 01 §9: a list fetched in large pages (100 or 999) but shown a few at a time: `first`
 * rows, then `step` more per "Show more". When the rows loaded run out and the server has more,
 * the next page is fetched; if that fails, `moreFailed` says so (the page keeps what it shows).
 */
export function useRevealedList<T>(
  list: UseInfiniteQueryResult<InfiniteData<Paged<T>>>,
  first: number,
  step: number,
) {
  const [shown, setShown] = useState(first)
  const rows = list.data?.pages.flatMap((page) => page.data) ?? []
  const total = list.data?.pages.at(-1)?.meta.pagination.total ?? rows.length
  const hasMore = shown < rows.length || list.hasNextPage

  const showMore = async () => {
    const wanted = shown + step
    if (wanted > rows.length && list.hasNextPage) {
      const next = await list.fetchNextPage()
      if (next.isError) return
    }
    setShown(wanted)
  }

  return {
    rows: rows.slice(0, shown),
    total,
    hasMore,
    showMore,
    loadingMore: list.isFetchingNextPage,
    moreFailed: list.isFetchNextPageError,
  }
}
