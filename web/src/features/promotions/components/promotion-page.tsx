import { AspectRatio, Badge, Button, Group, Image, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { StatusBadge } from '@/components/admin/status-filter'
import { Page } from '@/components/layout/page'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RichText } from '@/components/rich-text'
import { ApiError } from '@/lib/api-errors'
import { formatDate, isoString, windowText } from '@/lib/dates'
import { PROMOTION_TYPE_LABELS } from '@/lib/promotion-labels'
import { safeImageSrc } from '@/lib/safe-url'
import { promotionQueryOptions, type PromotionDetail } from '../api/get-promotion'
import { ClaimButton } from './claim-button'

type Props = {
  slug: string
  /** Opens the editor; Edit shows only when the promotion says the reader may edit it. */
  onEdit?: (promotion: PromotionDetail) => void
  /** Likes and comments under the promotion, composed by the route. */
  renderEngagement?: (promotion: PromotionDetail) => ReactNode
}

/**
 * Spec 01 §2 single promotion (/promotions/{slug}): picture, title, company, type, its window,
 * the body and the claim button, then likes and comments. One that does not exist (or is not open
 * to the reader) is the "page not found" page.
 */
export function PromotionPage({ slug, onEdit, renderEngagement }: Props) {
  const promotion = useQuery(promotionQueryOptions(slug))

  if (promotion.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the promotion…" />
  if (promotion.isError) {
    const missing =
      promotion.error instanceof ApiError &&
      (promotion.error.status === 404 || promotion.error.status === 403)
    if (missing) return <NotFoundPage />
    return (
      <Page>
        <ErrorState
          message="The promotion could not be loaded."
          onRetry={() => void promotion.refetch()}
        />
      </Page>
    )
  }

  const p = promotion.data
  const img = safeImageSrc(p.img)
  return (
    <Page width="reading">
      <Stack gap="md" component="article">
        {img && (
          <AspectRatio ratio={p.tier === 'platinum' ? 1250 / 640 : 1250 / 320}>
            <Image src={img} alt="" radius="sm" fit="cover" />
          </AspectRatio>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PageTitle>{p.title}</PageTitle>
          {onEdit && p.can_edit && (
            <Button variant="light" onClick={() => onEdit(p)}>
              Edit
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap" mt={-8}>
          <Badge variant="light" tt="none">
            {PROMOTION_TYPE_LABELS[p.settings.promotion_type]}
          </Badge>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {PROMOTION_MESSAGES.providedBy} {p.settings.company_name}
          </Text>
          {p.status !== 'approved' && <StatusBadge status={p.status} />}
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={isoString(p.starts_at)}>{formatDate(p.starts_at)}</time> –{' '}
          <time dateTime={isoString(p.ends_at)}>{formatDate(p.ends_at)}</time> ·{' '}
          {windowText(p.starts_at, p.ends_at)}
        </Text>
        <div style={{ overflowWrap: 'anywhere' }}>
          <RichText doc={p.body} />
        </div>
        <Group>
          <ClaimButton promotion={p} slug={slug} />
        </Group>
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
