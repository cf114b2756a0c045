import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { Page } from '@/components/layout/page'
import { MemberName } from '@/components/member-name'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RichText } from '@/components/rich-text'
import { ApiError } from '@/lib/api-errors'
import { formatDate, isoString } from '@/lib/dates'
import { safeImageSrc } from '@/lib/safe-url'
import { resourceQueryOptions, type ResourceDetail } from '../api/get-resource'
import { DownloadsList } from './downloads-list'
import { ResourceCard } from './resource-card'

type Props = {
  slug: string
  /** Opens the editor; Edit shows only when the resource says the reader may edit it. */
  onEdit?: (resource: ResourceDetail) => void
  /** Likes and comments under the resource, composed by the route. */
  renderEngagement?: (resource: ResourceDetail) => ReactNode
}

function OpenResource({
  resource: r,
  onEdit,
  renderEngagement,
}: Omit<Props, 'slug'> & { resource: ResourceDetail }) {
  const img = safeImageSrc(r.img)
  return (
    <Page width="reading">
      <Stack gap="md" component="article">
        {img && <Image src={img} alt="" radius="sm" mah={420} fit="cover" />}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PageTitle>{r.title}</PageTitle>
          {onEdit && r.can_edit && (
            <Button variant="light" onClick={() => onEdit(r)}>
              Edit
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap" mt={-8}>
          <Text size="sm" c="dimmed">
            <time dateTime={isoString(r.created_at)}>{formatDate(r.created_at)}</time>
          </Text>
          {r.user && (
            <Text size="sm" c="dimmed">
              by{' '}
              <MemberName slug={r.user.slug} size="sm">
                {r.user.full_name}
              </MemberName>
            </Text>
          )}
        </Group>
        <div style={{ overflowWrap: 'anywhere' }}>
          <RichText doc={r.body} />
        </div>
        {r.categories.length > 0 && (
          <Group gap="xs">
            {r.categories.map((c) => (
              <Badge key={c.id} variant="light" tt="none">
                {c.name}
              </Badge>
            ))}
          </Group>
        )}
        <DownloadsList files={r.upload_files} />
        {renderEngagement?.(r)}
      </Stack>
    </Page>
  )
}

/**
 * Spec 01 §2 single resource (/resources/{slug}): banner, title, date, author, body, Downloads,
 * then likes and comments. One behind a group the reader is not in shows its card with "Request
 * to join this group"; a failed load says "Could not load resource." (spec 01 §8).
 */
export function ResourcePage({ slug, onEdit, renderEngagement }: Props) {
  const view = useQuery(resourceQueryOptions(slug))

  if (view.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the resource…" />
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <NotFoundPage />
    return (
      <Page>
        <ErrorState
          message={POST_MESSAGES.couldNotLoadResource}
          onRetry={() => void view.refetch()}
        />
      </Page>
    )
  }
  if (!view.data.open) {
    const preview = view.data.preview
    return (
      <Page width="reading">
        <PageTitle>{preview.title}</PageTitle>
        <ResourceCard resource={preview} linked={false} />
      </Page>
    )
  }
  return (
    <OpenResource
      resource={view.data.resource}
      onEdit={onEdit}
      renderEngagement={renderEngagement}
    />
  )
}
