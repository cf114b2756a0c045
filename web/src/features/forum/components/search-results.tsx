import { Button, Group, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { SEARCH_TOTAL_CAP } from '@worker/forum/forum-search-terms.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { forumSearchOptions, type ForumSearchPage } from '../api/search-forum'
import { SearchSnippet } from './search-snippet'
import { ThreadRow, ThreadRows, type ThreadRowData } from './thread-row'

type Result = ForumSearchPage['data'][number]

/** "1 result", "999 results", "1,000 results"; "1,000+ results" once the server stopped counting. */
const countLabel = (total: number, isCapped: boolean) =>
  isCapped
    ? `${SEARCH_TOTAL_CAP.toLocaleString('en-GB')}+ results`
    : total === 1
      ? '1 result'
      : `${total.toLocaleString('en-GB')} results`

/** A hit as a thread row: the thread's title (a reply's says "Reply in"), the match in context. */
const resultRowOf = (result: Result): ThreadRowData => ({
  href: result.thread.url,
  title: result.thread.title,
  titlePrefix: result.type === 'reply' ? 'Reply in' : undefined,
  excerpt: <SearchSnippet snippet={result.snippet} />,
  categoryName: result.thread.category.name,
  tags: result.tags,
  author: result.user,
  time: { at: result.created_at, label: 'Posted' },
})

/**
 * The results of `q`, most relevant first (the server's order): a page, then "Load more" adds the
 * next (as the forum's other lists grow) up to the 1,000 the server lists, so the address keeps
 * only q (spec 01 §2) and what was read stays in place.
 */
export function SearchResults({ q }: { q: string }) {
  const results = useInfiniteQuery(forumSearchOptions(q))
  if (results.isPending) return <ListLoading label="Searching…" />
  // A failed "Load more" keeps the pages already shown (below); only a failed first page replaces them.
  if (results.isError && !results.isFetchNextPageError)
    return (
      <ErrorState
        message="The search could not be completed."
        onRetry={() => void results.refetch()}
      />
    )

  // A post can shift to the next page when a new one matches meanwhile: show it once.
  const seen = new Set<string>()
  const rows = results.data.pages
    .flatMap((p) => p.data)
    .filter((r) => !seen.has(`${r.type}-${r.id}`) && seen.add(`${r.type}-${r.id}`))
  if (rows.length === 0) return <EmptyState>No results found</EmptyState>
  const pagination = results.data.pages[0]?.meta.pagination
  const total = pagination?.total ?? rows.length
  const isCapped = pagination?.total_is_capped ?? false
  const label = countLabel(total, isCapped)
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rows.length < total || isCapped
          ? `Showing ${rows.length.toLocaleString('en-GB')} of ${label}`
          : label}
      </Text>
      <ThreadRows>
        {rows.map((result) => (
          <ThreadRow key={`${result.type}-${result.id}`} row={resultRowOf(result)} />
        ))}
      </ThreadRows>
      {results.isFetchNextPageError ? (
        <ErrorState
          message="More results could not be loaded."
          onRetry={() => void results.fetchNextPage()}
        />
      ) : (
        results.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => void results.fetchNextPage()}
              loading={results.isFetchingNextPage}
            >
              Load more
            </Button>
          </Group>
        )
      )}
    </Stack>
  )
}
