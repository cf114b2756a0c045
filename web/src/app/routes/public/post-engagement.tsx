/** The post a reader may like and comment on (a news post or a resource). */
export type EngagedPost = {
  type: 'news' | 'resource'
  id: number
  total_likes: number
  total_comments: number
  user_liked: number
}

/**
 * Likes and comments under a news post or a resource (spec 01 §2). The one spot where the comments
 * feature's LikeButton and CommentsSection go; it shows nothing until they are wired in.
 */
export function PostEngagement(_props: { post: EngagedPost }) {
  return null
}
