import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import type { NewsItem } from '../api/list-news'
import { NewsGrid } from './news-grid'

type Props = {
  /** "Write a news post", supplied by the route with the editor. */
  actions?: ReactNode
  onEdit?: (post: NewsItem) => void
}

/** /news (spec 01 §2): the approved news, newest first, as a grid of cards. */
export function NewsScreen({ actions, onEdit }: Props) {
  return (
    <Page>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle>News</PageTitle>
        {actions}
      </Group>
      <NewsGrid filters={{ scope: 'public' }} onEdit={onEdit} />
    </Page>
  )
}
