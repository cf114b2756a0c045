import { Anchor, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { FeedItem } from '../api/list-feed'

type Props = {
  item: Pick<FeedItem, 'itemType' | 'id' | 'likes' | 'comments' | 'user_liked'>
  /** The item's own page (its comments), when that page exists. */
  to: string | null
  label: string
}

const plural = (n: number, one: string) =>
  `${n.toLocaleString('en-GB')} ${one}${n === 1 ? '' : 's'}`

/**
 * A feed card's footer: its likes and comments. The one place the feed shows engagement, so the
 * shared like button and comments link replace these counts here and nowhere else.
 */
export function FeedItemActions({ item, to, label }: Props) {
  return (
    <Group gap="md" justify="space-between" wrap="wrap">
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {plural(item.likes, 'like')}
        </Text>
        <Text size="sm" c="dimmed">
          {plural(item.comments, 'comment')}
        </Text>
      </Group>
      {to && (
        <Anchor component={Link} to={to} size="sm" aria-label={`Open ${label}`}>
          Open
        </Anchor>
      )}
    </Group>
  )
}
