import { Avatar, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { MemberAvatar } from '@/components/members/member-avatar'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { RelativeTime } from '@/components/relative-time'
import { inboxOptions, type InboxThread } from '../api/list-threads'
import classes from './messages.module.css'

/** Who a thread is with: the other member, or a group's names ("Ann, Ben and 3 others"). */
export const threadTitle = (thread: Pick<InboxThread, 'users' | 'total_users'>) => {
  const names = thread.users.map((u) => u.full_name)
  if (names.length === 0) return 'Just you'
  const others = thread.total_users - 1
  if (others <= 2) return names.slice(0, 2).join(' and ')
  return `${names.slice(0, 2).join(', ')} and ${others - 2} other${others - 2 === 1 ? '' : 's'}`
}

function ThreadRow({
  thread,
  active,
  meId,
}: {
  thread: InboxThread
  active: boolean
  meId: number
}) {
  const unread = thread.unread_count > 0
  const last = thread.last_post
  const byMe = last?.user_id === meId
  return (
    <li>
      <Link
        to={`/messages/${thread.id}`}
        className={classes.threadRow}
        aria-current={active ? 'page' : undefined}
      >
        {thread.is_group ? (
          <Avatar.Group spacing="md">
            {thread.users.slice(0, 2).map((u) => (
              <MemberAvatar key={u.id} user={u} size={32} />
            ))}
          </Avatar.Group>
        ) : (
          <MemberAvatar user={thread.users[0] ?? null} size={40} />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={unread ? 700 : 600} truncate>
              {threadTitle(thread)}
            </Text>
            {last && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <RelativeTime value={last.created_at} />
              </Text>
            )}
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} lineClamp={2}>
              {byMe && 'You: '}
              {last?.body_excerpt ?? ''}
            </Text>
            {unread && (
              <Badge
                size="sm"
                color="red"
                circle={thread.unread_count < 10}
                style={{ flexShrink: 0 }}
              >
                <VisuallyHidden>Unread: </VisuallyHidden>
                {thread.unread_count > 99 ? '99+' : thread.unread_count}
              </Badge>
            )}
          </Group>
        </Stack>
      </Link>
    </li>
  )
}

/** The inbox (spec 01 §2 messages screen): newest conversation first, unread ones marked. */
export function ThreadList({ activeId, meId }: { activeId: number | null; meId: number }) {
  const inbox = useInfiniteQuery(inboxOptions())
  if (inbox.isPending) return <ListLoading label="Loading conversations…" rows={4} />
  if (inbox.isError)
    return (
      <ErrorState
        message="Your conversations could not be loaded."
        onRetry={() => void inbox.refetch()}
      />
    )
  const seen = new Set<number>()
  const threads = inbox.data.pages
    .flatMap((p) => p.data)
    .filter((t) => !seen.has(t.id) && seen.add(t.id))
  if (threads.length === 0)
    return <EmptyState>No conversations yet. Send a message to someone in your network.</EmptyState>
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap={2}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Conversations"
      >
        {threads.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} active={thread.id === activeId} meId={meId} />
        ))}
      </Stack>
      {inbox.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void inbox.fetchNextPage()}
          loading={inbox.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </Stack>
  )
}
