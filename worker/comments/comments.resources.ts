import { z } from 'zod'
import { memberJson } from '../content/engagement.schemas'
import { toEngagementUser } from '../content/engagement.resources'
import type { KnownItemType } from '../content/item-types'
import { jsonText } from '../lib/json'
import type { PolicySubject } from '../lib/policy'
import { canDeleteComment, canEditComment } from './comments.policy'
import type { CommentRow } from './comments.queries'
import type { CommentResource, ReplyResource } from './comments.schemas'

/** Comment rows (comments.queries.ts) as the API shows them, with what the viewer may do. */

const replyJson = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  body: z.string(),
  entities: z.array(z.unknown()),
  item_id: z.number(),
  item_type: z.string(),
  user_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  user: memberJson.nullable(),
})
const repliesJson = jsonText(z.array(replyJson))
const entitiesJson = jsonText(z.array(z.unknown()))

type Viewer = { subject: PolicySubject; type: KnownItemType }

const toReply = (r: z.infer<typeof replyJson>, viewer: Viewer): ReplyResource => ({
  id: r.id,
  parent_id: r.parent_id,
  body: r.body,
  entities: r.entities,
  item_id: r.item_id,
  item_type: r.item_type,
  user_id: r.user_id,
  user: toEngagementUser(r.user),
  created_at: r.created_at,
  updated_at: r.updated_at,
  can_edit: canEditComment(viewer.subject, r),
  can_delete: canDeleteComment(viewer.subject, r, viewer.type),
})

export const toCommentResource = (row: CommentRow, viewer: Viewer): CommentResource => {
  const comment = toReply(
    {
      ...row,
      entities: entitiesJson.parse(row.entities),
      user: row.user_json ? memberJson.parse(JSON.parse(row.user_json)) : null,
    },
    viewer,
  )
  if (row.parent_id !== null) return comment
  return {
    ...comment,
    replies: repliesJson.parse(row.replies_json).map((reply) => toReply(reply, viewer)),
  }
}
