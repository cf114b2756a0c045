import { Anchor, Group } from '@mantine/core'
import { Link } from 'react-router'
import { LikeButton } from '@/components/engagement/like-button'
import { useEngagementShown } from '@/components/engagement/use-engagement-shown'
import type { FeedItem } from '../api/list-feed'

type Props = {
  item: Pick<FeedItem, 'itemType' | 'id' | 'likes' | 'comments' | 'user_liked'>
  /** The item's own page (its comments), or null when the reader cannot open it (locked). */
  to: string | null
  label: string
}

const plural = (n: number, one: string) =>
  `${n.toLocaleString('en-GB')} ${one}${n === 1 ? '' : 's'}`

/**
 * A feed card's footer (spec 01 §1: feed items carry likes and comments): the shared like button,
 * seeded with the card's own counts, and the comments count leading to the item's page, where
 * they are read and written. An item the reader cannot open shows nothing to like.
 */
export function FeedItemActions({ item, to, label }: Props) {
  const shown = useEngagementShown()
  return (
    <Group gap="md" justify="space-between" wrap="wrap">
      {shown && to ? (
        <Group gap="md">
          <LikeButton
            itemType={item.itemType}
            itemId={item.id}
            totalLikes={item.likes}
            likedId={item.user_liked}
          />
          <Anchor component={Link} to={`${to}#comments`} size="sm" c="dimmed">
            {plural(item.comments, 'comment')}
          </Anchor>
        </Group>
      ) : (
        <span />
      )}
      {to && (
        <Anchor component={Link} to={to} size="sm" aria-label={`Open ${label}`}>
          Open
        </Anchor>
      )}
    </Group>
  )
}
