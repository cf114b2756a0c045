import type { SiteFeature } from './site-features'

/**
 * Screens of the spec whose feature has not landed yet. The router serves the shared "coming
 * soon" page at each address (someone may type it or follow an old link), and nothing links to
 * them: the header, the home tiles, the user panel and the quick-create menu read `hasLanded`
 * (issue 12, "no dead ends"). When a feature lands, its entries leave this list.
 */
export type ComingSoonScreen = { path: string; title: string; feature?: SiteFeature }

export const PUBLIC_COMING_SOON: readonly ComingSoonScreen[] = [
  { path: 'packages', title: 'Member packages' },
  { path: 'packages/:slug', title: 'Member package' },
]

/** The signed-in member's screens not built yet (behind the member guard). */
export const MEMBER_COMING_SOON: readonly ComingSoonScreen[] = [
  { path: 'subscription', title: 'Subscription' },
  { path: 'account/payment-details', title: 'Payment details' },
]

const segmentsOf = (path: string) =>
  path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment.length > 0)

const matches = (pattern: string, path: string) => {
  const want = segmentsOf(pattern)
  const have = segmentsOf(path)
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === have[i])
  )
}

/** Does an address inside the app lead to a screen that exists (not a "coming soon" page)? */
export const hasLanded = (path: string) =>
  ![...PUBLIC_COMING_SOON, ...MEMBER_COMING_SOON].some((screen) => matches(screen.path, path))
