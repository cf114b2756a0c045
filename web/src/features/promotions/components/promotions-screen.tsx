import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Page } from '@/components/layout/page'
import { PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import type { PromotionItem } from '../api/list-promotions'
import { PromotionsGrid } from './promotions-grid'

type Props = {
  /** "New promotion", supplied by the route with the editor. */
  actions?: ReactNode
  onEdit?: (promotion: PromotionItem) => void
}

/** /promotions (spec 01 §2): the promotions running now, newest first. */
export function PromotionsScreen({ actions, onEdit }: Props) {
  return (
    <Page>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>Promotions</PageTitle>
        {actions}
      </Group>
      <PromotionsGrid filters={{ scope: 'public' }} onEdit={onEdit} />
    </Page>
  )
}

/** /claimed-promotions (spec 01 §2): the promotions the reader has claimed, newest claim first. */
export function ClaimedPromotionsScreen() {
  return (
    <Page>
      <PageTitle>Claimed promotions</PageTitle>
      <PromotionsGrid filters={{ scope: 'claimed' }} />
    </Page>
  )
}

/**
 * /my-promotions (spec 01 §2): the member's own promotions in every status; only the approved
 * ones link to their page (M01-PROMO-04).
 */
export function MyPromotionsScreen({ actions, onEdit }: Props) {
  const me = useMe()
  // The member guard has loaded the member before this screen opens.
  if (!me.data) return <PageSkeleton />
  return (
    <Page>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>My promotions</PageTitle>
        {actions}
      </Group>
      <PromotionsGrid filters={{ scope: 'mine', userId: me.data.id }} onEdit={onEdit} />
    </Page>
  )
}
