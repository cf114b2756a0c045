import { Anchor, Breadcrumbs, Group, Pill, Stack, Text } from '@mantine/core'
import { Link, useSearchParams } from 'react-router'
import {
  formatSearchTerms,
  parseSearchTerms,
  type ForumSearchTerms,
} from '@worker/forum/forum-search-terms.schemas'
import { EmptyState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { SearchInput } from '@/components/search-input'
import { SearchResults } from './search-results'
import { Page } from '@/components/layout/page'

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
 * as removable chips; each result links to its thread's page with the matches highlighted, and
 * "Load more" pages through the rest.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const terms = parseSearchTerms(q)
  const searchFor = (next: string) => setParams(next ? { q: next } : {}, { replace: true })
  const without = (change: Partial<ForumSearchTerms>) =>
    searchFor(formatSearchTerms({ ...terms, ...change }))

  return (
    <Page>
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
              <TermChip
                key={tag}
                term={`tagged:${tag}`}
                onRemove={() => without({ tagged: terms.tagged.filter((t) => t !== tag) })}
              />
            ))}
          </Group>
        )}
      </Stack>
      {q ? <SearchResults q={q} /> : <EmptyState>Type something to search for</EmptyState>}
    </Page>
  )
}
