import { Anchor, Box, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DELETE_COMMENT_CONFIRM } from '@worker/comments/comment-texts.schemas'
import { MemberName } from '@/components/member-name'
import { MemberAvatar } from '@/components/members/member-avatar'
import { RelativeTime } from '@/components/relative-time'
import { openConfirmModal } from '@/lib/modals'
import { CommentForm } from './comment-form'
import {
  useDeleteComment,
  usePostComment,
  useUpdateComment,
  type Comment,
  type EngagementItem,
} from './engagement-api'

type Props = {
  comment: Comment
  item: EngagementItem
  /** Signed-in members may reply. */
  canReply: boolean
}

/** Text links of a comment's actions (Reply, Edit, Delete, Hide Replies). */
function Action({
  children,
  onClick,
  danger,
  expanded,
}: {
  children: string
  onClick: () => void
  danger?: boolean
  expanded?: boolean
}) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c={danger ? 'red' : undefined}
      onClick={onClick}
      aria-expanded={expanded}
    >
      {children}
    </Anchor>
  )
}

/**
 * One comment (spec 01 §2): author (picture or initials, name opening their profile), body and
 * how long ago; Edit and Delete for its owner (Delete for moderators too), Reply on top-level
 * comments, and their replies (one level) with "Hide Replies" / "Show Replies (N)".
 */
export function CommentItem({ comment, item, canReply }: Props) {
  const [editing, setEditing] = useState(false)
  const [replying, setReplying] = useState(false)
  const [repliesShown, setRepliesShown] = useState(true)
  const update = useUpdateComment(item)
  const remove = useDeleteComment(item)
  const reply = usePostComment(item)
  const replies = comment.replies ?? []
  const isTop = comment.parent_id === null
  const author = comment.user?.full_name ?? 'A former member'

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete comment',
      children: <Text size="sm">{DELETE_COMMENT_CONFIRM}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(comment.id),
    })

  return (
    <Box component="article" aria-label={`Comment by ${author}`} miw={0}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <MemberAvatar user={comment.user} size={isTop ? 36 : 28} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            {comment.user ? (
              <MemberName slug={comment.user.slug} size="sm" fw={600}>
                {comment.user.full_name}
              </MemberName>
            ) : (
              <Text size="sm" fw={600}>
                {author}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <RelativeTime value={comment.created_at} />
            </Text>
          </Group>
          {editing ? (
            <CommentForm
              label="Edit your comment"
              initial={comment.body}
              submitLabel="Save"
              pendingLabel="Saving..."
              autoFocus
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await update.mutateAsync({ id: comment.id, body })
                setEditing(false)
              }}
            />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.body}
            </Text>
          )}
          {!editing && (
            <Group gap="md">
              {isTop && canReply && !replying && (
                <Action onClick={() => setReplying(true)}>Reply</Action>
              )}
              {comment.can_edit && <Action onClick={() => setEditing(true)}>Edit</Action>}
              {comment.can_delete && (
                <Action danger onClick={confirmDelete}>
                  Delete
                </Action>
              )}
              {replies.length > 0 && (
                <Action expanded={repliesShown} onClick={() => setRepliesShown((v) => !v)}>
                  {repliesShown ? 'Hide Replies' : `Show Replies (${replies.length})`}
                </Action>
              )}
            </Group>
          )}
          {((repliesShown && replies.length > 0) || replying) && (
            <Stack
              gap="sm"
              mt="xs"
              pl={{ base: 'xs', sm: 'md' }}
              style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
            >
              {repliesShown &&
                replies.map((r) => (
                  <CommentItem key={r.id} comment={r} item={item} canReply={false} />
                ))}
              {replying && (
                <CommentForm
                  label="Your reply"
                  submitLabel="Save"
                  pendingLabel="Saving..."
                  autoFocus
                  onCancel={() => setReplying(false)}
                  onSubmit={async (body) => {
                    await reply.mutateAsync({ body, parentId: comment.id })
                    setReplying(false)
                    setRepliesShown(true)
                  }}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Group>
    </Box>
  )
}
