import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DELETE_REPLY_CONFIRM } from '@worker/forum/forum-limits.schemas'
import type { ForumReplyResource } from '@worker/forum/forum-responses.schemas'
import { formatReplyDate, isoString } from '@/lib/dates'
import { openConfirmModal } from '@/lib/modals'
import { useDeleteReply } from '../api/delete-reply'
import { useToggleLike } from '../api/likes'
import { useUpdateReply } from '../api/save-reply'
import { fromMentionBody } from '../lib/mention-draft'
import { AttachmentGroups } from './attachment-groups'
import { ForumUserBadge } from './forum-user-badge'
import { LikeControl } from './like-control'
import { PostBody } from './post-body'
import { ReplyBox } from './reply-box'
import { ReplyForm } from './reply-form'
import { canModify, useThreadContext } from './thread-context'

/** A reply's element id is this and its id: a mention's link (`…#reply-12`) points at it. */
export const REPLY_ANCHOR = 'reply-'

type Reply = Omit<ForumReplyResource, 'children'> & { children?: ForumReplyResource['children'] }

/**
 * One reply (spec 01 §2 forum reply): author with avatar or initials, name and company, its date
 * ("Friday 21st Nov 2025", London time), an edited mark, Edit and Remove for its owner or a
 * moderator, attachments by category, the like heart, and — on top-level replies only — a Reply
 * link and the nested replies.
 */
export function ReplyItem({ reply }: { reply: Reply }) {
  const { target, viewer, draft } = useThreadContext()
  const [replying, setReplying] = useState(false)
  const update = useUpdateReply(target)
  const remove = useDeleteReply(target)
  const like = useToggleLike(target)
  const isTop = reply.parent_id === null
  const editing = draft.draft?.reply_id === reply.id ? draft.draft : null
  const mayModify = canModify(viewer, reply)

  const confirmRemove = () =>
    openConfirmModal({
      title: 'Remove response',
      children: <Text size="sm">{DELETE_REPLY_CONFIRM}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: reply.id, parentId: reply.parent_id }),
    })

  return (
    <Paper
      component="article"
      id={`${REPLY_ANCHOR}${reply.id}`}
      // Clear of the header, which sticks to the top once the page has scrolled.
      style={{ scrollMarginTop: 72 }}
      aria-label={`Reply by ${reply.user?.full_name ?? 'a former member'}`}
      withBorder={isTop}
      p={isTop ? 'sm' : 0}
      radius="md"
      miw={0}
    >
      <Stack gap="xs" miw={0}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <ForumUserBadge
            user={reply.user}
            size={isTop ? 'md' : 'sm'}
            meta={
              <>
                <time dateTime={isoString(reply.created_at)}>
                  {formatReplyDate(reply.created_at)}
                </time>
                {reply.last_edited_at && (
                  <Text
                    span
                    size="xs"
                    c="dimmed"
                    fs="italic"
                    title={`Edited ${formatReplyDate(reply.last_edited_at)}`}
                  >
                    {' · edited'}
                  </Text>
                )}
              </>
            }
          />
          {mayModify && !editing && (
            <Group gap="sm">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => draft.edit(reply.id, fromMentionBody(reply.body, reply.entities))}
              >
                Edit
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red"
                onClick={confirmRemove}
                disabled={remove.isPending}
              >
                Remove
              </Anchor>
            </Group>
          )}
        </Group>
        {editing ? (
          <ReplyForm
            label="Edit your reply"
            value={editing}
            onChange={(value) => draft.edit(reply.id, value)}
            autoFocus
            pending={update.isPending}
            submitLabel="Save"
            onCancel={draft.clear}
            onSubmit={async ({ body, entities }) => {
              await update.mutateAsync({ id: reply.id, input: { body, entities } })
              draft.clear()
            }}
          />
        ) : (
          <PostBody body={reply.body} entities={reply.entities} />
        )}
        <AttachmentGroups files={reply.upload_files} />
        <Group gap="md">
          <LikeControl
            object={{ type: 'reply', id: reply.id }}
            totalLikes={reply.total_likes}
            userLiked={reply.user_liked}
            canLike={viewer !== null}
            pending={like.isPending}
            onToggle={() =>
              like.mutate({ object: { type: 'reply', id: reply.id }, likeId: reply.user_liked })
            }
          />
          {isTop && viewer && !replying && (
            <Anchor component="button" type="button" size="sm" onClick={() => setReplying(true)}>
              Reply
            </Anchor>
          )}
        </Group>
        {isTop && ((reply.children?.length ?? 0) > 0 || replying) && (
          <Box
            pl={{ base: 'xs', sm: 'xl' }}
            style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap="sm" pl="xs">
              {reply.children?.map((child) => (
                <ReplyItem key={child.id} reply={child} />
              ))}
              {replying && (
                <ReplyBox
                  target={target}
                  parentId={reply.id}
                  onDone={() => setReplying(false)}
                  autoFocus
                />
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  )
}
