import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router'
import { MemberAvatar } from '@/components/members/member-avatar'
import { useDocumentTitle } from '@/components/page-title'
import { ErrorState, LoadingState } from '@/components/page-states'
import { ApiError } from '@/lib/api-errors'
import { threadOptions, type MessageThread } from '../api/get-thread'
import { chronological, postsOptions } from '../api/list-posts'
import { useMarkThreadRead } from '../api/mark-read'
import { useSendPost } from '../api/send-post'
import { useMessageThreadLive } from '../live/use-message-thread-live'
import { Composer } from './composer'
import { MessageBubble } from './message-bubble'
import { threadTitle } from './thread-list'
import { unconfirmed, useOutbox } from './use-outbox'
import classes from './messages.module.css'

/** An open conversation: its messages (older pages on demand), live, and the reply box. */
export function ThreadView({ threadId, meId }: { threadId: number; meId: number }) {
  const thread = useQuery(threadOptions(threadId))
  if (thread.isPending) return <LoadingState label="Loading the conversation…" />
  if (thread.isError)
    return thread.error instanceof ApiError && thread.error.status === 404 ? (
      <ErrorState message="This conversation could not be found." />
    ) : (
      <ErrorState
        message="This conversation could not be loaded."
        onRetry={() => void thread.refetch()}
      />
    )
  return <Conversation key={threadId} thread={thread.data} meId={meId} />
}

function Conversation({ thread, meId }: { thread: MessageThread; meId: number }) {
  const title = threadTitle(thread)
  useDocumentTitle(title)
  const posts = useInfiniteQuery(postsOptions(thread.id))
  const markRead = useMarkThreadRead()
  const markReadNow = markRead.mutate
  const send = useSendPost({
    threadId: thread.id,
    isGroup: thread.is_group,
    otherUserId: thread.is_group ? null : (thread.users[0]?.id ?? null),
  })
  const outbox = useOutbox(send.mutateAsync)

  // Opening the thread reads it; so does a message arriving while it is open and shown.
  useEffect(() => {
    markReadNow(thread.id)
  }, [thread.id, markReadNow])
  const onLivePost = useCallback(
    (post: { user_id: number | null }) => {
      if (post.user_id !== meId && document.visibilityState === 'visible') markReadNow(thread.id)
    },
    [meId, markReadNow, thread.id],
  )
  useMessageThreadLive(thread.id, onLivePost)

  const messages = chronological(posts.data)
  const pending = unconfirmed(outbox.entries, messages, meId)
  const newestId = messages.at(-1)?.id ?? 0
  const log = useRef<HTMLDivElement>(null)
  // New messages (and one's own as they are written) scroll into view: the log's end, whenever
  // its newest message or the outbox changes.
  const end = `${newestId}:${pending.length}`
  const scrolledTo = useRef('')
  useLayoutEffect(() => {
    const el = log.current
    if (!el || scrolledTo.current === end) return
    scrolledTo.current = end
    el.scrollTop = el.scrollHeight
  })

  const headingId = `thread-${thread.id}-title`
  const lastMine = messages.findLast((p) => p.user_id === meId)?.id

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to="/messages" size="sm" className={classes.backLink}>
            ← Conversations
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {!thread.is_group && <MemberAvatar user={thread.users[0] ?? null} size={40} />}
          <Stack gap={0} miw={0}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {thread.is_group && (
              <Text size="xs" c="dimmed">
                Group of {thread.total_users}
              </Text>
            )}
          </Stack>
        </Group>
        {posts.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void posts.fetchNextPage()}
            loading={posts.isFetchingNextPage}
          >
            Load older messages
          </Button>
        )}
        {posts.isPending ? (
          <LoadingState label="Loading messages…" />
        ) : posts.isError ? (
          <ErrorState
            message="Messages could not be loaded."
            onRetry={() => void posts.refetch()}
          />
        ) : (
          // The log scrolls (keyboard too); the list inside keeps its list semantics.
          <div
            ref={log}
            className={classes.log}
            role="log"
            aria-live="polite"
            aria-labelledby={headingId}
            tabIndex={0}
          >
            <ul className={classes.logList}>
              {messages.map((post, i) => {
                const mine = post.user_id === meId
                const previous = messages[i - 1]
                return (
                  <MessageBubble
                    key={post.id}
                    post={post}
                    mine={mine}
                    showAuthor={!mine && previous?.user_id !== post.user_id}
                    justSent={mine && post.id === outbox.sentId && post.id === lastMine}
                  />
                )
              })}
              {pending.map((entry) => (
                <MessageBubble
                  key={`pending-${entry.key}`}
                  post={null}
                  pending={entry}
                  mine
                  showAuthor={false}
                  onResend={() => outbox.resend(entry.key)}
                  onDiscard={() => outbox.discard(entry.key)}
                />
              ))}
            </ul>
          </div>
        )}
        {thread.can_post ? (
          <Composer onSend={(body) => outbox.write(body, newestId)} label={`Message ${title}`} />
        ) : (
          <Text size="sm" c="dimmed">
            You can no longer send messages in this conversation.
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
