/**
 * The inbox's and a conversation's page sizes, without zod: the HTML shell's first reads
 * (spa.schemas.ts, in the web app's entry) need the conversation's, and importing
 * messages.schemas.ts there would put zod into every first download.
 */
export const THREADS_PAGE = 20
export const POSTS_PAGE = 30
