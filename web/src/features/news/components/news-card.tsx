import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { CoverImage } from '@/components/placeholder-art'
import { formatDate, isoString } from '@/lib/dates'
import { capExcerpt } from '@/lib/excerpt'
import { newsPath } from '@/lib/post-paths'
import type { NewsItem } from '../api/list-news'
import { PostStatusBadge } from './post-status-badge'
import classes from './news-card.module.css'

type Props = {
  post: NewsItem
  /** Shows Edit (the post's can_edit); the caller opens the editor. */
  onEdit?: (post: NewsItem) => void
}

/**
 * Spec 01 §2 news grid card: the picture (or placeholder art), the date it was posted in London
 * time, the title, an excerpt of at most 250 characters and "Read more". Its author sees a
 * pending or rejected mark.
 */
export function NewsCard({ post, onEdit }: Props) {
  const href = newsPath(post.slug)
  const excerpt = capExcerpt(post.excerpt)
  return (
    <Card
      withBorder
      padding="md"
      className={classes.card}
      component="article"
      aria-label={post.title}
    >
      <Card.Section mb="sm">
        <CoverImage src={post.img} seed={post.id} h={160} />
      </Card.Section>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            <time dateTime={isoString(post.created_at)}>{formatDate(post.created_at)}</time>
          </Text>
          <PostStatusBadge status={post.status} />
        </Group>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={href} c="inherit" underline="hover">
            {post.title}
          </Anchor>
        </Text>
        {excerpt && (
          <Text size="sm" className={classes.excerpt} data-testid="excerpt">
            {excerpt}
          </Text>
        )}
        <Group gap="sm" mt="auto" justify="space-between" wrap="wrap">
          <Anchor
            component={Link}
            to={href}
            size="sm"
            fw={600}
            aria-label={`Read more: ${post.title}`}
          >
            Read more
          </Anchor>
          {onEdit && post.can_edit && (
            <Button size="xs" variant="light" onClick={() => onEdit(post)}>
              Edit
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
