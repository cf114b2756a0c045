/**
 * The groups' messages (spec 01 §8, spec 02 §8), without zod: the forum index, a first screen,
 * shows the join ones, and groups.schemas.ts would bring zod there. That file re-exports them.
 */
export const JOINED_GROUP = 'Joined group'
export const REQUEST_SENT = 'Request Sent'
export const REQUESTED_TO_JOIN = 'Requested to join'
export const REQUEST_TO_JOIN = 'Request to join this group'
export const USER_ADDED = 'User added to group'
export const USER_REMOVED = 'User removed from group'
export const REQUEST_DECLINED = 'User request declined'
export const GROUP_GATES_CATEGORIES =
  'This group gates forum categories: move them to another group or open them first'
