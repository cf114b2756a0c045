import { ITEM_TYPES, type KnownItemType } from '../content/item-types'
import { canAny, type PolicySubject } from '../lib/policy'

/** Who may change a comment (spec 01 §6): its owner edits; its owner or the type's managers delete. */

export const canEditComment = (subject: PolicySubject, comment: { user_id: number }) =>
  subject.user !== null && subject.user.id === comment.user_id

export const canDeleteComment = (
  subject: PolicySubject,
  comment: { user_id: number },
  type: KnownItemType,
) =>
  canEditComment(subject, comment) ||
  (subject.user !== null && canAny(subject, ITEM_TYPES[type].manageKeys))
