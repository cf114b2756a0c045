import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { JOINED_GROUP, REQUEST_SENT } from '@worker/groups/group-messages.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { signInPathFor } from '@/lib/api-client'
import { forumCategoriesOptions } from '../api/list-categories'
import { useRequestToJoin } from '../api/request-to-join'
import type { ForumViewer } from '../lib/forum-viewer'
import { CategoryCard } from './category-card'
import { Page } from '@/components/layout/page'

/**
 * /forum (spec 01 §2): the category cards, a search box and, for members, their private threads.
 * Asking to join a private group thanks the member in a modal; a public group is joined at once.
 */
export function ForumIndexPage({ viewer }: { viewer: ForumViewer }) {
  const categories = useQuery(forumCategoriesOptions())
  const join = useRequestToJoin()
  const location = useLocation()
  const navigate = useNavigate()
  const [requested, setRequested] = useState<ReadonlySet<number>>(new Set())
  const [thanks, setThanks] = useState(false)
  const [search, setSearch] = useState('')

  const request = async (groupId: number) => {
    if (!viewer) return
    const result = await join.mutateAsync({ group_id: groupId, user_id: viewer.id })
    if (result.status === 'joined') {
      notifications.show({ color: 'green', message: JOINED_GROUP })
      return
    }
    setRequested((current) => new Set(current).add(groupId))
    notifications.show({ color: 'green', message: REQUEST_SENT })
    setThanks(true)
  }

  return (
    <Page>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Forum</PageTitle>
        {viewer && (
          <Button variant="default" component={Link} to="/forum/private">
            Private threads
          </Button>
        )}
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          if (search.trim()) void navigate(`/forum/search?q=${encodeURIComponent(search.trim())}`)
        }}
      >
        <Group gap="xs" mb="md">
          <TextInput
            type="search"
            aria-label="Search the forum"
            placeholder="Search the forum"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 320 }}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
      </form>
      {categories.isPending ? (
        <ListLoading label="Loading the forum…" />
      ) : categories.isError ? (
        <ErrorState
          message="The forum could not be loaded."
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState>No categories yet</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {categories.data.map((category) => {
            const groupId = category.group_id
            return (
              <CategoryCard
                key={category.id}
                category={category}
                requested={category.userRequested || (groupId !== null && requested.has(groupId))}
                requesting={join.isPending && join.variables.group_id === groupId}
                onRequest={
                  viewer && groupId !== null
                    ? () => void request(groupId).catch(() => undefined)
                    : undefined
                }
                signInPath={signInPathFor(location)}
              />
            )
          })}
        </SimpleGrid>
      )}
      {/* Spec 01 §5: closed by Close or its × only, not Escape or a click beside it. */}
      <Modal
        opened={thanks}
        onClose={() => setThanks(false)}
        title="Thanks for Requesting to Join"
        centered
        closeOnEscape={false}
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Text size="sm">An admin will review your request soon.</Text>
          <Group justify="flex-end">
            <Button onClick={() => setThanks(false)}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  )
}
