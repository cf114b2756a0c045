import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DELETE_THREAD_CONFIRM } from '@worker/forum/forum-limits.schemas'
import { RelativeTime } from '@/components/relative-time'
import { openConfirmModal } from '@/lib/modals'
import { useDeleteThread } from '../api/delete-thread'
import type { ThreadDetail } from '../api/get-thread'
import { useToggleLike } from '../api/likes'
import { useUpdateThread } from '../api/save-thread'
import { AttachmentGroups } from './attachment-groups'
import { ForumUserBadge } from './forum-user-badge'
import { LikeControl } from './like-control'
import { PostBody } from './post-body'
import { canModify, useThreadContext } from './thread-context'
import { tagSearchPath } from '../lib/tag-search'

/** "1 reply" / "N replies". */
export const repliesText = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`

type Props = {
  thread: ThreadDetail
  /** Opens the thread editor; Edit shows only to the owner or a moderator. */
  onEdit?: (thread: ThreadDetail) => void
  /** After a confirmed delete (the page goes to the category). */
  onDeleted: (thread: ThreadDetail) => void
  showReplies: boolean
  onToggleReplies: () => void
  /** The replies, under the card's actions. */
  children?: ReactNode
}

/**
 * The thread card (spec 01 §2): title, author and age, body, tags, attachments by category, the
 * like toggle, reply count, Edit and Delete (owner or moderator), the sticky toggle (moderators
 * only) and show/hide comments.
 */
export function ThreadCard({
  thread,
  onEdit,
  onDeleted,
  showReplies,
  onToggleReplies,
  children,
}: Props) {
  const { target, viewer } = useThreadContext()
  const like = useToggleLike(target)
  const sticky = useUpdateThread()
  const remove = useDeleteThread()
  const mayModify = canModify(viewer, thread)

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete discussion',
      children: <Text size="sm">{DELETE_THREAD_CONFIRM}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(thread.id, { onSuccess: () => onDeleted(thread) }),
    })

  return (
    <Paper
      component="article"
      aria-labelledby="thread-title"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      miw={0}
    >
      <Stack gap="md" miw={0}>
        <Group gap="xs">
          <Anchor component={Link} to={`/forum/${thread.category.slug}`} size="sm">
            {thread.category.name}
          </Anchor>
          {thread.is_sticky && <Badge variant="light">Sticky</Badge>}
          {thread.private && (
            <Badge variant="light" color="grape">
              Private
            </Badge>
          )}
        </Group>
        <Title id="thread-title" order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {thread.title}
        </Title>
        <ForumUserBadge
          user={thread.user}
          meta={
            <>
              <RelativeTime value={thread.created_at} />
              {thread.last_edited_at && ' · edited'}
            </>
          }
        />
        <PostBody body={thread.body} entities={thread.entities} size="md" />
        {thread.tags.length > 0 && (
          <Group gap={6} aria-label="Tags">
            {thread.tags.map((tag) => (
              <Badge
                key={tag}
                variant="outline"
                component={Link}
                to={tagSearchPath(tag)}
                style={{ cursor: 'pointer', maxWidth: '100%' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <AttachmentGroups files={thread.upload_files} />
        <Group gap="md" justify="space-between" wrap="wrap">
          <Group gap="md" wrap="wrap">
            <LikeControl
              object={{ type: 'thread', id: thread.id }}
              totalLikes={thread.total_likes}
              userLiked={thread.user_liked}
              canLike={viewer !== null}
              pending={like.isPending}
              onToggle={() =>
                like.mutate({
                  object: { type: 'thread', id: thread.id },
                  likeId: thread.user_liked,
                })
              }
            />
            {/* No "0 replies": an empty room is not a selling point (issue 12). */}
            {thread.total_replies > 0 && (
              <Text size="sm" c="dimmed">
                {repliesText(thread.total_replies)}
              </Text>
            )}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onToggleReplies}
              aria-expanded={showReplies}
            >
              {showReplies ? 'Hide comments' : 'Show comments'}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="wrap">
            {viewer?.canManage && (
              <Button
                size="xs"
                variant="light"
                loading={sticky.isPending}
                aria-pressed={thread.is_sticky}
                onClick={() =>
                  sticky.mutate({ id: thread.id, input: { is_sticky: !thread.is_sticky } })
                }
              >
                {thread.is_sticky ? 'Unstick' : 'Make sticky'}
              </Button>
            )}
            {mayModify && onEdit && (
              <Button size="xs" variant="default" onClick={() => onEdit(thread)}>
                Edit
              </Button>
            )}
            {mayModify && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={confirmDelete}
                loading={remove.isPending}
              >
                Delete
              </Button>
            )}
          </Group>
        </Group>
        {showReplies && children}
      </Stack>
    </Paper>
  )
}
