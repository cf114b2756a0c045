import { Badge } from '@mantine/core'
import type { PostStatus } from '@worker/posts/posts.schemas'

/** How a post's status reads to its author; approved (public) shows nothing. */
export const POST_STATUS_LABELS: Record<Exclude<PostStatus, 'approved'>, string> = {
  pending: 'Waiting for approval',
  rejected: 'Rejected',
}

const COLORS = { pending: 'yellow', rejected: 'red' } as const

/** Marks a post others cannot see yet (spec 01 §4: only approved posts are listed). */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  if (status === 'approved') return null
  return (
    <Badge color={COLORS[status]} variant="light">
      {POST_STATUS_LABELS[status]}
    </Badge>
  )
}
