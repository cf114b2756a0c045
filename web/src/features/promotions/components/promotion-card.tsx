import { Anchor, AspectRatio, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { PromotionTierKey } from '@worker/posts/promotions.schemas'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { StatusBadge } from '@/components/admin/status-filter'
import { CoverImage } from '@/components/placeholder-art'
import { formatDate, isoString, windowText } from '@/lib/dates'
import { capExcerpt } from '@/lib/excerpt'
import { promotionPath } from '@/lib/post-paths'
import { PROMOTION_TIER_LABELS, PROMOTION_TYPE_LABELS } from '@/lib/promotion-labels'
import type { PromotionItem } from '../api/list-promotions'
import classes from './promotion-card.module.css'

type Props = {
  promotion: PromotionItem
  /** My promotions: the status of each (others only ever see approved ones). */
  showStatus?: boolean
  /** Shows Edit (the promotion's can_edit); the caller opens the editor. */
  onEdit?: (promotion: PromotionItem) => void
}

/** Spec 02 §5: a platinum picture is 1250 × 640, a gold one a 1250 × 320 banner. */
const RATIOS: Record<PromotionTierKey, number> = {
  platinum: 1250 / 640,
  gold: 1250 / 320,
  silver: 1250 / 320,
  bronze: 1250 / 320,
}

/**
 * Spec 01 §2 promotion card: its type, title, "Provided by" the company, excerpt and "View
 * Details". Only an approved promotion has a page to link to (M01-PROMO-04). A platinum card shows
 * the larger picture and a gold one its banner.
 */
export function PromotionCard({ promotion: p, showStatus = false, onEdit }: Props) {
  const href = p.status === 'approved' ? promotionPath(p.slug) : null
  const excerpt = capExcerpt(p.excerpt)
  return (
    <Card
      withBorder
      padding="md"
      className={classes.card}
      data-tier={p.tier}
      component="article"
      aria-label={p.title}
    >
      <Card.Section mb="sm">
        <AspectRatio ratio={RATIOS[p.tier]}>
          <CoverImage src={p.img} seed={p.id} h="100%" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap={6}>
            <Badge variant="light" tt="none">
              {PROMOTION_TYPE_LABELS[p.settings.promotion_type]}
            </Badge>
            {p.tier === 'platinum' && (
              <Badge variant="outline" color="gray" tt="none">
                {PROMOTION_TIER_LABELS.platinum}
              </Badge>
            )}
          </Group>
          {showStatus && <StatusBadge status={p.status} />}
        </Group>
        <Text fw={700} size="lg" lh={1.3} className={classes.wrap}>
          {href ? (
            <Anchor component={Link} to={href} c="inherit" underline="hover">
              {p.title}
            </Anchor>
          ) : (
            p.title
          )}
        </Text>
        <Text size="sm" c="dimmed" className={classes.wrap}>
          {PROMOTION_MESSAGES.providedBy} {p.settings.company_name}
        </Text>
        {excerpt && (
          <Text size="sm" className={classes.wrap} data-testid="excerpt">
            {excerpt}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {p.claimed_at ? (
            <>
              Claimed <time dateTime={isoString(p.claimed_at)}>{formatDate(p.claimed_at)}</time>
            </>
          ) : (
            windowText(p.starts_at, p.ends_at)
          )}
        </Text>
        <Group gap="sm" mt="auto" justify="space-between" wrap="wrap">
          {href ? (
            <Anchor
              component={Link}
              to={href}
              size="sm"
              fw={600}
              aria-label={`${PROMOTION_MESSAGES.viewDetails}: ${p.title}`}
            >
              {PROMOTION_MESSAGES.viewDetails}
            </Anchor>
          ) : (
            <span />
          )}
          {onEdit && p.can_edit && (
            <Button size="xs" variant="light" onClick={() => onEdit(p)}>
              Edit
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
