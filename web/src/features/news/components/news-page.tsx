import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Page } from '@/components/layout/page'
import { MemberName } from '@/components/member-name'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RichText } from '@/components/rich-text'
import { ApiError } from '@/lib/api-errors'
import { formatDate, isoString } from '@/lib/dates'
import { safeImageSrc } from '@/lib/safe-url'
import { newsQueryOptions, type NewsDetail } from '../api/get-news'
import { PostStatusBadge } from './post-status-badge'

type Props = {
  slug: string
  /** Opens the editor; Edit shows only when the post says the reader may edit it. */
  onEdit?: (post: NewsDetail) => void
  /** Likes and comments under the post, composed by the route. */
  renderEngagement?: (post: NewsDetail) => ReactNode
}

/**
 * Spec 01 §2 single news post (/news/{slug}): picture, title, date, author, the body, its
 * categories, then likes and comments. A post that does not exist (or is not open to the reader)
 * is the "page not found" page.
 */
export function NewsPage({ slug, onEdit, renderEngagement }: Props) {
  const post = useQuery(newsQueryOptions(slug))

  if (post.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the post…" />
  if (post.isError) {
    const missing =
      post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 403)
    if (missing) return <NotFoundPage />
    return (
      <Page>
        <ErrorState message="The post could not be loaded." onRetry={() => void post.refetch()} />
      </Page>
    )
  }

  const p = post.data
  const img = safeImageSrc(p.img)
  return (
    <Page width="reading">
      <Stack gap="md" component="article">
        {img && <Image src={img} alt="" radius="sm" mah={420} fit="cover" />}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PageTitle>{p.title}</PageTitle>
          {onEdit && p.can_edit && (
            <Button variant="light" onClick={() => onEdit(p)}>
              Edit
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap" mt={-8}>
          <Text size="sm" c="dimmed">
            <time dateTime={isoString(p.created_at)}>{formatDate(p.created_at)}</time>
          </Text>
          {p.user && (
            <Text size="sm" c="dimmed">
              by{' '}
              <MemberName slug={p.user.slug} size="sm">
                {p.user.full_name}
              </MemberName>
            </Text>
          )}
          <PostStatusBadge status={p.status} />
        </Group>
        <div style={{ overflowWrap: 'anywhere' }}>
          <RichText doc={p.body} />
        </div>
        {p.categories.length > 0 && (
          <Group gap="xs">
            {p.categories.map((c) => (
              <Badge key={c.id} variant="light" tt="none">
                {c.name}
              </Badge>
            ))}
          </Group>
        )}
        {renderEngagement?.(p)}
      </Stack>
    </Page>
  )
}
