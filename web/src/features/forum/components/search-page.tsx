import { Anchor, Badge, Breadcrumbs, Card, Container, Group, Pill, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { formatSearchTerms, parseSearchTerms, type ForumSearchTerms } from '../../../../../worker/forum/forum.schemas'
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states'
import { PageTitle } from '../../../components/page-title'
import { SearchInput } from '../../../components/search-input'
import { isoString, relativeTime } from '../../../lib/dates'
import { forumSearchOptions } from '../api/search-forum'
import { ForumUserBadge } from './forum-user-badge'
import { SearchSnippet } from './search-snippet'

/** A by: or tagged: term as a chip; its remove button is a real, focusable button. */
function TermChip({ term, onRemove }: { term: string; onRemove: () => void }) {
  return (
    <Pill
      size="md"
      withRemoveButton
      onRemove={onRemove}
      removeButtonProps={{ 'aria-label': `Remove ${term}`, 'aria-hidden': false, tabIndex: 0 }}
    >
      {term}
    </Pill>
  )
}

/**
 * /forum/search?q= (spec 01 §2): the query lives in the address; by:{slug} and tagged:{tag} show
 * as removable chips; each result links to its thread's page with the matches highlighted.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const terms = parseSearchTerms(q)
  const results = useQuery(forumSearchOptions(q))
  const searchFor = (next: string) => setParams(next ? { q: next } : {}, { replace: true })
  const without = (change: Partial<ForumSearchTerms>) => searchFor(formatSearchTerms({ ...terms, ...change }))

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/forum" size="sm">
          Forum
        </Anchor>
        <Text size="sm">Search</Text>
      </Breadcrumbs>
      <PageTitle>Search the forum</PageTitle>
      <Stack gap="sm" mb="md">
        <SearchInput
          value={q}
          onSearch={searchFor}
          aria-label="Search the forum"
          placeholder="Words, by:member-slug, tagged:tag"
          w={{ base: '100%', sm: 420 }}
        />
        {(terms.by || terms.tagged.length > 0) && (
          <Group gap="xs" role="group" aria-label="Search terms">
            {terms.by && (
              <TermChip term={`by:${terms.by}`} onRemove={() => without({ by: null })} />
            )}
            {terms.tagged.map((tag) => (
              <TermChip key={tag} term={`tagged:${tag}`} onRemove={() => without({ tagged: terms.tagged.filter((t) => t !== tag) })} />
            ))}
          </Group>
        )}
      </Stack>
      {!q ? (
        <EmptyState>Type something to search for</EmptyState>
      ) : results.isPending ? (
        <LoadingState label="Searching…" />
      ) : results.isError ? (
        <ErrorState message="The search could not be completed." onRetry={() => void results.refetch()} />
      ) : results.data.data.length === 0 ? (
        <EmptyState>No results found</EmptyState>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {results.data.meta.pagination.total === 1 ? '1 result' : `${results.data.meta.pagination.total} results`}
          </Text>
          {results.data.data.map((result) => (
            <Card key={`${result.type}-${result.id}`} withBorder padding="md" component="article" aria-label={result.thread.title}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700}>
                    {result.type === 'reply' && 'Reply in '}
                    <Anchor component={Link} to={`/forum/${result.thread.category.slug}/${result.thread.slug}`}>
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
                  meta={<time dateTime={isoString(result.created_at)}>{relativeTime(result.created_at)}</time>}
                />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  )
}
