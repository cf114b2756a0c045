import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Page } from '@/components/layout/page'
import { PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import type { NewsItem } from '../api/list-news'
import { NewsGrid } from './news-grid'

type Props = {
  actions?: ReactNode
  onEdit?: (post: NewsItem) => void
}

/**
 * /my-news (spec 01 §2): the member's own posts in every status, each waiting for approval or
 * rejected one marked so.
 */
export function MyNewsScreen({ actions, onEdit }: Props) {
  const me = useMe()
  // The member guard has loaded the member before this screen opens.
  if (!me.data) return <PageSkeleton />
  return (
    <Page>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>My news</PageTitle>
        {actions}
      </Group>
      <NewsGrid filters={{ scope: 'mine', userId: me.data.id }} onEdit={onEdit} />
    </Page>
  )
}
