import { z } from 'zod'

/**
 * What comments and likes share on the wire (spec 01 §3): the member shown beside a comment or a
 * like, and the item they are about. Imports only zod: the web's engagement components import it.
 */

/** The member as a comment or like shows them: user {id, full_name, slug, img} and initials. */
export const engagementUser = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  initials: z.string(),
})
export type EngagementUser = z.infer<typeof engagementUser>

/** The member as engagementUserJsonSql builds them. */
export const memberJson = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
})
export type MemberJson = z.infer<typeof memberJson>

export const UNKNOWN_ITEM_TYPE = 'Choose something that can be liked or commented on'
export const ITEM_ID_REQUIRED = 'Which item?'

/**
 * item_type and item_id of a comment, like or list. The type's name is checked against the
 * registry (worker/content/item-types.ts) by the service (422 for an unknown one), so a new type
 * needs no change here.
 */
export const itemRefFields = {
  item_type: z.string({ error: UNKNOWN_ITEM_TYPE }).trim().min(1, UNKNOWN_ITEM_TYPE).max(40),
  item_id: z.coerce
    .number({ error: ITEM_ID_REQUIRED })
    .int(ITEM_ID_REQUIRED)
    .positive(ITEM_ID_REQUIRED),
}
