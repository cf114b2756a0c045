import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { Page } from '@/components/layout/page'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { resourcesListOptions, type ResourceItem } from '../api/list-resources'
import { ResourceCard } from './resource-card'

type Props = {
  /** "Add a resource", supplied by the route with the editor. */
  actions?: ReactNode
  onEdit?: (resource: ResourceItem) => void
}

function ResourcesGrid({ onEdit }: Pick<Props, 'onEdit'>) {
  const list = useInfiniteQuery(resourcesListOptions())

  if (list.isPending) return <ListLoading label="Loading resources…" />
  if (list.isError)
    return (
      <ErrorState
        message="The resources could not be loaded."
        onRetry={() => void list.refetch()}
      />
    )

  const seen = new Set<number>()
  const resources = list.data.pages
    .flatMap((p) => p.data)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
  if (resources.length === 0) return <EmptyState>{POST_MESSAGES.noResources}</EmptyState>

  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {resources.map((r) => (
          <ResourceCard key={r.id} resource={r} onEdit={onEdit} />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/** /resources (spec 01 §2): 12 resource cards, "Load more" adds 12. */
export function ResourcesScreen({ actions, onEdit }: Props) {
  return (
    <Page>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>Resources</PageTitle>
        {actions}
      </Group>
      <ResourcesGrid onEdit={onEdit} />
    </Page>
  )
}
