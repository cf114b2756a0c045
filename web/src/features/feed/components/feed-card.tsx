import { Avatar, Card, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { MemberName } from '@/components/member-name'
import { CoverImage } from '@/components/placeholder-art'
import { RelativeTime } from '@/components/relative-time'
import { safeImageSrc } from '@/lib/safe-url'
import type { FeedItem } from '../api/list-feed'
import { FeedItemActions } from './feed-item-actions'
import classes from './feed.module.css'

type Props = {
  item: FeedItem
  /** The type's label in the singular ("Event", "News"), above the title. */
  kind: string
  title: string
  /** The item's page, or null while that page does not exist. */
  to: string | null
  img?: string | null
  /** Lines under the title (date and place, excerpt, company). */
  children?: ReactNode
}

/** The frame every feed card shares: who and when, the picture, the title, its lines, the footer. */
export function FeedCard({ item, kind, title, to, img, children }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Stack gap="sm">
        {item.user && (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={safeImageSrc(item.user.img)} size={28} radius="xl" alt="" />
            <Text size="sm" style={{ minWidth: 0 }} truncate>
              <MemberName slug={item.user.slug} fw={600} span>
                {item.user.full_name}
              </MemberName>
              <Text span c="dimmed">
                {' · '}
                <RelativeTime value={item.published_at} />
              </Text>
            </Text>
          </Group>
        )}
        {img !== undefined && (
          <div className={classes.picture}>
            <CoverImage src={img} seed={`${item.itemType}-${item.id}`} h={160} radius="sm" />
          </div>
        )}
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {kind}
          </Text>
          <Text fw={700} lh={1.3} className={classes.words}>
            {to ? (
              <Link to={to} className={classes.titleLink}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Text>
          {children}
        </Stack>
        <FeedItemActions item={item} to={to} label={title} />
      </Stack>
    </Card>
  )
}
