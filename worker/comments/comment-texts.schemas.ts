/**
 * A comment's length limit, page size and texts (spec 01 §5), without zod: an event's comments
 * are on a first screen, where comments.schemas.ts would bring zod. That file re-exports them.
 */
export { COMMENTS_PER_PAGE } from './comment-paging'

export const COMMENT_MAX = 5_000

// Spec 01 §5 and our wording where it is silent.
export const BODY_REQUIRED = 'The body field is required.'
export const BODY_TOO_LONG = `Comments are at most ${COMMENT_MAX} characters`
export const DELETE_COMMENT_CONFIRM = 'Are you sure you want to delete this?'
export const PARENT_ELSEWHERE = 'Reply to a comment on the same item'
