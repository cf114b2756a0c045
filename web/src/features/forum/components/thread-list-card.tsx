import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatSearchTerms } from '@worker/forum/forum-search.schemas'
import { THREAD_PREVIEW_CHARS } from '@worker/forum/forum.schemas'
import { RelativeTime } from '@/components/relative-time'
import { wellFormed } from '@/lib/safe-url'
import type { ThreadItem } from '../api/list-threads'
import { ForumUserBadge } from './forum-user-badge'
import { PostBody } from './post-body'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The address of a tag's search (/forum/search?q=tagged:{tag}). wellFormed: encodeURIComponent
 * throws on a lone surrogate, and a throw while rendering would take the whole page down.
 */
export const tagSearchPath = (tag: string) =>
  `/forum/search?q=${encodeURIComponent(wellFormed(formatSearchTerms({ text: '', by: null, tagged: [tag] })))}`

/**
 * A thread in a list (spec 01 §2, §9): title to its page, author and age, a preview cut at 500
 * characters, tags, reply and like counts, and Sticky / Private marks.
 */
export function ThreadListCard({ thread }: { thread: ThreadItem }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={thread.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} size="lg" lh={1.3}>
            <Anchor
              component={Link}
              to={`/forum/${thread.category.slug}/${thread.slug}`}
              c="inherit"
            >
              {thread.title}
            </Anchor>
          </Text>
          <Group gap={4} wrap="nowrap">
            {thread.is_sticky && <Badge variant="filled">Sticky</Badge>}
            {thread.private && (
              <Badge variant="light" color="gray">
                Private
              </Badge>
            )}
          </Group>
        </Group>
        <ForumUserBadge
          user={thread.user}
          size="sm"
          meta={<RelativeTime value={thread.created_at} />}
        />
        <PostBody
          body={thread.body}
          entities={thread.entities}
          truncate={THREAD_PREVIEW_CHARS}
          c="dimmed"
        />
        {thread.tags.length > 0 && (
          <Group gap={6} role="group" aria-label="Tags">
            {thread.tags.map((tag) => (
              <Badge
                key={tag}
                variant="outline"
                size="sm"
                component={Link}
                to={tagSearchPath(tag)}
                style={{ cursor: 'pointer' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="md">
          <Text size="sm">{count(thread.total_replies, 'reply', 'replies')}</Text>
          <Text size="sm">{count(thread.total_likes, 'like', 'likes')}</Text>
        </Group>
      </Stack>
    </Card>
  )
}
