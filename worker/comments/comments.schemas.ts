import { z } from 'zod'
import { engagementUser, itemRefFields } from '../content/engagement.schemas'
import { pagingQuery } from '../lib/paging'
import {
  COMMENT_MAX,
  COMMENTS_PER_PAGE,
  BODY_REQUIRED,
  BODY_TOO_LONG,
} from './comment-texts.schemas'

/**
 * Comments on any item of the registry (spec 01 §3 Comment, §5, §7): inputs, the list query and
 * the response shape, with the spec's texts. The web's comment forms import these.
 */

export {
  COMMENTS_PER_PAGE,
  COMMENT_MAX,
  BODY_REQUIRED,
  BODY_TOO_LONG,
  DELETE_COMMENT_CONFIRM,
  PARENT_ELSEWHERE,
} from './comment-texts.schemas'

const body = z
  .string({ error: BODY_REQUIRED })
  .trim()
  .min(1, BODY_REQUIRED)
  .max(COMMENT_MAX, BODY_TOO_LONG)

/** GET /api/comments?item_type&item_id[&page&per_page]. */
export const listCommentsQuery = pagingQuery(COMMENTS_PER_PAGE).and(z.object(itemRefFields))
export type ListCommentsQuery = z.infer<typeof listCommentsQuery>

/** POST /api/comments: a reply names its parent (a reply to a reply joins the top-level one). */
export const createCommentInput = z.object({
  item_type: itemRefFields.item_type,
  item_id: z.number({ error: 'Which item?' }).int('Which item?').positive('Which item?'),
  body,
  parent_id: z.number().int().positive().nullable().optional(),
})
export type CreateCommentInput = z.infer<typeof createCommentInput>

/** PUT /api/comments/{id}. */
export const updateCommentInput = z.object({ body })
export type UpdateCommentInput = z.infer<typeof updateCommentInput>

/** A comment (spec 01 §3) with what the viewer may do to it. */
const commentFields = {
  id: z.number(),
  parent_id: z.number().nullable(),
  body: z.string(),
  entities: z.array(z.unknown()),
  item_id: z.number(),
  item_type: z.string(),
  user_id: z.number(),
  user: engagementUser.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
}
export const replyResource = z.object(commentFields)
export type ReplyResource = z.infer<typeof replyResource>

/** A top-level comment carries its replies, oldest first; a reply carries none. */
export type CommentResource = ReplyResource & { replies?: ReplyResource[] }

/** DELETE /api/comments/{id}: what went, and the item's count after it. */
export type DeletedComment = {
  id: number
  item_type: string
  item_id: number
  parent_id: number | null
  deleted: number
  total_comments: number
}
