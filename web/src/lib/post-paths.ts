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

/**
 * A page's address (spec 01 §2): /pages/{slug}; a system page lives at its feature's screen,
 * /{feature}, the slug without a 'feature-' prefix (/faq, /events, /members…).
 */
export const pagePath = (page: { slug: string; is_system: boolean }) =>
  page.is_system
    ? `/${segment(page.slug.replace(/^feature-/, ''))}`
    : `/pages/${segment(page.slug)}`
