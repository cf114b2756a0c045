import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { SEARCH_TOTAL_CAP } from '@worker/forum/forum-search.schemas'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { RelativeTime } from '@/components/relative-time'
import { forumSearchOptions, type ForumSearchPage } from '../api/search-forum'
import { ForumUserBadge } from './forum-user-badge'
import { SearchSnippet } from './search-snippet'

type Result = ForumSearchPage['data'][number]

/** "1 result", "999 results", "1,000 results"; "1,000+ results" once the server stopped counting. */
const countLabel = (total: number, isCapped: boolean) =>
  isCapped
    ? `${SEARCH_TOTAL_CAP.toLocaleString('en-GB')}+ results`
    : total === 1
      ? '1 result'
      : `${total.toLocaleString('en-GB')} results`

function ResultCard({ result }: { result: Result }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={result.thread.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>
            {result.type === 'reply' && 'Reply in '}
            <Anchor
              component={Link}
              to={`/forum/${result.thread.category.slug}/${result.thread.slug}`}
            >
              {result.thread.title}
            </Anchor>
          </Text>
          <Badge variant="light" color="gray">
            {result.thread.category.name}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <SearchSnippet snippet={result.snippet} />
        </Text>
        {result.tags.length > 0 && (
          <Group gap={6}>
            {result.tags.map((tag) => (
              <Badge key={tag} variant="outline" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <ForumUserBadge
          user={result.user}
          size="sm"
          meta={<RelativeTime value={result.created_at} />}
        />
      </Stack>
    </Card>
  )
}

/**
 * The results of `q`, most relevant first (the server's order): a page, then "Load more" adds the
 * next (as the forum's other lists grow) up to the 1,000 the server lists, so the address keeps
 * only q (spec 01 §2) and what was read stays in place.
 */
export function SearchResults({ q }: { q: string }) {
  const results = useInfiniteQuery(forumSearchOptions(q))
  if (results.isPending) return <LoadingState label="Searching…" />
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
      {rows.map((result) => (
        <ResultCard key={`${result.type}-${result.id}`} result={result} />
      ))}
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
