import { Anchor, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import { can } from '@worker/lib/policy'
import { ErrorState, LoadingState, PageSkeleton } from '@/components/page-states'
import { Page } from '@/components/layout/page'
import { PageTitle, useDocumentTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-errors'
import { useMe } from '@/lib/session'
import { applyRoomEvent, type RoomTarget } from '../api/apply-room-event'
import { forumKeys } from '../api/forum-keys'
import { repliesSeeder, threadQueryOptions, type ThreadDetail } from '../api/get-thread'
import { repliesQueryOptions, useLoadMoreReplies } from '../api/list-replies'
import { useThreadLive } from '../live/use-thread-live'
import { ReplyBox } from './reply-box'
import { useReplyDraft } from './reply-draft'
import { ReplyList } from './reply-list'
import { ThreadCard } from './thread-card'
import { ThreadContext, type ThreadViewer } from './thread-context'

// The editor (react-hook-form, zod, uploads) downloads when the author first opens it.
const ThreadEditor = lazy(() =>
  import('./thread-editor').then((m) => ({ default: m.ThreadEditor })),
)

type Props = { categorySlug: string; threadSlug: string }

/**
 * Spec 01 §2 forum thread (/forum/{category}/{thread}): the thread card, its replies with one
 * level of nesting, and the reply box for signed-in members. Replies from others arrive live
 * (socket, or the heartbeat poll when it cannot connect) and are applied to the query cache.
 */
export function ThreadPage({ categorySlug, threadSlug }: Props) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const me = useMe()
  const { pathname } = useLocation()
  const seed = useMemo(() => repliesSeeder(client), [client])
  const thread = useQuery(threadQueryOptions(categorySlug, threadSlug, seed))
  const threadId = thread.data?.id ?? null
  const replies = useQuery({ ...repliesQueryOptions(threadId ?? 0), enabled: threadId !== null })
  const loadMore = useLoadMoreReplies(threadId ?? 0)
  const [gone, setGone] = useState(false)
  const [showReplies, setShowReplies] = useState(true)

  const target: RoomTarget = useMemo(
    () => ({ threadId: threadId ?? 0, threadKey: forumKeys.thread(categorySlug, threadSlug) }),
    [threadId, categorySlug, threadSlug],
  )
  const onEvent = useCallback(
    (event: ForumRoomEvent) => {
      if (applyRoomEvent(client, target, event) === 'gone') setGone(true)
    },
    [client, target],
  )
  useThreadLive(gone ? null : threadId, onEvent)
  // The discussion's title names the tab; its heading is the thread card's (thread-card.tsx).
  useDocumentTitle(gone ? 'Discussion deleted' : thread.data?.title)

  const subject = me.data
    ? { user: { id: me.data.id, role: me.data.role }, permissions: me.data.permissions }
    : null
  const viewer: ThreadViewer =
    me.data && subject ? { id: me.data.id, canManage: can(subject, 'forum-threads.manage') } : null
  const draft = useReplyDraft(threadId ?? 0, viewer?.id ?? null)
  const context = { target, viewer, draft }

  if (thread.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the discussion…" />
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404
    return (
      <Page width="reading">
        {missing ? (
          <>
            <PageTitle>Discussion not found</PageTitle>
            <Text>This discussion does not exist, or is not open to you.</Text>
            <Anchor component={Link} to="/forum">
              Back to the forum
            </Anchor>
          </>
        ) : (
          <ErrorState
            message={
              thread.error instanceof ApiError && thread.error.status === 403
                ? thread.error.message
                : 'The discussion could not be loaded.'
            }
            onRetry={() => void thread.refetch()}
          />
        )}
      </Page>
    )
  }
  if (gone) {
    return (
      <Page width="reading">
        <PageTitle>Discussion deleted</PageTitle>
        <Text>This discussion has been deleted.</Text>
        <Anchor component={Link} to={`/forum/${thread.data.category.slug}`}>
          Back to {thread.data.category.name}
        </Anchor>
      </Page>
    )
  }

  return (
    <ThreadContext value={context}>
      <Page width="reading" style={{ overflowWrap: 'anywhere' }}>
        <Stack gap="md" miw={0}>
          <ThreadCard
            thread={thread.data}
            onEdit={() => setEditing(true)}
            onDeleted={(deleted: ThreadDetail) => void navigate(`/forum/${deleted.category.slug}`)}
            showReplies={showReplies}
            onToggleReplies={() => setShowReplies((shown) => !shown)}
          >
            {replies.data ? (
              <ReplyList
                replies={replies.data}
                onShowHidden={() => loadMore.mutate()}
                loadingHidden={loadMore.isPending}
              />
            ) : replies.isError ? (
              <ErrorState
                message="The replies could not be loaded."
                onRetry={() => void replies.refetch()}
              />
            ) : (
              <LoadingState label="Loading replies…" />
            )}
          </ThreadCard>
          {viewer ? (
            <ReplyBox target={target} />
          ) : (
            // Visitors are told how to join in, back on this thread after signing in.
            <Text size="sm">
              <Anchor component={Link} to={`/signin?next=${encodeURIComponent(pathname)}`} fw={600}>
                Sign in to reply
              </Anchor>
            </Text>
          )}
        </Stack>
        {editing && subject && (
          <Suspense fallback={null}>
            <ThreadEditor
              category={thread.data.category}
              thread={thread.data}
              permissions={{
                canPost: true,
                canCreatePrivate: can(subject, 'forum-threads.create:private'),
                canStick: viewer?.canManage ?? false,
              }}
              onClose={() => setEditing(false)}
              // A new title or category gives the thread a new address.
              onSaved={(saved) => {
                if (saved.category.slug !== categorySlug || saved.slug !== threadSlug)
                  void navigate(saved.url, { replace: true })
              }}
            />
          </Suspense>
        )}
      </Page>
    </ThreadContext>
  )
}
