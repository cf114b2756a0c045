import { wellFormed } from './safe-url'

/**
 * The addresses of a news post and a resource. A slug is encoded as one path segment; a lone
 * surrogate in it (which encodeURIComponent throws on) becomes U+FFFD rather than take the page
 * down.
 */
const segment = (slug: string) => encodeURIComponent(wellFormed(slug))

export const newsPath = (slug: string) => `/news/${segment(slug)}`
export const resourcePath = (slug: string) => `/resources/${segment(slug)}`
export const promotionPath = (slug: string) => `/promotions/${segment(slug)}`
