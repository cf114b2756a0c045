import { Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'
import { useNearViewport } from '@/lib/use-near-viewport'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'
import { commentsQueryOptions, usePostComment, type EngagementItem } from './engagement-api'
import { useEngagementShown } from './use-engagement-shown'

type Props = {
  /** A type of the item-type registry: 'event', 'news', 'resource', 'member'… */
  itemType: string
  itemId: number
  /** The section's heading; "Comments" unless the screen says otherwise. */
  title?: string
  /** Comments a page, when the item's differ from the default (a survey's: 250, spec 01 §9). */
  perPage?: number
}

/**
 * An item's comments (spec 01 §2, §7), for any screen that shows an item: the newest first, each
 * with its replies, a box to write one (visitors are offered sign-in instead), and "load more".
 * Hidden while the site setting display_likes_and_comments is off.
 */
export function CommentsSection(props: Props) {
  return useEngagementShown() ? <Comments {...props} /> : null
}

function Comments({ itemType, itemId, title = 'Comments', perPage }: Props) {
  const item: EngagementItem = { itemType, itemId }
  const me = useMe()
  const location = useLocation()
  // Below the item: read only when the reader scrolls near it, so the first screen's requests
  // (the item, its pictures) go out alone (issue 11).
  const { ref: sectionRef, near } = useNearViewport<HTMLElement>()
  const list = useInfiniteQuery({ ...commentsQueryOptions(item, perPage), enabled: near })
  const post = usePostComment(item)
  const signedIn = Boolean(me.data)
  const comments = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages[0]?.meta.pagination.total ?? 0
  const headingId = `comments-${itemType}-${itemId}`

  return (
    <Stack component="section" ref={sectionRef} id="comments" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {title}
        {total > 0 && (
          <Text span c="dimmed" fz="md" fw={400}>
            {` (${total})`}
          </Text>
        )}
      </Title>
      {signedIn ? (
        <CommentForm
          label="Write a comment"
          submitLabel="Post Comment"
          pendingLabel="Posting..."
          clearOnSuccess
          onSubmit={(body) => post.mutateAsync({ body })}
        />
      ) : me.isPending ? null : (
        <Text size="sm">
          <Anchor component={Link} to={signInPathFor(location)}>
            Sign in to comment
          </Anchor>
        </Text>
      )}
      {list.isPending ? (
        <ListLoading label="Loading comments…" rows={2} />
      ) : list.isError && !list.data ? (
        <ErrorState
          message="The comments could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : comments.length === 0 ? (
        <EmptyState>No comments yet</EmptyState>
      ) : (
        <Stack gap="lg">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} item={item} canReply={signedIn} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Stack gap="xs" align="flex-start">
          {list.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert">
              More comments could not be loaded.
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more comments
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
