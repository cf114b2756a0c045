import { z } from 'zod'
import { engagementUser, itemRefFields } from '../content/engagement.schemas'
import { pagingQuery } from '../lib/paging'
import { LIKERS_PER_PAGE } from './likes-list.schemas'

/**
 * Likes on any item of the registry (spec 01 §3 Like, §4, §7): one per member and item, held by
 * the unique index likes_item_user. The web's like button and likes list import these.
 */

export { LIKERS_PER_PAGE, likersText } from './likes-list.schemas'

/** GET /api/likes?item_type&item_id. */
export const listLikesQuery = pagingQuery(LIKERS_PER_PAGE).and(z.object(itemRefFields))
export type ListLikesQuery = z.infer<typeof listLikesQuery>

/** POST /api/likes. */
export const likeInput = z.object({
  item_type: itemRefFields.item_type,
  item_id: z.number({ error: 'Which item?' }).int('Which item?').positive('Which item?'),
})
export type LikeInput = z.infer<typeof likeInput>

/** A like (spec 01 §3): id, item_id, item_type, user_id, and the liker. */
export const likeResource = z.object({
  id: z.number(),
  item_id: z.number(),
  item_type: z.string(),
  user_id: z.number(),
  user: engagementUser.nullable(),
  created_at: z.string(),
})
export type LikeResource = z.infer<typeof likeResource>

/** POST and DELETE answers: the like (or the one taken back) and the item's count after it. */
export type LikeResult = {
  id: number
  item_id: number
  item_type: string
  user_id: number
  total_likes: number
}
