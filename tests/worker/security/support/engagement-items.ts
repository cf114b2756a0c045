import { createEvent } from '../../../helpers/event-factories'
import { insertComment, insertLike } from '../../../helpers/engagement-factories'
import type { Ownership, Principal } from '../../../helpers/principals'

/** The comments and likes the engagement routes' valid requests change (see valid-requests-engagement.ts). */

type Fx = { bystander: { id: number }; event: { id: number } }

const ownerOf = (p: Principal, ownership: Ownership | null, fx: Fx) =>
  ownership === 'own' && p.user ? p.user.id : fx.bystander.id

/** A fresh comment on the bystander's public event. */
export const createComment = (p: Principal, ownership: Ownership | null, fx: Fx) =>
  insertComment({ itemType: 'event', itemId: fx.event.id, userId: ownerOf(p, ownership, fx) })

/** A fresh like, on a fresh event of the bystander's (one like per member and item). */
export const createLike = async (p: Principal, ownership: Ownership | null, fx: Fx) => {
  const { event } = await createEvent({ userId: fx.bystander.id }, [])
  return insertLike({ itemType: 'event', itemId: event.id, userId: ownerOf(p, ownership, fx) })
}
