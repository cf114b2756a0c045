/**
 * Top-level comments a page ("load more" asks for the next), without zod: the HTML shell's
 * follow-up reads (spa.schemas.ts, in the web app's entry) name an event's first page.
 */
export const COMMENTS_PER_PAGE = 10
