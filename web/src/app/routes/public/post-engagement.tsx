import { Stack } from '@mantine/core'
import { CommentsSection } from '@/components/engagement/comments-section'
import { LikeButton } from '@/components/engagement/like-button'

/** The post a reader may like and comment on (a news post, a resource or a promotion). */
export type EngagedPost = {
  type: 'news' | 'resource' | 'promotion'
  id: number
  total_likes: number
  total_comments: number
  user_liked: number
}

/**
 * Likes and comments under a news post or a resource (spec 01 §2): the shared engagement
 * components, seeded with the counts the post already carries (no second request for them).
 */
export function PostEngagement({ post }: { post: EngagedPost }) {
  return (
    <Stack gap="lg" mt="lg">
      <LikeButton
        itemType={post.type}
        itemId={post.id}
        totalLikes={post.total_likes}
        likedId={post.user_liked}
      />
      <CommentsSection itemType={post.type} itemId={post.id} />
    </Stack>
  )
}
