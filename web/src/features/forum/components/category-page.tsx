import { Anchor, Breadcrumbs, Button, Group, Image, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-errors'
import { safeImageSrc } from '@/lib/safe-url'
import { forumCategoryOptions } from '../api/get-category'
import type { ForumViewer } from '../lib/forum-viewer'
import { GatedCategoryNotice } from './gated-category-notice'
import { ThreadEditor } from './thread-editor'
import { ThreadList } from './thread-list'
import { Page } from '@/components/layout/page'

/**
 * /forum/{category slug} (spec 01 §2): the category's threads, sticky first, 9 then 3 more per
 * "Load more", and "New thread" for signed-in members who may write here.
 */
export function CategoryPage({ slug, viewer }: { slug: string; viewer: ForumViewer }) {
  const category = useQuery(forumCategoryOptions(slug))
  const [writing, setWriting] = useState(false)

  if (category.isPending) return <PageSkeleton label="Loading the category…" />
  if (category.isError)
    return category.error instanceof ApiError && category.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <Page>
        <ErrorState
          message="This category could not be loaded."
          onRetry={() => void category.refetch()}
        />
      </Page>
    )

  const { data } = category
  const img = safeImageSrc(data.img)
  const canWrite = viewer !== null && data.can_access
  return (
    <Page>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/forum" size="sm">
          Forum
        </Anchor>
        <Text size="sm">{data.name}</Text>
      </Breadcrumbs>
      {img && <Image src={img} alt="" h={160} fit="cover" radius="md" mb="md" />}
      <Group justify="space-between" align="flex-start" mb="sm">
        <PageTitle>{data.name}</PageTitle>
        {canWrite && <Button onClick={() => setWriting(true)}>New thread</Button>}
      </Group>
      {!data.can_access && data.group ? (
        <GatedCategoryNotice category={{ ...data, group: data.group }} viewer={viewer} />
      ) : (
        <ThreadList
          filters={{ categoryId: data.id }}
          empty={canWrite ? 'No threads yet. Start the first one!' : 'No threads yet.'}
        />
      )}
      {writing && viewer && (
        <ThreadEditor
          category={{ id: data.id, name: data.name }}
          permissions={{
            canPost: canWrite,
            canCreatePrivate: viewer.canCreatePrivate,
            canStick: viewer.canManage,
          }}
          onClose={() => setWriting(false)}
        />
      )}
    </Page>
  )
}
