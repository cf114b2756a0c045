/**
 * The likes list's page size and line, without zod: an event's like button is on a first screen,
 * where likes.schemas.ts would bring zod. That file re-exports them.
 */

/** Likers a page in the likes list. */
export const LIKERS_PER_PAGE = 20

/** The likes list's line (spec 01 §2 likes list), exactly. */
export const likersText = (n: number) => `${n} member(s) liked this`
